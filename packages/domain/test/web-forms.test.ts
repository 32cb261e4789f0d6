import { describe, expect, it } from 'vitest';
import {
  managerFormSchema,
  messages,
  purchaseRefundFormSchema,
  purchaseRefundManyFormSchema,
  sampleKitChoiceSchema,
  voucherAddSchema,
} from '../src';
import { errorsOf } from './helpers';

describe('schemas of the dashboard forms', () => {
  it('Add voucher: a kit and a whole count of at least 1', () => {
    expect(errorsOf(voucherAddSchema, { kitId: 3, count: 2 })).toEqual({});
    for (const count of [0, 1.5, Number.NaN, undefined])
      expect(errorsOf(voucherAddSchema, { kitId: 3, count }).count).toBe(messages.voucherCount);
    expect(errorsOf(voucherAddSchema, { count: 1 }).kitId).toBeDefined();
  });

  it('Add / Edit manager: the Discord ID messages and one level 0-2 per area', () => {
    expect(errorsOf(managerFormSchema, { discordId: '123', levels: { Servers: 2 } })).toEqual({});
    expect(errorsOf(managerFormSchema, { discordId: 'abc', levels: {} }).discordId).toBe(
      messages.managerDiscordIdNumber,
    );
    expect(errorsOf(managerFormSchema, { discordId: '', levels: {} }).discordId).toBe(
      messages.managerDiscordIdRequired,
    );
    expect(errorsOf(managerFormSchema, { discordId: '1', levels: { Servers: 3 } })).not.toEqual({});
  });

  it('Add Sample Kit: a sample must be chosen', () => {
    expect(errorsOf(sampleKitChoiceSchema, { sampleId: 'dino' })).toEqual({});
    expect(errorsOf(sampleKitChoiceSchema, { sampleId: '' })).not.toEqual({});
  });

  it('Refund (issue 36): an empty amount refunds in full; else whole credits of at least 1; a reason', () => {
    expect(errorsOf(purchaseRefundFormSchema, { reason: 'Goodwill' })).toEqual({});
    expect(errorsOf(purchaseRefundFormSchema, { amount: 5, reason: 'Goodwill' })).toEqual({});
    for (const amount of [0, -1, 1.5, Number.NaN, 'x'])
      expect(errorsOf(purchaseRefundFormSchema, { amount, reason: 'r' }).amount).toBe(messages.refundAmount);
    for (const reason of ['', '   ', undefined])
      expect(errorsOf(purchaseRefundFormSchema, { reason }).reason).toBe(messages.reasonRequired);
    expect(errorsOf(purchaseRefundFormSchema, { reason: 'x'.repeat(501) }).reason).toBe(messages.reasonMax);
    expect(errorsOf(purchaseRefundManyFormSchema, { reason: '' }).reason).toBe(messages.reasonRequired);
  });
});
