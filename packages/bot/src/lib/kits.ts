import { and, eq } from 'drizzle-orm';
import { type AppContext, type KitRow, listKits } from '@asa/server';
import { kits } from '@asa/server/db';

/** A kit of the instance by id, or by name (case-insensitive) when the option holds typed text. */
export async function findKit(ctx: AppContext, botId: number, value: string): Promise<KitRow | null> {
  const v = value.trim();
  if (/^\d+$/.test(v)) {
    const [row] = await ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, botId), eq(kits.id, Number(v))))
      .limit(1);
    if (row) return row;
  }
  const all = await listKits(ctx.db, botId);
  return all.find((k) => k.name.toLowerCase() === v.toLowerCase()) ?? null;
}

/** Up to 25 autocomplete choices (Discord's maximum) whose name contains the typed text. */
export function kitChoices<T extends { id: number; name: string }>(
  rows: T[],
  typed: string,
  label: (k: T) => string = (k) => k.name,
) {
  const t = typed.trim().toLowerCase();
  return rows
    .filter((k) => k.name.toLowerCase().includes(t))
    .slice(0, 25)
    .map((k) => ({ name: label(k).slice(0, 100), value: String(k.id) }));
}
