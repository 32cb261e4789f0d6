import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminUserUpdateSchema,
  apiErrorSchema,
  botBodySchema,
  botInstanceSchema,
  creditChangeSchema,
  defaultBotSettings,
  fieldErrors,
  instanceIdBodySchema,
  kitIdBodySchema,
  limitsByInstanceSchema,
  limitsForTier,
  notificationIdBodySchema,
  serverBodySchema,
  serverBulkBodySchema,
  serverIdBodySchema,
  Tier,
  toInt,
  userSchema,
} from '../src';
import { errorsOf } from './helpers';

const server = { name: 'Island', ip: 'ark.example.com', rconPort: 27020, rconPassword: 'secret' };

describe('fieldErrors', () => {
  it('maps dotted paths to the first message of each path', () => {
    const s = z.object({
      a: z.string().min(3, 'short').regex(/^\d+$/, 'digits'),
      b: z.object({ c: z.number() }),
    });
    const r = s.safeParse({ a: 'x', b: { c: 'no' } });
    expect(r.success).toBe(false);
    const f = fieldErrors(r.error!);
    expect(f.a).toBe('short');
    expect(Object.keys(f).sort()).toEqual(['a', 'b.c']);
  });
});

describe('toInt (SPEC 5 integer conversion)', () => {
  it('converts like the web does before sending', () => {
    expect(toInt('')).toBe(0);
    expect(toInt('12')).toBe(12);
    expect(toInt(12.9)).toBe(12);
    expect(toInt('-3')).toBe(-3);
    expect(toInt(null, 5)).toBe(5);
    expect(toInt(Number.NaN)).toBe(0);
  });
});

describe('bodies', () => {
  it('server body reports paths inside the entity', () => {
    expect(errorsOf(serverBodySchema, { server })).toEqual({});
    expect(errorsOf(serverBodySchema, { server: { ...server, rconPort: 0 } })).toEqual({
      'server.rconPort': 'Game port must be a valid port between 1 and 65535',
    });
  });
  it('bulk body needs ids', () => {
    expect(errorsOf(serverBulkBodySchema, { servers: [{ ...server, id: 1 }] })).toEqual({});
    expect(errorsOf(serverBulkBodySchema, { servers: [server] })['servers.0.id']).toBeDefined();
  });
  it('id bodies are integers', () => {
    expect(errorsOf(serverIdBodySchema, { serverId: 3 })).toEqual({});
    expect(errorsOf(kitIdBodySchema, { kitId: 1.5 }).kitId).toBeDefined();
    expect(errorsOf(instanceIdBodySchema, { id: 1 })).toEqual({});
    expect(errorsOf(notificationIdBodySchema, {}).notificationId).toBeDefined();
  });
  it('credit change: a non-zero whole difference, reason <= 500', () => {
    expect(errorsOf(creditChangeSchema, { playerId: 1, credits: -5, reason: 'x'.repeat(500) })).toEqual({});
    expect(errorsOf(creditChangeSchema, { playerId: 1, credits: 0 }).credits).toBe(
      'Credit change must not be 0',
    );
    expect(errorsOf(creditChangeSchema, { playerId: 1, credits: 1, reason: 'x'.repeat(501) }).reason).toBe(
      'Reason must be less than 501 characters',
    );
  });
  it('bot body carries a full instance', () => {
    const bot = {
      id: 1,
      guildId: '1',
      guildName: 'G',
      guildIconUrl: '',
      guildIconUrlBig: '',
      isActive: true,
      ownerId: '1',
      managers: [{ discordId: '123', permissions: ['FullAccess'] }],
      isShopEnabled: true,
      ...defaultBotSettings(),
    };
    expect(errorsOf(botBodySchema, { bot })).toEqual({});
    expect(botInstanceSchema.parse(bot).commandSettings.enableRegisterCommand).toBe(true);
  });
  it('admin user update: valid email or empty', () => {
    const u = { id: 1, tier: Tier.Tier2, role: 0, bonusType: 0 };
    expect(errorsOf(adminUserUpdateSchema, { ...u, patreonEmail: '' })).toEqual({});
    expect(errorsOf(adminUserUpdateSchema, { ...u, patreonEmail: 'nope' }).patreonEmail).toBe(
      'Please enter a valid email',
    );
    expect(errorsOf(adminUserUpdateSchema, { ...u, tier: 7 }).tier).toBeDefined();
  });
});

describe('entity schemas', () => {
  it('user and limits', () => {
    const user = {
      id: 1,
      discordId: '1',
      username: 'u',
      avatarUrl: '',
      email: '',
      patreonEmail: '',
      patreonId: '',
      role: 0,
      tier: 6,
      bonusType: 0,
      lastLogin: null,
      selfHostingKnownIps: [],
      language: '',
    };
    expect(errorsOf(userSchema, user)).toEqual({});
    expect(errorsOf(userSchema, { ...user, language: 'de' })).toEqual({});
    expect(Object.keys(errorsOf(userSchema, { ...user, language: 'fr' }))).toEqual(['language']);
    expect(errorsOf(limitsByInstanceSchema, { '1': limitsForTier(Tier.Free) })).toEqual({});
  });
  it('api error', () => {
    expect(
      errorsOf(apiErrorSchema, {
        error: 'Bad Request',
        message: 'Name is required',
        fields: { name: 'Name is required' },
        code: 'invalid_input',
      }),
    ).toEqual({});
    // every answer has a code of the one list
    expect(errorsOf(apiErrorSchema, { error: 'Bad Request', message: 'x' })).toHaveProperty('code');
    expect(errorsOf(apiErrorSchema, { error: 'Bad Request', message: 'x', code: 'nope' })).toHaveProperty(
      'code',
    );
  });
});
