import { describe, expect, it } from 'vitest';
import { tip4ServCommands } from '@asa/domain';
import { buildTip4ServCommand, parseTip4ServCommand, type Tip4ServCommand } from './commands';

describe('Tip4Serv command builder and parser', () => {
  it('round-trips every form with a Discord id', () => {
    const cmds: Tip4ServCommand[] = [
      { type: 'credit', discordId: '123456789012345678', amount: 250 },
      { type: 'rank', discordId: '123456789012345678', action: 'add', roleId: 7 },
      { type: 'rank', discordId: '123456789012345678', action: 'remove', roleId: 12 },
      { type: 'gift', discordId: '123456789012345678', kitId: 3 },
    ];
    for (const c of cmds) expect(parseTip4ServCommand(buildTip4ServCommand(c))).toEqual(c);
  });

  it('builds the spec strings (the Command Builder writes the {discord_id} placeholder)', () => {
    expect(buildTip4ServCommand({ type: 'credit', amount: 100 })).toBe('credit {discord_id} 100');
    expect(buildTip4ServCommand({ type: 'rank', action: 'add', roleId: 5 })).toBe('rank {discord_id} add 5');
    expect(buildTip4ServCommand({ type: 'rank', action: 'remove', roleId: 5 })).toBe(
      'rank {discord_id} remove 5',
    );
    expect(buildTip4ServCommand({ type: 'gift', kitId: 9 })).toBe('gift {discord_id} 9');
    // the same strings as the domain's helpers the dashboard uses
    expect(buildTip4ServCommand({ type: 'gift', kitId: 9 })).toBe(tip4ServCommands.gift('{discord_id}', 9));
    expect(parseTip4ServCommand('credit {discord_id} 100')).toEqual({
      type: 'credit',
      discordId: '{discord_id}',
      amount: 100,
    });
  });

  it('tolerates spacing and case, refuses anything else', () => {
    expect(parseTip4ServCommand('  CREDIT   42  7 ')).toEqual({ type: 'credit', discordId: '42', amount: 7 });
    expect(parseTip4ServCommand('rank 42 ADD 3')).toMatchObject({ action: 'add', roleId: 3 });
    for (const bad of [
      '',
      'credit',
      'credit 42',
      'credit 42 0',
      'credit 42 -5',
      'credit 42 1.5',
      'credit 42 abc',
      'credit 42 100 extra',
      'credit 42 99999999999',
      'credit abc 5',
      'rank 42 toggle 3',
      'rank 42 add x',
      'rank 42 add',
      'gift 42',
      'gift 42 0',
      'kick 42',
    ])
      expect(parseTip4ServCommand(bad), bad).toBeNull();
  });
});
