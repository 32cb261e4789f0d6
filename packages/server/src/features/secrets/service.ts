import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { botInstances, kv, nitradoAccounts, servers, users, webhookEndpoints } from '../../db/schema';
import { isEnvelope, type SecretBox } from '../../lib/crypto';
import { SECRET_KEY_ROW, type KeyRecord } from '../../lib/secret-key';
import { mapSecrets } from '../bots/secrets';

/** Every column that holds one encrypted value (the settings document's secret fields are walked apart). */
const secretColumns: { table: PgTable; id: PgColumn; column: PgColumn; name: string }[] = [
  { table: servers, id: servers.id, column: servers.rconPassword, name: 'servers.rcon_password' },
  { table: users, id: users.id, column: users.accessToken, name: 'users.access_token' },
  { table: users, id: users.id, column: users.refreshToken, name: 'users.refresh_token' },
  {
    table: nitradoAccounts,
    id: nitradoAccounts.id,
    column: nitradoAccounts.accessToken,
    name: 'nitrado_accounts.access_token',
  },
  {
    table: nitradoAccounts,
    id: nitradoAccounts.id,
    column: nitradoAccounts.refreshToken,
    name: 'nitrado_accounts.refresh_token',
  },
  {
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    column: webhookEndpoints.secret,
    name: 'webhook_endpoints.secret',
  },
];

/** A stored value's replacement, or null to keep it. */
export type Rewrite = (stored: string, where: string) => string | null;

/**
 * Calls `rewrite` with every non-empty secret at rest (each column above and each secret field of the
 * instances' settings) and stores its answer. Each update is conditional on the value read, so processes
 * starting together do not undo each other. Answers how many rows changed.
 */
export async function rewriteStoredSecrets(db: Db | Tx, rewrite: Rewrite): Promise<number> {
  let changed = 0;
  for (const c of secretColumns) {
    const rows = (await db.select({ id: c.id, value: c.column }).from(c.table).where(ne(c.column, ''))) as {
      id: number;
      value: string;
    }[];
    for (const row of rows) {
      const next = rewrite(row.value, `${c.name} of row ${row.id}`);
      if (next === null || next === row.value) continue;
      const done = await db
        .update(c.table)
        .set({ [keyOf(c.table, c.column)]: next })
        .where(and(eq(c.id, row.id), eq(c.column, row.value)))
        .returning({ id: c.id });
      changed += done.length;
    }
  }
  const bots = await db.select({ id: botInstances.id, settings: botInstances.settings }).from(botInstances);
  for (const bot of bots) {
    let touched = false;
    const settings = mapSecrets(bot.settings ?? {}, (v) => {
      if (!v) return v;
      const next = rewrite(v, `a secret setting of bot instance ${bot.id}`);
      if (next === null || next === v) return v;
      touched = true;
      return next;
    });
    if (!touched) continue;
    const done = await db
      .update(botInstances)
      .set({ settings })
      .where(and(eq(botInstances.id, bot.id), eq(botInstances.settings, bot.settings)))
      .returning({ id: botInstances.id });
    changed += done.length;
  }
  return changed;
}

/** The property name drizzle knows a column by in its table (for `.set({...})`). */
function keyOf(table: PgTable, column: PgColumn): string {
  for (const [k, v] of Object.entries(table)) if (v === column) return k;
  throw new Error(`column ${column.name} not in its table`);
}

/**
 * The start-up repair: every secret at rest becomes one v3 envelope under this process's key. Values of
 * older versions (v1/v2), values encrypted several times (a passphrase key's values were re-encrypted on
 * every start before the envelope was recognised whatever the key form) and values stored in clear are
 * rewritten; values this key cannot open are left as they are and counted.
 */
export async function repairStoredSecrets(db: Db, box: SecretBox) {
  const unreadable: string[] = [];
  const changed = await rewriteStoredSecrets(db, (stored, where) => {
    if (!isEnvelope(stored)) return box.encrypt(stored);
    try {
      const opened = box.open(stored);
      return opened.outdated ? box.encrypt(opened.plain) : null;
    } catch {
      unreadable.push(where);
      return null;
    }
  });
  return { changed, unreadable };
}

/**
 * Key rotation (`npm run admin -- rotate-key`): in one transaction every secret at rest is opened with the
 * old box and sealed with the new one, and the database's key record becomes the new key's. A value the
 * old key cannot open stops the rotation and changes nothing.
 */
export async function rotateStoredSecrets(db: Db, from: SecretBox, to: SecretBox, record: KeyRecord) {
  return db.transaction(async (tx) => {
    const changed = await rewriteStoredSecrets(tx, (stored, where) => {
      try {
        return to.encrypt(isEnvelope(stored) ? from.decrypt(stored) : stored);
      } catch (err) {
        throw new Error(`${where}: ${(err as Error).message}`);
      }
    });
    await tx.update(kv).set({ value: record }).where(eq(kv.key, SECRET_KEY_ROW));
    return changed;
  });
}
