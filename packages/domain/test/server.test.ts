import { describe, expect, it } from 'vitest';
import { MASKED_PASSWORD, messages, serverInputSchema, isHost, rconTestSchema } from '../src';
import { errorsOf } from './helpers';

const valid = {
  name: 'The Island',
  ip: '203.0.113.4',
  rconPort: 27020,
  rconPassword: 'secret',
  maxPlayers: 70,
  sortingIndex: 0,
};
const err = (over: Record<string, unknown>) => errorsOf(serverInputSchema, { ...valid, ...over });

describe('server rules (SPEC 5)', () => {
  it('accepts a valid server and fills the defaults', () => {
    const s = serverInputSchema.parse({ ...valid, maxPlayers: undefined });
    expect(s.maxPlayers).toBe(100);
    expect(s.isEnabled).toBe(true);
    expect(s.hosting).toBe('NotSelected');
    expect(s.nitradoServiceId).toBe(0);
  });

  it('name: required, 100 ok, 101 too long', () => {
    expect(err({ name: '' }).name).toBe('Name is required');
    expect(err({ name: undefined }).name).toBe('Name is required');
    expect(err({ name: 'x'.repeat(100) })).toEqual({});
    expect(err({ name: 'x'.repeat(101) }).name).toBe('Name must be less than 101 characters');
  });

  it('tag: 10 ok, 11 too long', () => {
    expect(err({ serverGroup: 'x'.repeat(10) })).toEqual({});
    expect(err({ serverGroup: 'x'.repeat(11) }).serverGroup).toBe(
      'Server Tag must be less than 11 characters',
    );
  });

  it('host: IPv4 or domain, required, <= 100', () => {
    expect(err({ ip: '' }).ip).toBe('Host/IP is required');
    expect(err({ ip: 'ark.example.com' })).toEqual({});
    expect(err({ ip: '10.0.0.255' })).toEqual({});
    expect(err({ ip: '256.1.1.1' }).ip).toBe('Host must be either an IP adress or a domain name');
    expect(err({ ip: '1.2.3' }).ip).toBe('Host must be either an IP adress or a domain name');
    expect(err({ ip: 'not a host' }).ip).toBe('Host must be either an IP adress or a domain name');
    expect(err({ ip: `${'a'.repeat(60)}.${'b'.repeat(36)}.com` }).ip).toBe(
      'Host must be less than 101 characters',
    );
    expect(isHost('localhost')).toBe(true);
    expect(isHost('-bad.example.com')).toBe(false);
  });

  it('RCON port: 0 and 65536 refused, 1 and 65535 accepted, required', () => {
    expect(err({ rconPort: 0 }).rconPort).toBe('Game port must be a valid port between 1 and 65535');
    expect(err({ rconPort: 1 })).toEqual({});
    expect(err({ rconPort: 65535 })).toEqual({});
    expect(err({ rconPort: 65536 }).rconPort).toBe('Game port must be a valid port between 1 and 65535');
    expect(err({ rconPort: 1.5 }).rconPort).toBe('Game port must be a valid port between 1 and 65535');
    expect(err({ rconPort: undefined }).rconPort).toBe('RCON port is required');
  });

  it('RCON password: 4 refused, 5 and 100 accepted, 101 refused, mask accepted', () => {
    expect(err({ rconPassword: 'x'.repeat(4) }).rconPassword).toBe(
      'RCON password must be at least 5 characters',
    );
    expect(err({ rconPassword: 'x'.repeat(5) })).toEqual({});
    expect(err({ rconPassword: 'x'.repeat(100) })).toEqual({});
    expect(err({ rconPassword: 'x'.repeat(101) }).rconPassword).toBe(
      'RCON password must be a less than 101 characters',
    );
    expect(err({ rconPassword: MASKED_PASSWORD })).toEqual({});
  });

  it('max players: 0 and 1001 refused, 1 and 1000 accepted', () => {
    expect(err({ maxPlayers: 0 }).maxPlayers).toBe(messages.maxPlayers);
    expect(err({ maxPlayers: 1 })).toEqual({});
    expect(err({ maxPlayers: 1000 })).toEqual({});
    expect(err({ maxPlayers: 1001 }).maxPlayers).toBe('Max players must be between 1 and 1000');
  });

  it('sorting index: integer >= 0', () => {
    expect(err({ sortingIndex: -1 }).sortingIndex).toBe('Sorting index must be a positive number');
    expect(err({ sortingIndex: 0.5 }).sortingIndex).toBe('Sorting index must be a positive number');
    expect(err({ sortingIndex: 3 })).toEqual({});
  });

  it('RCON test body uses the same host and port rules', () => {
    expect(errorsOf(rconTestSchema, { botId: 1, host: 'x y', port: 0, password: 'abcde' })).toEqual({
      host: 'Host must be either an IP adress or a domain name',
      port: 'Game port must be a valid port between 1 and 65535',
    });
  });
});
