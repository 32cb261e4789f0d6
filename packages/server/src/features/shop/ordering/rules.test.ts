import { describe, expect, it } from 'vitest';
import { cleanId, cleanName, fillCommands } from './rules';

type Player = Parameters<typeof fillCommands>[1];
const player = (over: Partial<Player>) =>
  ({
    name: 'Rex',
    eosId: '0002abcdef0123456789abcdef012345',
    steamId: '',
    discordId: '300000000000000001',
    ...over,
  }) as Player;

describe('placeholder values in RCON commands', () => {
  it.each([
    ['quotes', 'Rex" | DestroyAll "', 'Rex DestroyAll'],
    ['single quotes and backslash', "O'Neil\\\\x", 'ONeilx'],
    ['pipe and semicolon', 'a|b;c', 'abc'],
    ['newline and carriage return', 'Rex\nDestroyWildDinos\r\nx', 'Rex DestroyWildDinos x'],
    ['tab and spaces', '  Rex \t  Rider  ', 'Rex Rider'],
    ['placeholder injection', '{eos_id}{steam_id}', 'eos_idsteam_id'],
    ['right-to-left override and zero-width', 'R\u202Eex\u200B', 'Rex'],
    [
      'accents dropped, letters without an ASCII form as ?',
      'Łukasz Ñandú 龍 Дмитрий',
      'Lukasz Nandu ? ???????',
    ],
    ['combining marks dropped', 'Zoe\u0301', 'Zoe'],
    ['emoji as ?', 'Rex 🦖', 'Rex ?'],
    ['dots dashes underscores stay', 'Mr._Rex-2', 'Mr._Rex-2'],
  ])('{player_name}: %s', (_what, name, expected) => {
    expect(cleanName(name)).toBe(expected);
    const [cmd] = fillCommands(['ServerChatTo "{eos_id}" Thanks {player_name}!'], player({ name }));
    expect(cmd).toBe(`ServerChatTo "0002abcdef0123456789abcdef012345" Thanks ${expected}!`);
    expect(cmd).not.toMatch(/[\n\r|;\\'`]/);
  });

  it('cuts names to 64 characters', () => {
    expect(cleanName('龍'.repeat(100))).toBe('?'.repeat(64));
  });

  it('ids keep only letters and digits', () => {
    expect(cleanId('0002ab"|\ncd')).toBe('0002abcd');
    const [cmd] = fillCommands(['GiveItemToPlayer {eos_id} x'], player({ eosId: '0002ab" | Kill "' }));
    expect(cmd).toBe('GiveItemToPlayer 0002abKill x');
  });

  it('a command needing an id the player lacks (after cleaning) throws before anything is charged', () => {
    expect(() => fillCommands(['GiveItem {steam_id}'], player({ steamId: '"|"' }))).toThrow();
  });
});
