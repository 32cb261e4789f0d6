import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kits, players, servers } from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { DEMO_GUILD_ID, demoPersonas, type DemoPersona } from '../demo/personas';
import { DEMO_PLAYER_EOS_ID } from '../demo/portal-player';

export const PASS = 'portal-pass';
export const GIVE = (eos: string) => `GiveItemToPlayer ${eos} PortalItem 1 0 0`;
export const GAVE = 'Gave PortalItem to Demo Player';

type Persona = DemoPersona | 'anonymous';
type KitRow = typeof kits.$inferSelect;
type PlayerRow = typeof players.$inferSelect;

export interface PortalWorld {
  t: TestApp;
  /** The RCON fake behind the "Portal Island" server; it answers GIVE(DEMO_PLAYER_EOS_ID) with GAVE. */
  rcon: FakeRconServer;
  /** The "Portal Island" server of the demo instance. */
  serverId: number;
  /** GET /api/portal/<guild><path> as the persona. */
  get(p: Persona, path?: string, guild?: string): Promise<LightMyRequestResponse>;
  /** POST /api/portal/<guild>/<what> as the persona. */
  post(p: Persona, what: string, payload: unknown, guild?: string): Promise<LightMyRequestResponse>;
  playerOf(persona: DemoPersona, botId?: number): Promise<PlayerRow | undefined>;
  setCredits(persona: DemoPersona, credits: number): Promise<unknown>;
  /** Saves settings groups of the demo instance through PUT /api/bots, as the owner's dashboard does. */
  saveSettings(patch: Record<string, Record<string, unknown>>): Promise<void>;
  /** Inserts a kit (100 credits, one GiveItemToPlayer command) of the demo instance or of botId. */
  kit(values?: Partial<typeof kits.$inferInsert>, botId?: number): Promise<KitRow>;
  /**
   * For beforeEach: clears the RCON command log and moves the clock a minute on, so the per-user rate
   * limit of one test does not carry into the next.
   */
  startTest(): void;
  close(): Promise<void>;
}

/** A test app with the demo instance plus an RCON fake and the "Portal Island" server pointing at it. */
export async function createPortalWorld(): Promise<PortalWorld> {
  const t = await createTestApp();
  let rcon: FakeRconServer | undefined;
  try {
    rcon = await startFakeRcon({
      password: PASS,
      responses: { [GIVE(DEMO_PLAYER_EOS_ID)]: GAVE },
      players: [{ name: 'Demo Player', eosId: DEMO_PLAYER_EOS_ID }],
    });
    const [s] = await t.ctx.db
      .insert(servers)
      .values({
        botId: t.botId,
        name: 'Portal Island',
        ip: '127.0.0.1',
        rconPort: rcon.port,
        rconPassword: t.ctx.secrets.encrypt(PASS),
        sortingIndex: 9,
      })
      .returning();
    return portalWorld(t, rcon, s!.id);
  } catch (err) {
    await rcon?.close();
    await t.close();
    throw err;
  }
}

function portalWorld(t: TestApp, rcon: FakeRconServer, serverId: number): PortalWorld {
  let minutes = 0;
  return {
    t,
    rcon,
    serverId,
    get: (p, path = '', guild = DEMO_GUILD_ID) =>
      t.call(p, { method: 'GET', url: `/api/portal/${guild}${path}` }),
    post: (p, what, payload, guild = DEMO_GUILD_ID) =>
      t.call(p, { method: 'POST', url: `/api/portal/${guild}/${what}`, payload: payload as object }),
    playerOf: async (persona, botId = t.botId) =>
      (
        await t.ctx.db
          .select()
          .from(players)
          .where(and(eq(players.botId, botId), eq(players.discordId, demoPersonas[persona].discordId)))
      )[0],
    setCredits: async (persona, credits) =>
      t.ctx.db
        .update(players)
        .set({ credits })
        .where(and(eq(players.botId, t.botId), eq(players.discordId, demoPersonas[persona].discordId))),
    async saveSettings(patch) {
      const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' }))
        .json()
        .find((b: { id: number }) => b.id === t.botId);
      const next = { ...bot };
      for (const [k, v] of Object.entries(patch)) next[k] = { ...bot[k], ...v };
      const res = await t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot: next } });
      expect(res.statusCode, res.body).toBe(200);
    },
    async kit(values = {}, botId = t.botId) {
      const [row] = await t.ctx.db
        .insert(kits)
        .values({
          botId,
          name: 'Portal Kit',
          description: 'A kit for the portal',
          price: 100,
          itemGroups: [
            {
              index: 0,
              name: 'Items',
              items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} PortalItem 1 0 0' }],
            },
          ],
          ...values,
        })
        .returning();
      return row!;
    },
    startTest() {
      rcon.commands.length = 0;
      const offset = ++minutes * 61_000;
      t.ctx.now = () => new Date(Date.now() + offset);
    },
    async close() {
      await rcon.close();
      await t.close();
    },
  };
}
