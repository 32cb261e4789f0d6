import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, kv, overviewCreditDays } from '../../db/schema';
import { historyValues, insertPlayer } from '../../db/factories';
import { runJobOnce } from '../../jobs/scheduler';
import { demoPersonas } from '../demo/personas';
import { OVERVIEW_ROLLUP_JOB, runOverviewRollup } from './job';
import { lastClosedDay } from './rollup';

/**
 * The overview-rollup job visits only the instances with new work (issue 34): after a good run, an instance
 * with rows on a day that closed since, a new instance and one whose roll-up failed; an idle instance
 * costs no statement of its own, so a run over idle instances visits none.
 */
let t: TestApp;
let offset = 0;
const job = { name: OVERVIEW_ROLLUP_JOB, everyMinutes: 60, run: runOverviewRollup };
const newInstance = async (name: string) =>
  (
    await t.ctx.db
      .insert(botInstances)
      .values({
        guildId: `7${crypto.randomInt(1e9, 9e9)}`,
        guildName: name,
        ownerId: demoPersonas.owner.discordId,
      })
      .returning()
  )[0]!.id;
const rolledUp = async (botId: number, day: string) =>
  (
    await t.ctx.db
      .select()
      .from(overviewCreditDays)
      .where(
        and(
          eq(overviewCreditDays.botId, botId),
          eq(overviewCreditDays.day, day),
          eq(overviewCreditDays.kind, ''),
        ),
      )
  ).length > 0;
const run = async () => (await runJobOnce(t.ctx, job))!;

beforeAll(async () => {
  t = await createTestApp();
  const start = Date.now();
  t.ctx.now = () => new Date(start + offset);
});
afterAll(async () => t?.close());

describe('the overview-rollup job', () => {
  it('visits only the instances with new work; idle instances cost nothing', async () => {
    const active = await newInstance('Active');
    const idle = await newInstance('Idle');
    const player = await insertPlayer(t.ctx.db, active, { name: 'Busy' });
    // the first good run visits every instance
    expect((await run()).ok).toBe(true);
    expect(await rolledUp(idle, lastClosedDay(t.ctx.now()))).toBe(true);
    // a day later: the active instance had credits on a day that closed since, a new instance appeared
    await t.ctx.db
      .insert(creditHistory)
      .values(historyValues(active, player.id, 5, 'Vote', 'Votes', new Date(t.ctx.now().getTime() + 60_000)));
    offset += 26 * 3_600_000;
    const fresh = await newInstance('Fresh');
    expect((await run()).ok).toBe(true);
    const to = lastClosedDay(t.ctx.now());
    expect(await rolledUp(active, to)).toBe(true);
    expect(await rolledUp(fresh, to)).toBe(true);
    expect(await rolledUp(idle, to)).toBe(false); // a read fills it when someone looks
    // an hour later nothing is new: no instance is visited
    offset += 3_600_000;
    expect(await runOverviewRollup(t.ctx)).toBe(0);
    // an instance whose last roll-up failed is visited again
    await t.ctx.db
      .insert(kv)
      .values({ key: `job-health:${OVERVIEW_ROLLUP_JOB}:${idle}`, value: { count: 1 } });
    expect(await runOverviewRollup(t.ctx)).toBe(1);
    expect(await rolledUp(idle, to)).toBe(true);
    expect(await runOverviewRollup(t.ctx)).toBe(0);
  });
});
