// Request ids of work no HTTP call started (issue 39): each scheduled job run is a request of its own (a new
// UUID v7), so a purchase a player makes in game (`+buy`, read by the in-game-chat job) carries the run's id,
// as do its webhook deliveries, and the job's stored status names the id of its last run.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { createLinkCode } from '../src/features/in-game-shop/service';
import { addPlayer, createInGameWorld, EOS, type InGameWorld } from '../src/features/in-game-shop/test-world';
import { jobs } from '../src/jobs';
import { readJobStatus, runJobOnce, type JobLog } from '../src/jobs/scheduler';
import { currentRequestId } from '../src/lib/request-context';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let w: InGameWorld;
beforeAll(async () => {
  w = await createInGameWorld();
});
afterAll(async () => w?.close());

describe('request ids of job runs', () => {
  it('a purchase made in game carries the id of the in-game-chat run that read it, and so do its webhooks', async () => {
    const alice = await addPlayer(w, { name: 'Alice', discordId: '400000000000000011', credits: 500 });
    w.setOnline([{ name: 'Alice W', eosId: EOS.alice }]);
    const { code } = await createLinkCode(w.t.ctx, w.botId, alice.id);
    w.say('Alice W', `+link ${code}`);
    await w.run();
    await w.t.ctx.db.insert(webhookEndpoints).values({
      botId: w.botId,
      url: 'https://hooks.example.com/in-game',
      events: ['purchase.created', 'purchase.delivered'],
      secret: w.t.ctx.secrets.encrypt('whsec_in_game'),
    });

    // the scheduler runs the real in-game-chat job
    const job = jobs.find((j) => j.name === 'in-game-chat')!;
    const log: JobLog = () => undefined;
    const realNow = w.t.ctx.now;
    w.t.ctx.now = () => new Date(realNow().getTime() + 120_000);
    w.say('Alice W', '+buy starter set');
    const status = await runJobOnce(w.t.ctx, job, log);
    expect(status).toMatchObject({ ok: true });
    expect(w.repliesTo(EOS.alice).at(-1)).toMatch(/^Delivered: Starter Set/);

    const runId = status!.requestId!;
    expect(runId).toMatch(UUID_V7);
    expect((await readJobStatus(w.t.ctx, 'in-game-chat'))!.requestId).toBe(runId);
    const [bought] = await w.purchasesOf(alice.id);
    expect(bought).toMatchObject({ source: 'in-game', status: 'delivered', requestId: runId });
    const deliveries = await w.t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.botId, w.botId));
    expect(deliveries.map((d) => [d.event, d.requestId]).sort()).toEqual([
      ['purchase.created', runId],
      ['purchase.delivered', runId],
    ]);

    // the next run is another request: a second purchase gets another id
    w.t.ctx.now = () => new Date(realNow().getTime() + 240_000);
    w.say('Alice W', '+buy starter set');
    const second = await runJobOnce(w.t.ctx, job, log);
    expect(second!.requestId).toMatch(UUID_V7);
    expect(second!.requestId).not.toBe(runId);
    const ids = (await w.t.ctx.db.select().from(purchases).where(eq(purchases.playerId, alice.id))).map(
      (p) => p.requestId,
    );
    expect(ids.sort()).toEqual([runId, second!.requestId].sort());
    w.t.ctx.now = realNow;
  });

  it("a run's log lines, its failure's too, are written with the run's id (start.ts adds it as reqId)", async () => {
    const seen: { msg: string; id: string | null }[] = [];
    const log: JobLog = Object.assign((msg: string) => void seen.push({ msg, id: currentRequestId() }), {
      info: (_f: Record<string, unknown>, msg: string) => void seen.push({ msg, id: currentRequestId() }),
    });
    const status = await runJobOnce(
      w.t.ctx,
      {
        name: 'request-id-probe',
        everyMinutes: 1,
        run: async (_ctx, run) => {
          run.info({}, 'working');
          throw new Error('probe failed');
        },
      },
      log,
    );
    expect(status).toMatchObject({ ok: false, error: 'probe failed' });
    expect(seen).toEqual([
      { msg: 'working', id: status!.requestId },
      { msg: 'job request-id-probe failed', id: status!.requestId },
    ]);
    expect(status!.requestId).toMatch(UUID_V7);
  });
});
