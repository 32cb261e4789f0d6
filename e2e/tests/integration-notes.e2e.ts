import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  INTEGRATION_EVIDENCE,
  UNVERIFIED_INTEGRATION_TITLE,
} from '../../packages/domain/src/integration-evidence';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('unverified integrations and vote-site connection checks', () => {
  it('each assumed integration page shows its note, as the evidence table says', async () => {
    const s = await openAs(browser, 'owner');
    for (const e of INTEGRATION_EVIDENCE.filter((x) => x.page)) {
      await s.page.goto(baseUrl() + e.page);
      const note = s.page.getByRole('note').filter({ hasText: UNVERIFIED_INTEGRATION_TITLE });
      await note.waitFor();
      expect(await note.textContent()).toBe(`${UNVERIFIED_INTEGRATION_TITLE}${e.note}`);
    }
    // a verified integration's page has none
    await s.page.goto(baseUrl() + '/tip4Serv');
    await s.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await s.page.getByRole('note').count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the Check connection button of both vote-site pages says what the site answered', async () => {
    const s = await openAs(browser, 'viewer');
    for (const [path, expected] of [
      ['/votingArkServer', /Connected to ark-servers\.net server "Fake ARK server": \d+ votes? listed/],
      ['/votingDas', /Connected to deutsche-arkserver\.de: \d+ unclaimed votes?\./],
    ] as const) {
      await s.page.goto(baseUrl() + path);
      await s.page.getByRole('button', { name: 'Check connection' }).click();
      const dialog = s.page.getByRole('dialog', { name: /connection/ });
      await dialog.waitFor();
      await dialog.getByText(expected).waitFor();
      expect(await dialog.textContent()).not.toContain('demo-');
      if (path === '/votingArkServer') await shot(s.page, 'voting-check-connection');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
