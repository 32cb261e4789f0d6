import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertColumns, mapRow } from '../../../db/raw-rows';
import { purchaseCommands, purchases } from '../../../db/schema';
import type { CommandRow, PurchaseRow } from '../delivery/claims';
import { purchaseDataSql, webhookEventHead, webhookInsertFromSql } from '../../webhooks/emit';
import { conditionalDebitSql, ledgerCteSql, type CreditEntry } from '../../players/ledger';

export interface ChargeAtOnce {
  playerId: number;
  /** The player's shop ranks as prepare() read them: the price and the role checks were made with these. */
  seenRoles: number[];
  price: number;
  /** The ledger entry of the charge (kind, actor, params); its amount is -price. */
  entry: Omit<CreditEntry, 'playerId' | 'delta'>;
  now: Date;
  /** The purchase row without player_id / player_name (taken from the charged player row). */
  purchase: Omit<typeof purchases.$inferInsert, 'playerId' | 'playerName'>;
  commands: Pick<CommandRow, 'position' | 'command' | 'template' | 'status' | 'sentAt'>[];
}

/**
 * The common kit order (for credits, no buy limit, no Idempotency-Key) in ONE statement, so atomic without
 * a transaction's round trips: the conditional UPDATE of the player's balance (enough credits, and the
 * shop ranks the price and role checks were made with unchanged), its credit-history row, the purchase
 * and its commands. PostgreSQL re-checks the UPDATE's conditions on the newest row version when another
 * order of the player committed first, so the balance never goes below zero. Null when the UPDATE did
 * not match (short balance, ranks changed, player gone): nothing was written, and the caller runs the
 * locking transaction, which decides and gives the precise message.
 */
export async function chargeAtOnce(
  db: Db,
  o: ChargeAtOnce,
): Promise<{ row: PurchaseRow; cmds: CommandRow[] } | null> {
  const p = insertColumns(purchases, o.purchase);
  const cmds = JSON.stringify(
    o.commands.map((c) => ({ ...c, sent_at: c.sentAt?.toISOString() ?? null, sentAt: undefined })),
  );
  const botId = o.purchase.botId;
  // webhooks (purchase.created, credits.changed) are queued by the same statement
  const created = webhookInsertFromSql(
    webhookEventHead(botId, 'purchase.created', o.now),
    purchaseDataSql('b'),
    sql`${purchases} b`,
  );
  // the ledger's history row and credits.changed event, over the charged row (none for a free kit)
  const ledger = ledgerCteSql(
    botId,
    { ...o.entry, delta: -o.price },
    'charged',
    o.now,
    sql`${o.price}::int > 0`,
    sql`jsonb_build_object('purchaseId', (select id from ${purchases}))`,
  );
  // the CTE named like the table holds the inserted purchase: the main select reads it, mapped below
  const res = await db.execute<Record<string, unknown>>(sql`
    with charged as (${conditionalDebitSql(o.playerId, o.price, o.seenRoles)}), ${purchases} as (
      insert into ${purchases} (player_id, player_name, ${p.names})
      select id, name, ${p.exprs} from charged
      returning *
    ), history as (${ledger.history}), cmds as (
      insert into ${purchaseCommands} (purchase_id, position, command, template, status, sent_at)
      select b.id, c.position, c.command, c.template, c.status, c.sent_at
      from ${purchases} b, jsonb_to_recordset(${cmds}::jsonb)
        as c(position int, command text, template text, status text, sent_at timestamptz)
      returning id, position
    ), hook_created as (${created}), hook_credited as (${ledger.event})
    select b.*, (select json_agg(id order by position) from cmds) as command_ids from ${purchases} b`);
  const raw = res.rows[0];
  if (!raw) return null;
  const row = mapRow(purchases, raw);
  const ids = (
    typeof raw.command_ids === 'string' ? JSON.parse(raw.command_ids) : raw.command_ids
  ) as number[];
  const commands: CommandRow[] = o.commands.map((c, i) => ({
    id: ids[i]!,
    purchaseId: row.id,
    position: c.position,
    command: c.command,
    template: c.template,
    status: c.status,
    response: '',
    sentAt: c.sentAt,
    answeredAt: null,
  }));
  return { row, cmds: commands };
}
