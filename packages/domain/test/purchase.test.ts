import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  botText,
  orderReason,
  purchaseStatusLabel,
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
