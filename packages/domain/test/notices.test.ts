/**
 * Owner notifications by key (issue 27): the English of every notice is the text the server stored before
 * keys existed, word for word; German formats with the same parameters; lists are catalogue keys.
 */
import { describe, expect, it } from 'vitest';
import de from '../src/locales/de/notices.json';
import { expandNoticeParams, formatMessage, isNoticeKey, noticeEnglish, noticeKeys } from '../src';

describe('notices', () => {
  it('writes the English texts the server wrote before', () => {
    expect(
      noticeEnglish({ key: 'managersAdded', params: { count: 2, guild: '', named: 'false', ids: '1, 2' } }),
    ).toBe('New managers added to your bot: 1, 2.');
    expect(noticeEnglish({ key: 'managerAdded', params: { guild: 'Ark EU', named: 'true' } })).toBe(
      'You were added as a manager of Ark EU.',
    );
    expect(noticeEnglish({ key: 'nitradoSynced', params: { count: 1 } })).toBe(
      'Nitrado auto sync updated 1 server (host, RCON port or password had changed).',
    );
    expect(
      noticeEnglish({
        key: 'unexpectedAnswer',
        params: { integration: 'Tip4Serv', expected: 'a list', received: '', empty: 'true' },
      }),
    ).toBe(
      'Tip4Serv answered in a shape this product does not know (expected a list); nothing was changed. Received: (empty)',
    );
    expect(
      noticeEnglish({
        key: 'purchaseGivenBack',
        params: {
          status: 'expired',
          kit: 'Dodo',
          player: 'Rex',
          server: 'Island',
          error: 'Timed out',
          refund: 'voucher',
        },
      }),
    ).toBe(
      'Kit "Dodo" for Rex on Island expired: Timed out. The voucher was given back. You can retry it on the Purchases page.',
    );
    expect(
      noticeEnglish({
        key: 'purchasesGivenBack',
        params: {
          status: 'failed',
          count: 8,
          server: 'Island',
          error: 'RCON down',
          all: 'false',
          refunded: 7,
          kits: '"A" x2, "B" x1',
          others: 1,
        },
      }),
    ).toBe(
      '8 orders could not be delivered on Island (RCON down), 7 refunded: "A" x2, "B" x1, 1 other kit. You can retry them on the Purchases page.',
    );
    expect(
      noticeEnglish({
        key: 'tierChanged',
        params: {
          from: 0,
          to: 2,
          servers: 10,
          ranks: 5,
          kits: 20,
          items: 30,
          gained: ['feature.apiAccess', 'feature.tip4serv'],
          gainedCount: 2,
          lost: [],
          lostCount: 0,
          kept: 'false',
        },
      }),
    ).toBe(
      'Your tier changed from Free to Tier 2: up to 10 servers, 5 shop ranks, 20 kits and 30 items per kit per bot. Now included: API access, Tip4Serv.',
    );
  });

  it('formats every notice in German, lists from the German catalogue', () => {
    const text = (k: string) => (de as Record<string, string>)[k] ?? k;
    const params = expandNoticeParams(
      { from: 2, to: 0, servers: 1, ranks: 1, kits: 1, items: 1, gained: [], gainedCount: 0 },
      text,
    );
    expect(
      formatMessage('de', de.tierChanged, {
        ...params,
        lost: expandNoticeParams({ l: ['feature.apiAccess', 'feature.userPortal'] }, text).l!,
        lostCount: 2,
        kept: 'true',
      }),
    ).toBe(
      'Deine Stufe hat sich von Stufe 2 zu Kostenlos geändert: bis zu 1 Server, 1 Shop-Rang, 1 Kit und 1 Item pro Kit und Bot. Nicht mehr dabei: API-Zugriff, das Spielerportal. Es wurde nichts gelöscht: Server, Kits und Ränge über den neuen Limits bleiben, aber du kannst keine neuen hinzufügen.',
    );
    expect(
      formatMessage('de', de.purchasesGivenBack, {
        status: 'failed',
        count: 1,
        server: 'S',
        error: 'E',
        all: 'true',
        refunded: 1,
        kits: '"A" x1',
        others: 0,
      }),
    ).toBe(
      '1 Bestellung konnte auf S nicht geliefert werden (E), erstattet: "A" x1. Du kannst sie auf der Seite Käufe erneut versuchen.',
    );
    for (const key of noticeKeys) expect(Object.keys(de), key).toContain(key);
    expect(isNoticeKey('welcome')).toBe(true);
    expect(isNoticeKey('toString')).toBe(false);
  });
});
