import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The ledger is the one writer of credit_history and of balances (issue 35, docs/ledger.md): no other source
 * file of the server or the bot inserts history rows or sets a balance. Tests and the demo's seeded past
 * (which sets balances from its seeded history, written through ledger.seedHistory) are the exceptions.
 */
const root = path.resolve(import.meta.dirname, '../..');
const LEDGER = 'server/src/features/players/ledger.ts';
const SEEDS = ['server/src/features/demo/economy.ts', 'server/src/features/demo/seed.ts'];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|fixtures\.ts$|test-fixtures\.ts$/.test(e.name)
      ? [rel]
      : [];
  });
}

const writes = [
  /insert\s+into\s+(credit_history|\$\{creditHistory\})/i,
  /\.insert\(\s*creditHistory\s*\)/,
  /update\s+(players|\$\{players\})(\s+p)?\s+set\s+(credits|total_credits_earned)\b/i,
  /\.set\(\{[^}]*\b(credits|totalCreditsEarned)\s*:/,
];

describe('the ledger is the only writer of credits', () => {
  it('no other file writes credit_history or a balance', () => {
    const files = [...sources('server/src'), ...sources('bot/src')];
    expect(files).toContain(LEDGER);
    const offenders = files
      .filter((f) => f !== LEDGER && !SEEDS.includes(f))
      .filter((f) => {
        const text = readFileSync(path.join(root, f), 'utf8');
        return writes.some((re) => re.test(text));
      });
    expect(offenders).toEqual([]);
  });

  it('the check sees a writer', () => {
    const probe = 'await tx.execute(sql`insert into credit_history (bot_id) values (1)`);';
    expect(writes.some((re) => re.test(probe))).toBe(true);
    expect(writes.some((re) => re.test('await tx.update(players).set({ credits: 5 })'))).toBe(true);
  });
});
