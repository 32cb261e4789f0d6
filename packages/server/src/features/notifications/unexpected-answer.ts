import { eq } from 'drizzle-orm';
import type { PermissionName } from '@asa/domain';
import type { AppContext } from '../../context';
import { type botInstances, kv } from '../../db/schema';
import { notifyInstance } from './service';

/** An instance row (bots/repo's InstanceRow, declared here: bots uses notifications, not the other way). */
type InstanceRow = typeof botInstances.$inferSelect;

/** Longest excerpt of a received answer put into a notification. */
export const RECEIVED_EXCERPT_CHARS = 300;

/**
 * Shortens what a service answered for a notification and removes every secret from it (API keys, tokens,
 * passwords the caller knows of), so the owner sees the shape without the secrets.
 */
export function redactReceived(received: string, secrets: string[]): string {
  let text = received;
  for (const s of secrets.map((x) => x.trim()).filter((x) => x.length >= 4))
    text = text.split(s).join('[redacted]');
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > RECEIVED_EXCERPT_CHARS ? `${text.slice(0, RECEIVED_EXCERPT_CHARS)}…` : text;
}

const stateKey = (integration: string, botId: number) => `unexpected-answer:${integration}:${botId}`;

/**
 * An integration whose answer shape is not verified answered something else than expected: nothing was
 * changed. Tells the owner (and managers who may view the page) exactly once per integration and instance,
 * until a later answer has the expected shape again (clearUnexpectedAnswer). The `kv` row is inserted with
 * ON CONFLICT DO NOTHING, so two processes cannot both send it. Answers true when this call notified.
 */
export async function reportUnexpectedAnswer(
  ctx: AppContext,
  bot: InstanceRow,
  n: {
    integration: string;
    expected: string;
    received: string;
    secrets: string[];
    link: string;
    area: PermissionName;
  },
): Promise<boolean> {
  const received = redactReceived(n.received, n.secrets);
  const [row] = await ctx.db
    .insert(kv)
    .values({ key: stateKey(n.integration, bot.id), value: { at: ctx.now().toISOString(), received } })
    .onConflictDoNothing()
    .returning({ key: kv.key });
  if (!row) return false;
  await notifyInstance(ctx, bot, {
    notice: {
      key: 'unexpectedAnswer',
      params: { integration: n.integration, expected: n.expected, received, empty: String(!received) },
    },
    link: n.link,
    kind: 'unexpected-answer',
    area: n.area,
  });
  console.warn(`bot instance ${bot.id}: ${n.integration} answered in an unexpected shape: ${received}`);
  return true;
}

/** The integration answered in the expected shape again: a later unexpected answer notifies again. */
export async function clearUnexpectedAnswer(ctx: AppContext, bot: InstanceRow, integration: string) {
  await ctx.db.delete(kv).where(eq(kv.key, stateKey(integration, bot.id)));
}
