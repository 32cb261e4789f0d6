import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { shopRanks } from '@asa/server/db';
import { mirrorGuild, mirrorMember, planRoleMirror } from '../src/sync/role-mirror';
import { createBotTest, GUILD_ID, roles, user, type BotTest } from './helpers/bot-harness';

describe('planRoleMirror (pure)', () => {
  const ranks = [
    { id: 1, roleMode: 'discord', assignDiscordRoleId: 'R1' },
    { id: 2, roleMode: 'bot', assignDiscordRoleId: 'R2' },
    { id: 3, roleMode: 'none', assignDiscordRoleId: 'R3' },
    { id: 4, roleMode: 'discord', assignDiscordRoleId: '' },
  ];
  const p = (id: number, roles: number[]) => ({ id, discordId: `d${id}`, roles });

  it("'Discord Role -> Shop Rank': the Discord role gives the rank, its absence takes it", () => {
    const members = new Map([
      ['d1', ['R1']],
      ['d2', []],
    ]);
    expect(planRoleMirror(ranks, [p(1, []), p(2, [1])], members)).toEqual([
      { kind: 'addRank', playerId: 1, rankId: 1 },
      { kind: 'removeRank', playerId: 2, rankId: 1 },
    ]);
  });

  it("'Shop Rank -> Discord Role': the rank gives the Discord role, its absence takes it", () => {
    const members = new Map([
      ['d1', []],
      ['d2', ['R2']],
    ]);
    expect(planRoleMirror(ranks, [p(1, [2]), p(2, [])], members)).toEqual([
      { kind: 'addRole', discordId: 'd1', roleId: 'R2' },
      { kind: 'removeRole', discordId: 'd2', roleId: 'R2' },
    ]);
  });

  it('leaves alone: ranks without mirroring or without a role, players whose member roles are unknown', () => {
    expect(planRoleMirror(ranks, [p(1, [3]), p(9, [2])], new Map([['d1', ['R3']]]))).toEqual([]);
    expect(planRoleMirror(ranks, [p(1, [1, 2])], new Map([['d1', ['R1', 'R2']]]))).toEqual([]);
  });
});

describe('role mirroring against Discord and the database', () => {
  let b: BotTest;
  let vip: number;
  let survivor: number;
  const guildRoles = (id: string) => b.data.guilds.find((g) => g.id === GUILD_ID)!.memberRoles?.[id] ?? [];
  const setGuildRoles = (id: string, list: string[]) => {
    const g = b.data.guilds.find((x) => x.id === GUILD_ID)!;
    g.memberRoles = { ...(g.memberRoles ?? {}), [id]: list };
    if (!g.members.includes(id)) g.members.push(id);
  };

  beforeAll(async () => {
    b = await createBotTest();
    const ranks = await b.ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, b.botId));
    // the demo seeds VIP as 'Shop Rank -> Discord Role' and Survivor as 'Discord Role -> Shop Rank'
    vip = ranks.find(
      (r) => r.name === 'VIP' && r.roleMode === 'bot' && r.assignDiscordRoleId === roles.vip,
    )!.id;
    survivor = ranks.find(
      (r) => r.name === 'Survivor' && r.roleMode === 'discord' && r.assignDiscordRoleId === roles.survivor,
    )!.id;
  });
  afterAll(async () => b?.close());

  it('the periodic pass brings ranks and roles of every registered member in line', async () => {
    const [m1, m2, m3, m4, m5] = [user(60), user(61), user(62), user(63), user(64)];
    await b.addPlayer(m1);
    setGuildRoles(m1.id, [roles.survivor]);
    await b.addPlayer(m2, { roles: [survivor] });
    setGuildRoles(m2.id, []);
    await b.addPlayer(m3, { roles: [vip] });
    setGuildRoles(m3.id, []);
    await b.addPlayer(m4);
    setGuildRoles(m4.id, [roles.vip]);
    setGuildRoles(m5.id, [roles.vip]); // not registered: untouched

    const applied = await mirrorGuild(
      b.ctx,
      b.client.rest,
      { id: b.botId, guildId: GUILD_ID },
      () => undefined,
    );
    expect(applied).toBe(4);
    expect((await b.player(m1))!.roles).toEqual([survivor]);
    expect((await b.player(m2))!.roles).toEqual([]);
    expect(guildRoles(m3.id)).toEqual([roles.vip]);
    expect(guildRoles(m4.id)).toEqual([]);
    expect(guildRoles(m5.id)).toEqual([roles.vip]);
    // a second pass finds nothing to do
    expect(await mirrorGuild(b.ctx, b.client.rest, { id: b.botId, guildId: GUILD_ID }, () => undefined)).toBe(
      0,
    );
  });

  it('a member update (guildMemberUpdate) mirrors that member at once', async () => {
    const m = user(65);
    await b.addPlayer(m);
    setGuildRoles(m.id, [roles.survivor]);
    await mirrorMember(
      b.ctx,
      b.client.rest,
      { id: b.botId, guildId: GUILD_ID },
      m.id,
      [roles.survivor],
      () => undefined,
    );
    expect((await b.player(m))!.roles).toEqual([survivor]);
    await mirrorMember(b.ctx, b.client.rest, { id: b.botId, guildId: GUILD_ID }, m.id, [], () => undefined);
    expect((await b.player(m))!.roles).toEqual([]);
  });

  it('does nothing when no rank mirrors a role', async () => {
    await b.ctx.db
      .update(shopRanks)
      .set({ roleMode: 'none' })
      .where(and(eq(shopRanks.botId, b.botId)));
    const writes = b.discord.bot.writes.length;
    expect(await mirrorGuild(b.ctx, b.client.rest, { id: b.botId, guildId: GUILD_ID }, () => undefined)).toBe(
      0,
    );
    expect(b.discord.bot.writes.length).toBe(writes);
  });
});
