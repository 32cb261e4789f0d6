// The invite asks for what the bot uses, and docs/discord-bot.md lists exactly that: it posts and edits its
// messages (kit logs, claim-kit messages, vote and Tip4Serv logs, with embeds) in the channels the owner
// picks, and adds and removes roles (role mirroring, shop ranks). Its own messages it may delete without
// Manage Messages; it reads no message history and adds no reactions.
import fs from 'node:fs';
import path from 'node:path';
import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@asa/server';

const used = {
  ViewChannel: 'View Channel',
  SendMessages: 'Send Messages',
  EmbedLinks: 'Embed Links',
  ManageRoles: 'Manage Roles',
} as const;

describe('the bot invite', () => {
  it('asks for exactly the permissions the bot uses, which the docs name', () => {
    const asked = new PermissionsBitField(BigInt(loadConfig({}).discord.botPermissions));
    expect(asked.toArray().sort()).toEqual(Object.keys(used).sort());
    const all = Object.keys(used).reduce((bits, k) => bits | PermissionFlagsBits[k as keyof typeof used], 0n);
    expect(asked.bitfield).toBe(all);
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/discord-bot.md'), 'utf8');
    for (const name of Object.values(used)) expect(doc).toContain(`*${name}*`);
    expect(doc).toContain(`\`${all}\``);
  });
});
