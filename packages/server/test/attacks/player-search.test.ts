/**
 * Issue 33: any logged-in Discord user could list a portal's player names (the gift and "Send credits"
 * recipient search). Now only a registered player of that instance may search it: a player with the caller's
 * Discord id who holds or earned credits, a voucher, a kit or a shop rank, or linked a game account; the empty
 * player the portal's first visit creates does not count. Everybody else: 403, no names. Real HTTP through
 * the app on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { players } from '../../src/db/schema';
import { insertPlayer } from '../../src/db/factories';
import { demoPersonas } from '../../src/features/demo/personas';
import { PLAYER_SEARCH_MEMBERS_ONLY } from '../../src/features/portal/player-search';
import { createPortalWorld, type PortalWorld } from '../../src/features/portal/test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
  await insertPlayer(w.t.ctx.db, w.t.botId, { name: 'Secret Sam', credits: 5 });
});
afterAll(async () => w?.close());

const search = (p: Parameters<PortalWorld['get']>[0]) => w.get(p, '/players?q=Secret');
const refused = (res: Awaited<ReturnType<typeof search>>) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().message).toBe(PLAYER_SEARCH_MEMBERS_ONLY);
  expect(res.body).not.toContain('Sam');
};
const rowOf = async (persona: keyof typeof demoPersonas) =>
  (
    await w.t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, w.t.botId), eq(players.discordId, demoPersonas[persona].discordId)))
  )[0];

describe('portal player search: registered players of the instance only', () => {
  it('a registered player finds players by name', async () => {
    const res = await search('player');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([expect.objectContaining({ name: 'Secret Sam' })]);
  });

  it('not logged in: 401; logged in without a player here: 403', async () => {
    expect((await search('anonymous')).statusCode).toBe(401);
    expect(await rowOf('stranger')).toBeUndefined();
    refused(await search('stranger'));
  });

  it("the empty player the portal's first visit creates is no registration", async () => {
    const me = await w.get('stranger', '/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().created).toBe(true);
    refused(await search('stranger'));
  });

  it('a player the owner gives credits (or who links a game account) may search', async () => {
    const row = (await rowOf('stranger'))!;
    await w.t.ctx.db
      .update(players)
      .set({ eosId: '0002aaaaaaaaaaaaaaaaaaaaaaaaaaa1' })
      .where(eq(players.id, row.id));
    expect((await search('stranger')).statusCode).toBe(200);
    await w.t.ctx.db.update(players).set({ eosId: '' }).where(eq(players.id, row.id));
    refused(await search('stranger'));
    const grant = await w.t.call('owner', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: row.id, credits: 10, reason: 'welcome' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await search('stranger')).statusCode).toBe(200);
  });

  it('a player of another instance is no player of this one', async () => {
    // the viewer is a registered player elsewhere only
    const [other] = await w.t.ctx.db
      .select()
      .from(players)
      .where(eq(players.discordId, demoPersonas.viewer.discordId));
    if (other) expect(other.botId).not.toBe(w.t.botId);
    refused(await search('viewer'));
  });
});
