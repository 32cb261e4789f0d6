import { describe, expect, it } from 'vitest';
import { messages } from '../src';

describe('messages are verbatim (SPEC 5 and 8, typos included)', () => {
  it('server texts', () => {
    expect(messages.hostFormat).toBe('Host must be either an IP adress or a domain name');
    expect(messages.hostMax).toBe('Host must be less than 101 characters');
    expect(messages.hostMaxAlt).toBe('Host must be <= 100 characters');
    expect(messages.port).toBe('Game port must be a valid port between 1 and 65535');
    expect(messages.rconPasswordMax).toBe('RCON password must be a less than 101 characters');
    expect(messages.rconPasswordMin).toBe('RCON password must be at least 5 characters');
    expect(messages.serverTagMax).toBe('Server Tag must be less than 11 characters');
    expect(messages.sortingIndex).toBe('Sorting index must be a positive number');
  });

  it('generic, manager and companion-bot texts', () => {
    expect(messages.required).toBe('This field is required');
    expect(messages.email).toBe('Please enter a valid email');
    expect(messages.invalidFormat).toBe('Invalid format');
    expect(messages.managerDiscordIdMax).toBe('Discord ID must be less or euqal to 30 characters');
    expect(messages.apiUrl).toBe('API URL must be a valid URL with http or https');
    expect(messages.apiKeyRequired).toBe('API-Key is required');
  });

  it('limit texts', () => {
    expect(messages.serverLimitReached).toBe('You have reached the maximum number of allowed servers.');
    expect(messages.rankLimitReached).toBe('You have reached the maximum number of allowed Shop Ranks.');
    expect(messages.buyableRankLimitReached).toBe(
      'You have reached the maximum number of allowed buyable Shop Ranks',
    );
    expect(messages.itemChoiceGroups).toBe(
      'Choice Kits can only have up to 25 item groups. This is a Discord limitation.',
    );
  });

  it('section 8 texts', () => {
    expect(messages.viewOnly).toBe(
      'You do not have the necessary permissions to edit these settings. Viewing is permitted.',
    );
    expect(messages.noView).toBe('You do not have the necessary permissions to access this page.');
    expect(messages.noBots).toBe(
      'You do not have any bots, yet. To start, invite a bot into your discord server!',
    );
    expect(messages.noAccess).toBe('You do not have access to any ASA-Discord-Shop-Bot');
    expect(messages.rconSuccess).toBe('RCON test has been succesful!');
    expect(messages.tip4ServError('timeout')).toBe('Error checking Tip4Serv connection: timeout.');
    expect(messages.deleteAccountFailed).toBe('Could not delete account. Please contact support.');
  });
});
