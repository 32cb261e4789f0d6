import { describe, expect, it } from 'vitest';
import { creditChangeSchema, eosIdOrEmpty, playerInputSchema } from '../src';
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

  it('EOS ID: the digits are hex (real ids are 32 hex characters), any case in, lower case out', () => {
    const real = '0002A1b2C3d4E5f60718293A4b5C6d7E';
    expect(err({ eosId: real })).toEqual({});
    expect(playerInputSchema.parse({ ...valid, eosId: ` ${real} ` }).eosId).toBe(real.toLowerCase());
    expect(err({ eosId: 'f'.repeat(30) })).toEqual({});
    expect(err({ eosId: 'F'.repeat(40) })).toEqual({});
    for (const bad of [
      'f'.repeat(29),
      'f'.repeat(41),
      `${'0'.repeat(31)}g`,
      '0002a1b2-c3d4-e5f6-0718-293a4b5c6d7e',
    ])
      expect(err({ eosId: bad }).eosId, bad).toBe('EOS ID must be empty or between 30 and 40 digits');
  });

  it('EOS ids from outside (companion bot): normalized, or empty when not an id', () => {
    expect(eosIdOrEmpty(' 0002A1B2C3D4E5F60718293A4B5C6D7E ')).toBe('0002a1b2c3d4e5f60718293a4b5c6d7e');
    expect(eosIdOrEmpty('0002aaaa')).toBe('');
    expect(eosIdOrEmpty(undefined)).toBe('');
    expect(eosIdOrEmpty(`${'0'.repeat(32)}; Slomo 0`)).toBe('');
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
