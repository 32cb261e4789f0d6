import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LineOutcome } from '../../lib/csv-import';
import { nextTurn } from '../../lib/csv-import';
import { ledgerActors, recordCreditsBatch } from './ledger';
import { columns, type PlayerFields, type PlayerRow } from './service';

/** What one checked line of a players import writes (import.ts plans it, writePlans writes all at once). */
export interface LinePlan {
  /** The matched player (null: the line creates one). */
  existing: PlayerRow | null;
  /** The profile to write (null: the line leaves it). */
  profile: PlayerFields | null;
  /** The balance change, and the balance and total earned after it. */
  amount: number;
  balance: number;
  earned: number;
  outcome: LineOutcome;
}

/**
 * Lines per statement: 1,000 on PostgreSQL (its own process); 100 on PGlite, which runs each statement in
 * the server's thread (no other request is served meanwhile: a 1,000-row insert into players, with its
 * trigram index, held it for up to ~1 s at load 9 on the 2-core machine; 250 rows up to 300 ms; docs/performance.md).
 */
export const rowsPerStatement = (database: 'pglite' | 'postgres') => (database === 'pglite' ? 100 : 1000);
const chunker =
  (size: number) =>
  <T>(list: T[]) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
const recordset = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;
/** A profile's columns as a jsonb_to_recordset record (`profileFields` names their types). */
const profileRecord = (c: ReturnType<typeof columns>) => ({
  name: c.name,
  discord_id: c.discordId,
  discord_name: c.discordName,
  steam_id: c.steamId,
  eos_id: c.eosId,
  deutsche_ark_server_user: c.deutscheArkServerUser,
  roles: c.roles,
});
const profileFields = sql.raw(
  'name text, discord_id text, discord_name text, steam_id text, eos_id text, deutsche_ark_server_user text, roles jsonb',
);

/**
 * Writes a players import's checked lines in the caller's transaction with one statement per kind and
 * batch of 1,000 (100 on PGlite; not per line): the new players, the changed profiles, and through the ledger's batch
 * writer (kind `import`) the balances, their credit-history rows and credits.changed webhook events, as the
 * single-row services write them (createPlayerInTx, updatePlayerInTx, changeCreditsInTx). Between two
 * statements a turn of the event loop, so a 100,000-line apply does not stall other requests (on PGlite,
 * in this thread, each statement holds it). No audit row per line: the caller writes ONE for the import.
 * The caller holds lockPlayerWrites and the matched rows' locks, and checked every line with the same
 * rules (playerInputSchema, own ranks, balanceAfter).
 */
export async function writePlans(
  tx: Tx,
  botId: number,
  plans: LinePlan[],
  change: { now: Date; reason: string; actor: string; rowsPerStatement: number },
) {
  const chunks = chunker(change.rowsPerStatement);
  const ids = new Map<LinePlan, number>();
  const creates = plans.filter((p) => !p.existing);
  for (const batch of chunks(creates)) {
    await nextTurn();
    const rows = batch.map((p) => {
      const c = columns(p.profile!);
      return { ...profileRecord(c), credits: p.balance, earned: p.earned };
    });
    // a created line's Discord ID is required, checked and unique in the file: it names the new row
    const made = await tx.execute<{ id: number; discord_id: string }>(sql`insert into players
        (bot_id, name, discord_id, discord_name, steam_id, eos_id, deutsche_ark_server_user, roles, credits,
         total_credits_earned)
      select ${botId}::int, v.name, v.discord_id, v.discord_name, coalesce(v.steam_id, ''), coalesce(v.eos_id, ''),
        coalesce(v.deutsche_ark_server_user, ''), coalesce(v.roles, '[]'::jsonb), v.credits, v.earned
      from jsonb_to_recordset(${recordset(rows)}) as v(${profileFields}, credits int, earned int)
      returning id, discord_id`);
    const byDiscordId = new Map(made.rows.map((r) => [r.discord_id, Number(r.id)]));
    for (const p of batch) ids.set(p, byDiscordId.get(columns(p.profile!).discordId!)!);
  }

  const updates = plans.filter((p) => p.existing && p.profile);
  for (const batch of chunks(updates)) {
    await nextTurn();
    const rows = batch.map((p) => ({
      id: p.existing!.id,
      ...profileRecord({ ...columns(p.existing!), ...columns(p.profile!) }),
    }));
    await tx.execute(sql`update players p set name = v.name, discord_id = v.discord_id,
        discord_name = v.discord_name, steam_id = coalesce(v.steam_id, p.steam_id),
        eos_id = coalesce(v.eos_id, p.eos_id),
        deutsche_ark_server_user = coalesce(v.deutsche_ark_server_user, p.deutsche_ark_server_user),
        roles = coalesce(v.roles, p.roles)
      from jsonb_to_recordset(${recordset(rows)}) as v(id int, ${profileFields})
      where p.id = v.id`);
  }

  // balances: a new player was inserted with its balance; its history row and event follow as for the others
  const credited = plans.filter((p) => p.amount);
  // the ledger writes the balances (a new player already holds its own), history rows and events
  for (const batch of chunks(credited)) {
    await nextTurn();
    await recordCreditsBatch(
      tx,
      change.now,
      botId,
      batch.map((p) => ({
        playerId: p.existing?.id ?? ids.get(p)!,
        delta: p.amount,
        balance: p.balance,
        earned: p.earned,
        written: !p.existing,
      })),
      { kind: 'import', actor: ledgerActors.manager('', change.actor), activity: false },
    );
  }
}
