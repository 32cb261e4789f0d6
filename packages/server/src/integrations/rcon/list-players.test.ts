import { describe, expect, it } from 'vitest';
import { RconPool } from './pool';
import { fakePlayers, listPlayersText, startFakeRcon } from './fake-server';
import { isOnline, parseListPlayers } from './list-players';

const EOS_A = '0002a1b2c3d4e5f60718293a4b5c6d7e';
const EOS_B = '00029f8e7d6c5b4a3928170605f4e3d2';

describe('parseListPlayers', () => {
  it('reads ASA lines, with \\r\\n, trailing spaces, blank lines and commas in names', () => {
    const text = `0. Rex, ${EOS_A}   \r\n\r\n1. Dodo, the Great , ${EOS_B}\r\n  \n`;
    expect(parseListPlayers(text)).toEqual([
      { name: 'Rex', eosId: EOS_A },
      { name: 'Dodo, the Great', eosId: EOS_B },
    ]);
  });

  it('answers nobody for "No Players Connected" and ignores lines that are not players', () => {
    expect(parseListPlayers('No Players Connected\n')).toEqual([]);
    expect(parseListPlayers('Server received, But no response!!')).toEqual([]);
    expect(parseListPlayers('')).toEqual([]);
  });

  it('matches on the EOS id in any case; on the name only for players without one', () => {
    const list = parseListPlayers(`0. Rex, ${EOS_A.toUpperCase()}\n`);
    expect(isOnline(list, { eosId: EOS_A, name: 'Someone' })).toBe(true);
    expect(isOnline(list, { eosId: EOS_B, name: 'Rex' })).toBe(false); // same name, other id: not them
    expect(isOnline(list, { eosId: '', name: 'rex' })).toBe(true);
    expect(isOnline(list, { eosId: '', name: '' })).toBe(false);
  });

  it('reads a full server answered in several packets over real RCON', async () => {
    const players = fakePlayers(150);
    const game = await startFakeRcon({ password: 'pw', players, maxBody: 1000, splitWrites: false });
    const pool = new RconPool();
    try {
      const r = await pool.execute({ host: game.host, port: game.port, password: 'pw' }, 'ListPlayers');
      expect(listPlayersText(players).length).toBeGreaterThan(3000);
      expect(parseListPlayers(r.message)).toEqual(players);
    } finally {
      await pool.close();
      await game.close();
    }
  });
});
