import { describe, expect, it } from 'vitest';
import { ARK_NO_RESPONSE } from '../../../integrations/rcon/client';
import { isErrorAnswer } from './ark-answers';

describe('ARK error answers', () => {
  it.each([
    'No Player Found',
    'No Players Connected',
    'Player not found',
    "Can't find player from the given steam id",
    "Couldn't find player with EOS id 0002abc",
    'Unknown command',
    'Command not recognized',
    'Permission denied',
    'You are not authorized to use this command',
    'Error: invalid blueprint path',
    'Invalid item ID',
    'Usage: GiveItemToPlayer <PlayerID> <ItemPath> <Quantity> <Quality> <ForceBlueprint>',
    'Failed to spawn dino',
    '  syntax error near "x"\r\n',
  ])('%s is a failure', (answer) => {
    expect(isErrorAnswer(answer)).toBe(true);
  });

  it.each([
    ARK_NO_RESPONSE,
    '',
    'World Saved',
    'Successfully added 100 points',
    'Gave Dodo 10 x Berry',
    'Player Rex was given the item',
    'Spawned a Rex level 150 near Dodo',
  ])('%s is a success', (answer) => {
    expect(isErrorAnswer(answer)).toBe(false);
  });
});
