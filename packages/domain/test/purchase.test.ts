import { describe, expect, it } from 'vitest';
import { orderReason, purchaseStatusLabel, type PurchaseStatus } from '../src';

const order = (status: PurchaseStatus, more: Partial<Parameters<typeof orderReason>[0]> = {}) => ({
  status,
  waitingReason: '',
  error: '',
  refunded: false,
  usedVoucher: false,
  ...more,
});

describe('purchase texts', () => {
  it('labels a failed or expired purchase as refunded only once it was given back', () => {
    expect(purchaseStatusLabel(order('failed'))).toBe('Failed');
    expect(purchaseStatusLabel(order('failed', { refunded: true }))).toBe('Failed (refunded)');
    expect(purchaseStatusLabel(order('expired', { refunded: true }))).toBe('Expired (refunded)');
    expect(purchaseStatusLabel(order('unknown'))).toBe('Needs decision');
  });

  it('says why an order stands where it stands', () => {
    expect(orderReason(order('delivered'))).toBe('');
    expect(orderReason(order('waiting', { waitingReason: 'Waiting for you to join The Island.' }))).toBe(
      'Waiting for you to join The Island.',
    );
    expect(orderReason(order('queued'))).toBe('Being delivered now.');
    expect(orderReason(order('delivering'))).toBe('Being delivered now.');
    expect(orderReason(order('unknown'))).toBe("The shop's staff check whether it arrived.");
    expect(orderReason(order('failed', { error: 'Server offline.' }))).toBe('Server offline.');
    expect(orderReason(order('failed', { error: 'Server offline.', refunded: true }))).toBe(
      'Server offline. Your credits were refunded.',
    );
    expect(orderReason(order('expired', { refunded: true, usedVoucher: true }))).toBe(
      'Your voucher was given back.',
    );
  });
});
