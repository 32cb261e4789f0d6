import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyKit } from '..';
import { createShopWorld, type ShopWorld } from '../fixtures';

/**
 * For each command the owner sees whether the game server's answer was seen (`answerSeen`, derived from
 * what is stored): an answered command yes; a command whose connection hung up (`unknown`, "may have
 * run") no, and still no after the owner marked it delivered.
 */
let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const commandsOf = async (id: number) => {
  const res = await w.t.call('owner', { method: 'GET', url: `/api/purchase/list/${w.botId}` });
  expect(res.statusCode, res.body).toBe(200);
  const p = (res.json().items as { id: number; commands: Record<string, unknown>[] }[]).find(
    (x) => x.id === id,
  )!;
  return p.commands.map((c) => [c.command, c.status, c.answerSeen]);
};

describe('answerSeen on the purchase commands (GET /api/purchase/list)', () => {
  it('is true for an answered command and false for one that may have run', async () => {
    const kit = await w.addKit({
      itemGroups: [
        {
          index: 0,
          name: 'Main',
          items: [
            { index: 0, command: 'GiveItem {eos_id} answered' },
            { index: 1, command: 'GiveItem {eos_id} hung-up' },
          ],
        },
      ],
    });
    const player = await w.addPlayer();
    w.rcon.options.hangUpOn = (c) => c.endsWith('hung-up');
    try {
      const p = await buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: player.id,
        kitId: kit.id,
        serverId: w.servers.island,
        source: 'dashboard',
        actor: 'test',
      });
      expect(p.status).toBe('unknown');
      const [first, second] = await commandsOf(p.id);
      expect(first!.slice(1)).toEqual(['ok', true]);
      expect(second!.slice(1)).toEqual(['unknown', false]);

      const res = await w.t.call('owner', {
        method: 'POST',
        url: '/api/purchase/resolve',
        payload: { purchaseId: p.id, action: 'mark-delivered' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await commandsOf(p.id)).map((c) => c.slice(1))).toEqual([
        ['ok', true],
        ['ok', false],
      ]);
    } finally {
      w.rcon.options.hangUpOn = undefined;
    }
  });
});
