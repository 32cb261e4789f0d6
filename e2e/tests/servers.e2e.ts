import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { demoToken } from '../../scripts/demo-server.mjs';
import { GUILD } from '../support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('servers', () => {
  it('owner: add, edit, test RCON and delete a server; delete two selected', async () => {
    // two servers to delete together, added through the API
    const auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
    const bots = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: auth })).json();
    const botId = bots.find((b: { guildId: string }) => b.guildId === GUILD).id;
    for (const name of ['Temp A', 'Temp B']) {
      const server = { botId, name, ip: 'temp.example.com', rconPort: 27020, rconPassword: 'secret-pass' };
      const res = await fetch(`${baseUrl()}/api/server`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ server: { ...server, sortingIndex: name === 'Temp A' ? 90 : 91 } }),
      });
      expect(res.status).toBe(200);
    }
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/servers');
    await p.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
    await p.getByRole('cell', { name: 'Scorched Earth', exact: true }).waitFor();
    await shot(p, 'servers');
    // add, with a validation error first
    await p.getByRole('button', { name: 'Add server' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add server' });
    await dialog.getByLabel('Name').fill('Ragnarok');
    await dialog.getByLabel('Host/IP').fill('256.1.1.1');
    await dialog.getByLabel('RCON Password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Host must be either an IP adress or a domain name').waitFor();
    await dialog.getByText('RCON password must be at least 5 characters').waitFor();
    await dialog.getByLabel('Host/IP').fill('ragnarok.example.com');
    await dialog.getByLabel('RCON Password', { exact: true }).fill('secret-pass');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await dialog.getByLabel('RCON Password', { exact: true }).getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByRole('cell', { name: 'Ragnarok', exact: true }).waitFor();
    // edit: the stored password is masked and Test RCON waits for a real one
    await p.getByRole('button', { name: 'Edit The Island' }).click();
    const edit = p.getByRole('dialog', { name: 'Edit server' });
    expect(await edit.getByLabel('RCON Password', { exact: true }).inputValue()).toBe('**********');
    expect(await edit.getByRole('button', { name: 'Test RCON' }).isDisabled()).toBe(true);
    await edit.getByLabel('RCON Password', { exact: true }).fill('demo-rcon-pass');
    await edit.getByRole('button', { name: 'Test RCON' }).click();
    await p.getByText('RCON test has been succesful!').waitFor();
    await edit.getByLabel('RCON Password', { exact: true }).fill('wrong-pass');
    await edit.getByRole('button', { name: 'Test RCON' }).click();
    await p.getByText('Authentication failed. Check the RCON password.').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    // delete
    await p.getByRole('button', { name: 'Delete Ragnarok' }).click();
    await p.getByRole('dialog', { name: 'Delete server?' }).getByRole('button', { name: 'Delete' }).click();
    await p.getByRole('cell', { name: 'Ragnarok', exact: true }).waitFor({ state: 'detached' });
    // multi-select delete
    await p.getByRole('checkbox', { name: 'Select Temp A' }).check();
    await p.getByRole('checkbox', { name: 'Select Temp B' }).check();
    await p.getByRole('button', { name: 'Delete 2' }).click();
    await p
      .getByRole('dialog', { name: 'Delete 2 servers?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await p.getByText('2 entries deleted.').waitFor();
    await p
      .getByRole('cell', { name: /^Temp [AB]$/ })
      .first()
      .waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('viewer: sees the servers read-only', async () => {
    const s = await openAs(browser, 'viewer');
    await s.page.goto(baseUrl() + '/servers');
    await s.page
      .getByText('You do not have the necessary permissions to edit these settings. Viewing is permitted.')
      .waitFor();
    expect(await s.page.getByRole('button', { name: 'Add server' }).isDisabled()).toBe(true);
    // the list sorts by a column header: Name ascending, then descending
    const table = s.page.getByRole('table', { name: 'Servers' });
    const names = async () => {
      const rows = table.getByRole('row');
      const out: string[] = [];
      for (let i = 1; i < (await rows.count()); i++)
        out.push(await rows.nth(i).getByRole('cell').nth(2).innerText());
      return out;
    };
    await table.getByRole('cell', { name: 'Scorched Earth', exact: true }).waitFor();
    const shown = await names();
    expect(shown.length).toBeGreaterThan(1);
    const byName = [...shown].sort((a, b) => a.localeCompare(b));
    await table.getByRole('button', { name: 'Name' }).click();
    expect(await names()).toEqual(byName);
    await table.getByRole('button', { name: 'Name' }).click();
    expect(await names()).toEqual([...byName].reverse());
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
