import { describe, expect, it } from 'vitest';
import { countItems, kitInputSchema, shopRankInputSchema } from '../src';
import { errorsOf } from './helpers';

const groups = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ index: i, name: `G${i}`, items: [{ index: 0, command: 'cmd' }] }));
const kit = { name: 'Starter', description: 'A kit', price: 10 };
const kitErr = (over: Record<string, unknown>) => errorsOf(kitInputSchema, { ...kit, ...over });

describe('kit rules (SPEC 5)', () => {
  it('fills defaults', () => {
    const k = kitInputSchema.parse(kit);
    expect(k.kitType).toBe('normal');
    expect(k.resetAt).toBe('never');
    expect(k.isEnabled).toBe(true);
    expect(k.isBuyable).toBe(true);
  });

  it('name, description and command lengths', () => {
    expect(kitErr({ name: '' }).name).toBe('Name is required');
    expect(kitErr({ description: '' }).description).toBe('Description is required');
    expect(kitErr({ description: 'x'.repeat(500) })).toEqual({});
    expect(kitErr({ description: 'x'.repeat(501) }).description).toBe(
      'Description must be less than 501 characters',
    );
    expect(
      kitErr({ itemGroups: [{ index: 0, name: 'g', items: [{ index: 0, command: '' }] }] })[
        'itemGroups.0.items.0.command'
      ],
    ).toBe('Command is required');
    expect(
      kitErr({ itemGroups: [{ index: 0, name: 'g', items: [{ index: 0, command: 'x'.repeat(501) }] }] })[
        'itemGroups.0.items.0.command'
      ],
    ).toBe('Command must be less than 501 characters');
  });

  it('price and max buys', () => {
    expect(kitErr({ price: -1 }).price).toBe('Price must be 0 or a positive number');
    expect(kitErr({ price: 'ten' }).price).toBe('Price must be a number');
    expect(kitErr({ maxBuys: 1.5 }).maxBuys).toBe('Maximum Buys must be a whole number');
    expect(kitErr({ maxBuys: -1 }).maxBuys).toBe('Maximum Buys must be 0 or a positive number');
    expect(kitErr({ maxBuys: 'x' }).maxBuys).toBe('Maximum Buys must be a number');
    expect(kitErr({ maxBuys: 0 })).toEqual({});
  });

  it('icon URL must be http or https', () => {
    expect(kitErr({ iconUrl: 'ftp://x.example/a.png' }).iconUrl).toBe(
      'Icon URL must be a valid URL to a picture or icon',
    );
    expect(kitErr({ iconUrl: 'https://x.example/a.png' })).toEqual({});
    expect(kitErr({ iconUrl: '' })).toEqual({});
  });

  it('Item Choice: 25 groups ok, 26 refused; a Normal kit with 26 groups is fine', () => {
    expect(kitErr({ kitType: 'multipleChoice', itemGroups: groups(25) })).toEqual({});
    expect(kitErr({ kitType: 'multipleChoice', itemGroups: groups(26) }).itemGroups).toBe(
      'Choice Kits can only have up to 25 item groups. This is a Discord limitation.',
    );
    expect(kitErr({ kitType: 'normal', itemGroups: groups(26) })).toEqual({});
    expect(countItems({ itemGroups: groups(26) })).toBe(26);
  });
});

const rank = { name: 'VIP', description: 'Very important' };
const rankErr = (over: Record<string, unknown>) => errorsOf(shopRankInputSchema, { ...rank, ...over });

describe('shop rank rules (SPEC 5)', () => {
  it('description: the 500 reading (500 ok, 501 refused)', () => {
    expect(rankErr({ description: 'x'.repeat(100) })).toEqual({});
    expect(rankErr({ description: 'x'.repeat(500) })).toEqual({});
    expect(rankErr({ description: 'x'.repeat(501) }).description).toBe(
      'Description must be <= 500 characters',
    );
  });

  it('discount 0..100', () => {
    expect(rankErr({ discount: -1 }).discount).toBe('Discount must be a number between 0 and 100.');
    expect(rankErr({ discount: 0 })).toEqual({});
    expect(rankErr({ discount: 100 })).toEqual({});
    expect(rankErr({ discount: 101 }).discount).toBe('Discount must be a number between 0 and 100.');
  });

  it('passive credits and price >= 0, icon URL', () => {
    expect(rankErr({ passiveCredits: -1 }).passiveCredits).toBe('Passive credits must be a positive number');
    expect(rankErr({ buyRolePrice: -1 }).buyRolePrice).toBe('Price must be a positive number');
    expect(rankErr({ iconUrl: 'javascript:alert(1)' }).iconUrl).toBe(
      'Icon URL must be a valid URL to a picture or icon',
    );
    expect(rankErr({ roleMode: 'bot' })).toEqual({});
  });
});
