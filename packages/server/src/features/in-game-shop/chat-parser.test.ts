import { describe, expect, it } from 'vitest';
import {
  foldName,
  mayBeCommand,
  parseChatAnswer,
  parseChatCommand,
  parseChatLine,
  speakerOf,
} from './chat-parser';

const player = (platformName: string, characterName: string, message: string) =>
  expect.objectContaining({ kind: 'player', platformName, characterName, message });

describe('GetChat answers', () => {
  it('the empty answer, with its trailing spaces and newline, is no lines', () => {
    expect(parseChatAnswer('Server received, But no response!! \n')).toEqual([]);
    expect(parseChatAnswer('Server received, But no response!!   ')).toEqual([]);
    expect(parseChatAnswer('')).toEqual([]);
    expect(parseChatAnswer('\n\n')).toEqual([]);
  });

  it('several lines per read, in order, blank lines and \\r\\n ignored', () => {
    const lines = parseChatAnswer(
      'Bob (Rex Rider): +bal\r\nAlice (Alice): hello all\n\nSurvivor 7 (Human): +buy Starter 2\n',
    );
    expect(lines).toEqual([
      player('Bob', 'Rex Rider', '+bal'),
      player('Alice', 'Alice', 'hello all'),
      player('Survivor 7', 'Human', '+buy Starter 2'),
    ]);
  });

  it('our own replies echoed as SERVER:, AdminCmd lines and tribe logs are never player lines', () => {
    const lines = parseChatAnswer(
      [
        'SERVER: Delivered: Starter Set (-150, 1,860 left)',
        'SERVER: Bob (Rex): +buy fake', // a reply that quotes a player line is still ours
        'AdminCmd: ServerChatTo "00021f6e2b4a4c8d9e0f1a2b3c4d5e6f" hi (Player: Admin, ID: 123)',
        'Tribe Dodo Lovers, ID 1234567: Day 12, 10:44:07: <RichColor Color="1, 0, 0, 1">Bob killed a Dodo</>',
        '<RichColor Color="1, 1, 0, 1">Bob (Rex): tamed a Rex</>',
      ].join('\n'),
    );
    expect(lines.map((l) => l.kind)).toEqual(['server', 'server', 'admin', 'tribe', 'tribe']);
  });

  it('a continuation line without "): " is other', () => {
    expect(parseChatAnswer('Bob (Rex): first part\nsecond part of it')).toEqual([
      player('Bob', 'Rex', 'first part'),
      expect.objectContaining({ kind: 'other', raw: 'second part of it' }),
    ]);
  });

  it('names with spaces, "(" and ":"; a message holding "): "', () => {
    expect(parseChatLine('Big Bob (EU) (Rex): +bal')).toEqual(player('Big Bob (EU)', 'Rex', '+bal'));
    expect(parseChatLine('xX:Sniper:Xx (Sam): +shop 2')).toEqual(player('xX:Sniper:Xx', 'Sam', '+shop 2'));
    expect(parseChatLine('Bob (Rex): look (me): here')).toEqual(player('Bob', 'Rex', 'look (me): here'));
    expect(parseChatLine('Bob (Rex): +buy Starter  ')).toEqual(player('Bob', 'Rex', '+buy Starter'));
  });

  it('non-breaking spaces stand for spaces', () => {
    expect(parseChatLine('Big\u00a0Bob\u00a0(Rex):\u00a0+bal')).toEqual(player('Big Bob', 'Rex', '+bal'));
  });

  it('"?"-mangled unicode stays as sent and folds like the unmangled name', () => {
    const line = parseChatLine('J?rgen ??? (Jorg): +bal');
    expect(line).toEqual(player('J?rgen ???', 'Jorg', '+bal'));
    expect(foldName('Jürgen 日本語')).toBe('J?rgen ???');
    expect(foldName('J?rgen ???')).toBe('J?rgen ???');
    expect(foldName('\u00a0Bob\u00a0')).toBe('Bob');
  });

  it('lines that only look like chat are other', () => {
    expect(parseChatLine('(Rex): +bal').kind).toBe('other');
    expect(parseChatLine('Bob (Rex):').kind).toBe('other');
    expect(parseChatLine('Bob(Rex): +bal').kind).toBe('other');
  });
});

describe('chat commands', () => {
  it('prefix, lower-cased name, arguments split on any spaces', () => {
    expect(parseChatCommand('+BUY  Starter\u00a02', '+')).toEqual({ name: 'buy', args: ['Starter', '2'] });
    expect(parseChatCommand('+bal', '+')).toEqual({ name: 'bal', args: [] });
    expect(parseChatCommand('!link AB12CD', '!')).toEqual({ name: 'link', args: ['AB12CD'] });
    expect(parseChatCommand('+ shop', '+')).toEqual({ name: 'shop', args: [] });
  });

  it('plain chat and odd words are not commands', () => {
    expect(parseChatCommand('hello +bal', '+')).toBeNull();
    expect(parseChatCommand('+', '+')).toBeNull();
    expect(parseChatCommand('+"x"', '+')).toBeNull();
    expect(parseChatCommand('+bal', '')).toBeNull();
  });
});

describe('who said a line: the online names decide (issue 33)', () => {
  const newbie = { name: 'Newbie', eosId: '0002000000000000000000000000cafe' };
  const attacker = { name: 'Newbie (x): +link DHYRTJ', eosId: '0002000000000000000000000000beef' };

  it('exactly one online name followed by " (" explains the line: that player, the message after it', () => {
    expect(speakerOf('Newbie (Rex Rider): +bal', [newbie, attacker])).toEqual({
      kind: 'one',
      player: newbie,
      platformName: 'Newbie',
      characterName: 'Rex Rider',
      message: '+bal',
    });
    // a name holding "): " is read whole when only it explains the line
    expect(speakerOf('Newbie (x): +link DHYRTJ (Rex): +bal', [attacker])).toMatchObject({
      kind: 'one',
      player: attacker,
      message: '+bal',
    });
    expect(
      speakerOf('Big\u00a0Bob (EU) (Rex): look (me): here', [{ name: 'Big Bob (EU)', eosId: '' }]),
    ).toMatchObject({ kind: 'one', characterName: 'Rex', message: 'look (me): here' });
    // non-ASCII folds alike on both sides; the message keeps its characters
    expect(speakerOf('J?rgen (Jorg): +buy Café', [{ name: 'Jürgen', eosId: '' }])).toMatchObject({
      kind: 'one',
      platformName: 'J?rgen',
      message: '+buy Café',
    });
  });

  it('the reported attack: a line two online names explain is refused', () => {
    expect(speakerOf('Newbie (x): +link DHYRTJ (Rex Rider): hi', [newbie, attacker])).toEqual({
      kind: 'many',
      players: [newbie, attacker],
      sameName: false,
    });
    expect(
      speakerOf('Bob (Rex): +bal', [
        { name: 'Bob', eosId: 'a' },
        { name: 'Bob', eosId: 'b' },
      ]),
    ).toMatchObject({
      kind: 'many',
      sameName: true,
    });
  });

  it('no online name explains it: none', () => {
    expect(speakerOf('Alice (Rex): +bal', [newbie])).toEqual({ kind: 'none' });
    expect(speakerOf('Newbie(Rex): +bal', [newbie])).toEqual({ kind: 'none' });
    expect(speakerOf('Newbie (Rex):', [newbie])).toEqual({ kind: 'none' });
    expect(speakerOf('Newbie (Rex): +bal', [])).toEqual({ kind: 'none' });
  });

  it('a line is kept for processing when any cut of it holds a command', () => {
    expect(mayBeCommand('Bob (x): hi (Rex): +bal', '+')).toBe(true);
    expect(mayBeCommand('Bob (Rex): hello (there): friend', '+')).toBe(false);
  });
});
