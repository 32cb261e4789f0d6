import { describe, expect, it } from 'vitest';
import { creditChangeSchema, playerInputSchema } from '../src';
import { errorsOf } from './helpers';

const valid = { name: 'Rex Rider', discordName: 'rex', discordId: '123456789012345678' };
const err = (over: Record<string, unknown>) => errorsOf(playerInputSchema, { ...valid, ...over });
const digits = (n: number) => '1'.repeat(n);

describe('player rules (SPEC 5)', () => {
  it('name and Discord name required, <= 100', () => {
    expect(err({ name: '' }).name).toBe('Name is required');
    expect(err({ name: 'x'.repeat(101) }).name).toBe('Name must be less than 101 characters');
    expect(err({ discordName: '' }).discordName).toBe('Discord name is required');
    expect(err({ discordName: 'x'.repeat(100) })).toEqual({});
  });

  it('Discord ID: numeric, 14 and 26 refused, 15 and 25 accepted', () => {
    expect(err({ discordId: digits(14) }).discordId).toBe('Discord ID must be between 15 and 25 characters');
    expect(err({ discordId: digits(15) })).toEqual({});
    expect(err({ discordId: digits(25) })).toEqual({});
    expect(err({ discordId: digits(26) }).discordId).toBe('Discord ID must be between 15 and 25 characters');
    expect(err({ discordId: 'abcdefghijklmnop' }).discordId).toBe('Discord ID must be a number');
    expect(err({ discordId: '' }).discordId).toBe('Discord ID is required');
  });

  it('Steam ID: empty or exactly 17 digits', () => {
    expect(err({ steamId: '' })).toEqual({});
    expect(err({ steamId: digits(16) }).steamId).toBe('Steam ID must be empty or exactly 17 digits');
    expect(err({ steamId: digits(17) })).toEqual({});
    expect(err({ steamId: digits(18) }).steamId).toBe('Steam ID must be empty or exactly 17 digits');
    expect(err({ steamId: `7656119${'x'.repeat(10)}` }).steamId).toBe(
      'Steam ID must be empty or exactly 17 digits',
    );
  });

  it('EOS ID: empty or 30 to 40 digits', () => {
    expect(err({ eosId: '' })).toEqual({});
    expect(err({ eosId: digits(29) }).eosId).toBe('EOS ID must be empty or between 30 and 40 digits');
    expect(err({ eosId: digits(30) })).toEqual({});
    expect(err({ eosId: digits(40) })).toEqual({});
    expect(err({ eosId: digits(41) }).eosId).toBe('EOS ID must be empty or between 30 and 40 digits');
  });

  it('credits >= 0; voting-site user <= 50', () => {
    expect(err({ credits: -1 }).credits).toBe('Credits must be a positive number');
    expect(err({ credits: 0 })).toEqual({});
    expect(err({ deutscheArkServerUser: 'x'.repeat(50) })).toEqual({});
    expect(err({ deutscheArkServerUser: 'x'.repeat(51) }).deutscheArkServerUser).toBe(
      'Voting user must be less than 51 characters',
    );
  });

  it('credit change: a whole-number difference, negative allowed', () => {
    expect(errorsOf(creditChangeSchema, { playerId: 1, credits: -50, reason: 'r' })).toEqual({});
    expect(errorsOf(creditChangeSchema, { playerId: 1, credits: 1.5 }).credits).toBe(
      'Credits must be a whole number',
    );
  });
});
