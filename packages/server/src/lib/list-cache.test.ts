import { describe, expect, it } from 'vitest';
import { localBus } from './bus';
import { ListCache, announceListChange } from './list-cache';

/**
 * The per-process cache of versioned lists (lib/list-cache.ts, issue 28): a trusted version costs no
 * database read, an announced write (the bus, this process or another) or AUTH_CACHE_SECONDS ends the trust.
 */
describe('list cache', () => {
  /** A list in a "database" of one version, counting its reads. */
  const source = () => {
    const s = { version: 1, versionReads: 0, listReads: 0 };
    return {
      s,
      readVersion: async () => (s.versionReads++, String(s.version)),
      readAll: async () => (s.listReads++, { version: String(s.version), json: `[${s.version}]` }),
    };
  };

  it('answers a trusted version without reading; an announcement makes it read the version, then the list', async () => {
    const bus = localBus();
    const cache = new ListCache(bus, 'list:t', 60_000);
    const { s, readVersion, readAll } = source();
    expect(await cache.get(7, readVersion, readAll)).toMatchObject({ version: '1', json: '[1]' });
    expect(await cache.get(7, readVersion, readAll)).toMatchObject({ version: '1', json: '[1]' });
    expect(s).toMatchObject({ versionReads: 0, listReads: 1 });
    // another instance's announcement leaves this one trusted
    announceListChange(bus, 'list:t', 8);
    await cache.get(7, readVersion, readAll);
    expect(s).toMatchObject({ versionReads: 0, listReads: 1 });
    // announced, same version (nothing changed after all): one version read, the kept list
    announceListChange(bus, 'list:t', 7);
    expect(await cache.get(7, readVersion, readAll)).toMatchObject({ json: '[1]' });
    expect(s).toMatchObject({ versionReads: 1, listReads: 1 });
    s.version = 2;
    announceListChange(bus, 'list:t', 7);
    expect(await cache.get(7, readVersion, readAll)).toMatchObject({ version: '2', json: '[2]' });
    expect(s).toMatchObject({ versionReads: 2, listReads: 2 });
  });

  it('trusts a version for ttl only, and never one read while a write was announced', async () => {
    const bus = localBus();
    const cache = new ListCache(bus, 'list:t', 200);
    const { s, readVersion, readAll } = source();
    await cache.get(1, readVersion, readAll);
    s.version = 2; // written, not announced
    expect(await cache.get(1, readVersion, readAll)).toMatchObject({ json: '[1]' });
    await expect
      .poll(async () => (await cache.get(1, readVersion, readAll)).json, { timeout: 5_000 })
      .toBe('[2]');
    // a read in flight when a write is announced: answered, but read again next time
    announceListChange(bus, 'list:t', 1);
    const slow = cache.get(1, readVersion, readAll);
    announceListChange(bus, 'list:t', 1);
    await slow;
    const before = s.versionReads;
    await cache.get(1, readVersion, readAll);
    expect(s.versionReads).toBe(before + 1);
  });
});
