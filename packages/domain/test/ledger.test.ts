import { describe, expect, it } from 'vitest';
import en from '../src/locales/en/ledger.json';
import de from '../src/locales/de/ledger.json';
import { kindsOfFlow, ledgerFlow, ledgerKinds, ledgerText } from '../src/ledger';

describe('ledger texts and flows', () => {
  it('has an English and a German text and label for every kind, and nothing else', () => {
    const keys = ledgerKinds.flatMap((k) => [`kind.${k}`, `label.${k}`]).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(de).sort()).toEqual(keys);
  });

  it('shows a row by kind and parameters in the reader language; a person note stays as written', () => {
    const bought = {
      kind: 'purchase',
      amount: -150,
      reason: 'Bought kit Starter Set',
      params: { kit: 'Starter Set' },
    };
    expect(ledgerText('en', bought)).toBe('Bought kit Starter Set');
    expect(ledgerText('de', bought)).toBe('Kit Starter Set gekauft');
    const gift = {
      kind: 'gift_sent',
      amount: -90,
      reason: '',
      params: { kit: 'Starter', recipient: 'Dodo' },
    };
    expect(ledgerText('de', gift)).toBe('Geschenk Starter für Dodo');
    const owner = {
      kind: 'refund',
      amount: 90,
      reason: '',
      params: { kit: 'Tools', why: 'owner', note: 'Goodwill' },
    };
    expect(ledgerText('en', owner)).toBe('Refund: kit Tools (Goodwill)');
    expect(ledgerText('de', { ...owner, params: { kit: 'Tools', why: 'failed' } })).toBe(
      'Erstattung: Kit Tools konnte nicht geliefert werden',
    );
    expect(ledgerText('de', { kind: 'admin_grant', amount: 5, reason: 'Event prize', params: {} })).toBe(
      'Event prize',
    );
    expect(ledgerText('de', { kind: 'admin_grant', amount: 5, reason: '', params: {} })).toBe(
      'Vom Team gutgeschrieben',
    );
    expect(ledgerText('de', { kind: 'other', amount: 5, reason: 'something old', params: {} })).toBe(
      'something old',
    );
    expect(ledgerText('de', { kind: 'purchase', amount: -5, reason: 'Bought kit X', params: {} })).toBe(
      'Bought kit X',
    );
  });

  it('counts a paid gift as spent and each flow is the set of its kinds', () => {
    expect(ledgerFlow('gift_sent', -90)).toBe('spent');
    expect(ledgerFlow('import', -5)).toBe('removed');
    expect(ledgerFlow('import', 5)).toBe('admins');
    expect(kindsOfFlow('spent').map((k) => k.kind)).toEqual([
      'purchase',
      'rank_purchase',
      'gift_sent',
      'transfer_fee',
    ]);
    for (const kind of ledgerKinds)
      for (const amount of [-1, 1])
        expect(kindsOfFlow(ledgerFlow(kind, amount)).some((k) => k.kind === kind)).toBe(true);
  });
});
