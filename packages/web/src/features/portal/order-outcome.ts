import type { PurchaseView } from '@asa/domain';
import { formatDateTime } from '../../lib/format';

export interface OrderOutcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message: string;
}

const gotBack = (p: PurchaseView) =>
  p.refunded ? (p.usedVoucher ? ' Your voucher was given back.' : ' Your credits were refunded.') : '';
const paid = (p: PurchaseView) => (p.usedVoucher ? 'your voucher' : 'your credits');
const at = (iso: string) => formatDateTime(iso);

/**
 * Where an order stands, in the player's words: delivered, waiting (and why, and until when), queued,
 * needing a check by the staff, or not delivered (and given back). Never claims a delivery that did not
 * happen.
 */
export function orderOutcome(p: PurchaseView): OrderOutcome {
  switch (p.status) {
    case 'delivered':
      return {
        severity: 'success',
        title: 'Delivered',
        message: p.gift
          ? `Your gift ${p.kitName} was delivered to ${p.playerName} on ${p.serverName}.`
          : `${p.kitName} was delivered to ${p.serverName}.`,
      };
    case 'waiting':
      return {
        severity: 'info',
        title: 'Waiting',
        message:
          `${p.waitingReason || `Waiting to deliver to ${p.serverName}.`} Your order is kept and delivered as soon ` +
          `as that happens.` +
          (p.expiresAt ? ` If it cannot be delivered by ${at(p.expiresAt)}, you get ${paid(p)} back.` : ''),
      };
    case 'queued':
    case 'delivering':
      return {
        severity: 'info',
        title: 'Queued',
        message: `${p.kitName} is on its way to ${p.serverName}. This list updates by itself.`,
      };
    case 'unknown':
      return {
        severity: 'warning',
        title: 'Being checked',
        message:
          `The game server did not confirm ${p.kitName}. The shop's staff check whether it arrived; ` +
          `please do not order it again.`,
      };
    default:
      return {
        severity: 'error',
        title: p.status === 'expired' ? 'Expired' : 'Not delivered',
        message: `${p.kitName} could not be delivered to ${p.serverName}: ${p.error || 'unknown error'}.${gotBack(p)}`,
      };
  }
}
