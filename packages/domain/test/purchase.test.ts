import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  botText,
  errorText,
  failureEnglish,
  failureKeys,
  failureTexts,
  inGameText,
  orderReason,
  purchaseStatusLabel,
  shopMessages,
  waitingEnglish,
  waitingKeys,
  waitingReasons,
  waitingText,
  type Language,
  type OrderTexts,
  type PurchaseStatus,
} from '../src';

const order = (status: PurchaseStatus, more: Partial<Parameters<typeof orderReason>[1]> = {}) => ({
  status,
  waitingReason: '',
  error: '',
  refunded: false,
  usedVoucher: false,
  ...more,
});
/** The bot's lookup in a language (what /orders passes). */
const bot =
  (lang: Language): OrderTexts =>
  (key, params) =>
    botText(lang, key, params);
const en = bot('en');
const de = bot('de');

describe('purchase texts', () => {
  it('labels a failed or expired purchase as refunded only once it was given back', () => {
    expect(purchaseStatusLabel(en, order('failed'))).toBe('Failed');
    expect(purchaseStatusLabel(en, order('failed', { refunded: true }))).toBe('Failed (refunded)');
    expect(purchaseStatusLabel(en, order('expired', { refunded: true }))).toBe('Expired (refunded)');
    expect(purchaseStatusLabel(en, order('unknown'))).toBe('Needs decision');
    expect(purchaseStatusLabel(de, order('expired', { refunded: true }))).toBe('Abgelaufen (erstattet)');
    expect(purchaseStatusLabel(de, order('waiting'))).toBe('Wartet');
  });

  it('says why an order stands where it stands', () => {
    expect(orderReason(en, order('delivered'))).toBe('');
    expect(orderReason(en, order('waiting', { waitingReason: 'Waiting for you to join The Island.' }))).toBe(
      'Waiting for you to join The Island.',
    );
    expect(orderReason(en, order('queued'))).toBe('Being delivered now.');
    expect(orderReason(en, order('delivering'))).toBe('Being delivered now.');
    expect(orderReason(en, order('unknown'))).toBe("The shop's staff check whether it arrived.");
    expect(orderReason(en, order('failed', { error: 'Server offline.' }))).toBe('Server offline.');
    expect(orderReason(en, order('failed', { error: 'Server offline.', refunded: true }))).toBe(
      'Server offline. Your credits were refunded.',
    );
    expect(orderReason(en, order('expired', { refunded: true, usedVoucher: true }))).toBe(
      'Your voucher was given back.',
    );
    expect(orderReason(de, order('queued'))).toBe('Wird gerade geliefert.');
    expect(orderReason(de, order('failed', { error: 'Server offline.', refunded: true }))).toBe(
      'Server offline. Deine Credits wurden erstattet.',
    );
  });

  it('writes a waiting reason in English word for word as before keys, and in German from its key', () => {
    // the English stored in waiting_reason (and the API's) is what the literals said before issue 27's keys
    expect(shopMessages.waitingForPlayer('The Island')).toBe('Waiting for you to join The Island.');
    expect(shopMessages.waitingForRecipient('Rex', 'The Island')).toBe('Waiting for Rex to join The Island.');
    expect(shopMessages.waitingForServer('Ragnarok', 'Connection refused.')).toBe(
      'Waiting for Ragnarok to come back (Connection refused).',
    );
    // names and the game's error are inserted as written, even with ICU's special characters
    const odd = waitingReasons.forServer("Bob's {Island} #1", "can't {connect} #2!");
    expect(odd.params).toEqual({ server: "Bob's {Island} #1", error: "can't {connect} #2" });
    expect(waitingEnglish(odd)).toBe("Waiting for Bob's {Island} #1 to come back (can't {connect} #2).");

    const island = waitingReasons.forPlayer('The Island');
    const english = order('waiting', {
      waitingReason: 'Waiting for you to join The Island.',
      waiting: island,
    });
    expect(orderReason(en, english)).toBe('Waiting for you to join The Island.');
    expect(orderReason(de, english)).toBe('Wartet, bis du auf The Island online bist.');
    expect(orderReason(de, order('waiting', { waiting: waitingReasons.forRecipient('Rex', 'Center') }))).toBe(
      'Wartet, bis Rex auf Center online ist.',
    );
    expect(
      orderReason(
        de,
        order('waiting', { waiting: waitingReasons.forServer('Ragnarok', 'Connection refused') }),
      ),
    ).toBe('Wartet, bis Ragnarok wieder erreichbar ist (Connection refused).');
    // a row that started waiting before the keys (waiting null) shows its stored English in any language
    expect(orderReason(de, order('waiting', { waitingReason: 'Waiting for you to join Old.' }))).toBe(
      'Waiting for you to join Old.',
    );
    // the in-game catalogue says the same in English
    const inGame =
      (lang: Language) =>
      (key: `reason.${(typeof waitingKeys)[number]}`, params?: Record<string, string | number>) =>
        inGameText(lang, key, params);
    expect(waitingText(inGame('en'), island)).toBe('Waiting for you to join The Island.');
    expect(waitingText(inGame('de'), island)).toBe('Wartet, bis du auf The Island online bist.');
  });

  it("writes the shop's own failure reasons in English word for word as before keys, and in German", () => {
    const waited = {
      reason: 'Waiting for you to join The Island.',
      key: 'waitingForPlayer',
      params: { server: 'The Island' },
    };
    const one = failureTexts.expired(1, waited);
    expect(failureEnglish(one)).toBe(shopMessages.expired(1, 'Waiting for you to join The Island.'));
    expect(failureEnglish(one)).toBe('Not delivered within 1 hour (Waiting for you to join The Island).');
    expect(failureEnglish(failureTexts.expired(24, waited))).toBe(shopMessages.expired(24, waited.reason));
    expect(failureEnglish(failureTexts.serverGone)).toBe(shopMessages.retryServerGone);
    expect(failureEnglish(failureTexts.ownerRefund('Demo Owner'))).toBe(
      'Refunded by Demo Owner (the delivery was unknown).',
    );
    expect(
      orderReason(
        de,
        order('expired', { error: 'x', failure: failureTexts.expired(24, waited), refunded: true }),
      ),
    ).toBe(
      'Nicht innerhalb von 24 Stunden geliefert (Wartet, bis du auf The Island online bist). Deine Credits wurden erstattet.',
    );
    // a reason from before the waiting keys (no key): its English inside the German sentence
    const old = failureTexts.expired(1, {
      reason: 'Waiting for Old to come back (Timeout).',
      key: '',
      params: {},
    });
    expect(errorText(de, { error: 'x', failure: old })).toBe(
      'Nicht innerhalb von 1 Stunde geliefert (Waiting for Old to come back (Timeout)).',
    );
    expect(errorText(de, { error: 'x', failure: failureTexts.serverGone })).toBe(
      'Den Server dieser Bestellung gibt es nicht mehr.',
    );
    // a game server's answer (no failure key) stays as it came
    expect(errorText(de, { error: 'Permission denied', failure: null })).toBe('Permission denied');
  });

  it("the portal's catalogue and the bot's say the same for every order text", () => {
    const keys: Parameters<OrderTexts>[0][] = [
      'status.queued',
      'status.delivering',
      'status.waiting',
      'status.delivered',
      'status.failed',
      'status.expired',
      'status.unknown',
      'status.refunded',
      'reason.delivering',
      'reason.checking',
      'reason.voucherBack',
      'reason.refunded',
      ...waitingKeys.map((k) => `reason.${k}` as const),
      ...failureKeys.map((k) => `error.${k}` as const),
    ];
    for (const lang of ['en', 'de'] as const) {
      const portal = JSON.parse(
        readFileSync(resolve(import.meta.dirname, `../../web/src/locales/${lang}/portal.json`), 'utf8'),
      ) as Record<string, string>;
      const botCatalogue = JSON.parse(
        readFileSync(resolve(import.meta.dirname, `../src/locales/${lang}/bot.json`), 'utf8'),
      ) as Record<string, string>;
      for (const key of keys) expect(botCatalogue[key], `${lang} ${key}`).toBe(portal[key]);
    }
  });
});
