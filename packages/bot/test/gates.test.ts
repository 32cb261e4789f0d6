import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRanks } from '@asa/server/db';
import { demoPersonas } from '@asa/server';
import { botTexts } from '../src/lib/texts';
import { createBotTest, GUILD_ID, roles, user, type BotTest, type TestUser } from './helpers/bot-harness';

let b: BotTest;
let kitId: number;
let rankId: number;
const admin = user(1, [roles.admin, roles.vip]);
const member = user(2, [roles.survivor]);
const owner: TestUser = { id: demoPersonas.owner.discordId, username: 'owner', roles: [] };
const target = user(3);

beforeAll(async () => {
  b = await createBotTest();
  await b.addPlayer(target, { credits: 50 });
  kitId = (await b.addKit({ name: 'Gift Kit' })).id;
  const [rank] = await b.ctx.db
    .insert(shopRanks)
    .values({ botId: b.botId, name: 'Helper', description: 'x' })
    .returning();
  rankId = rank!.id;
});
afterAll(async () => b?.close());

type Setting =
  'creditCommandAccessRole' | 'giftCommandAccessRole' | 'roleCommandAccessRole' | 'voteCommandAccessRole';
const gated: {
  command: string;
  setting: Setting;
  options: () => Record<string, string | number | TestUser>;
  /** Something observable the command changes or answers when it runs. */
  ran: (content: string) => Promise<boolean>;
}[] = [
  {
    command: 'credit',
    setting: 'creditCommandAccessRole',
    options: () => ({ user: target, amount: 10 }),
    ran: async () => (await b.player(target))!.credits === 60,
  },
  {
    command: 'gift',
    setting: 'giftCommandAccessRole',
    options: () => ({ user: target, kit: String(kitId) }),
    ran: async () => (await b.player(target))!.kitVouchers.some((v) => v.kitId === kitId && v.count === 1),
  },
  {
    command: 'shoproleadd',
    setting: 'roleCommandAccessRole',
    options: () => ({ user: target, rank: String(rankId) }),
    ran: async () => (await b.player(target))!.roles.includes(rankId),
  },
  {
    command: 'shoproleremove',
    setting: 'roleCommandAccessRole',
    options: () => ({ user: target, rank: String(rankId) }),
    ran: async () => !(await b.player(target))!.roles.includes(rankId),
  },
  {
    command: 'votestats',
    setting: 'voteCommandAccessRole',
    options: () => ({ user: target }),
    ran: async (content) => content.startsWith(`Votes of <@${target.id}>`),
  },
];

describe.each(gated)('/$command role gate', ({ command, setting, options, ran }) => {
  it('None (no role chosen): nobody may use it, not even the guild owner or a member with every role', async () => {
    await b.setSettings({ commandSettings: { [setting]: '' } });
    const before = await b.player(target);
    for (const who of [admin, member, owner]) {
      const a = await b.slash(who, command, options());
      expect(a.content).toBe(botTexts.commandOff(command));
      expect(a.ephemeral).toBe(true);
    }
    expect(await b.player(target)).toEqual(before);
  });

  it('a member without the chosen role is refused and nothing changes', async () => {
    await b.setSettings({ commandSettings: { [setting]: roles.admin } });
    const before = await b.player(target);
    const a = await b.slash(member, command, options());
    expect(a.content).toBe(botTexts.missingRole(command));
    expect(a.ephemeral).toBe(true);
    expect(await b.player(target)).toEqual(before);
    // the guild owner is not exempt either
    expect((await b.slash(owner, command, options())).content).toBe(botTexts.missingRole(command));
  });

  it('a member with the chosen role may use it', async () => {
    await b.setSettings({ commandSettings: { [setting]: roles.admin } });
    const a = await b.slash(admin, command, options());
    expect(a.ephemeral).toBe(true);
    expect(await ran(a.content)).toBe(true);
  });
});

describe('gates read the settings fresh and work with uncached members', () => {
  it('a dashboard change of the role applies to the next command', async () => {
    await b.setSettings({ commandSettings: { creditCommandAccessRole: roles.vip } });
    expect((await b.slash(member, 'credit', { user: target, amount: 1 })).content).toBe(
      botTexts.missingRole('credit'),
    );
    await b.setSettings({ commandSettings: { creditCommandAccessRole: roles.survivor } });
    expect((await b.slash(member, 'credit', { user: target, amount: 1 })).content).toMatch(
      /^Added 1 credits/,
    );
  });

  it('@everyone as the role lets every member use the command', async () => {
    await b.setSettings({ commandSettings: { creditCommandAccessRole: GUILD_ID } });
    expect((await b.slash(user(9), 'credit', { user: target, amount: 1 })).content).toMatch(
      /^Added 1 credits/,
    );
  });

  it('checks the raw member roles when the guild is not cached', async () => {
    await b.setSettings({ commandSettings: { giftCommandAccessRole: roles.admin } });
    const guild = b.client.guilds.cache.get(GUILD_ID)!;
    b.client.guilds.cache.delete(GUILD_ID);
    try {
      expect((await b.slash(member, 'gift', { user: target, kit: String(kitId) })).content).toBe(
        botTexts.missingRole('gift'),
      );
      expect((await b.slash(admin, 'gift', { user: target, kit: String(kitId) })).content).toMatch(
        /^Gave 1 voucher/,
      );
    } finally {
      b.client.guilds.cache.set(GUILD_ID, guild);
    }
  });

  it('player commands are not gated', async () => {
    await b.setSettings({
      commandSettings: {
        creditCommandAccessRole: '',
        giftCommandAccessRole: '',
        roleCommandAccessRole: '',
        voteCommandAccessRole: '',
      },
    });
    expect((await b.slash(target, 'balance')).content).toMatch(/^You have \d+ credits/);
    expect((await b.slash(target, 'votestats')).content).toMatch(/^Votes of you: 0 in total/);
  });
});
