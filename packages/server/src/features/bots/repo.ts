import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { botInstances } from '../../db/schema';

export type InstanceRow = typeof botInstances.$inferSelect;

export async function getInstanceRow(db: Db | Tx, id: number): Promise<InstanceRow | null> {
  const rows = await db.select().from(botInstances).where(eq(botInstances.id, id)).limit(1);
  return rows[0] ?? null;
}
