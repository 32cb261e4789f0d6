import { errorText, waitingText, type PurchaseView } from '@asa/domain';
import { formatDateTime } from '../../lib/format';
import type { PortalT } from './texts';

export interface OrderOutcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message: string;
}

const gotBack = (t: PortalT, p: PurchaseView) =>
  p.refunded ? (p.usedVoucher ? t('outcome.voucherBack') : t('outcome.refunded')) : '';
const at = (iso: string) => formatDateTime(iso);

/**
 * Where an order stands, in the player's words: delivered, waiting (and why, and until when), queued,
 * needing a check by the staff, or not delivered (and given back). Never claims a delivery that did not
 * happen. The waiting reason and the shop's own failure reasons read in the active language (their keys); a
 * reason stored before keys, and a game server's error, are the server's texts, shown as they came.
 */
export function orderOutcome(t: PortalT, p: PurchaseView): OrderOutcome {
  const names = { kit: p.kitName, server: p.serverName, player: p.playerName };
  switch (p.status) {
    case 'delivered':
      return {
        severity: 'success',
        title: t('outcome.delivered'),
        message: p.gift ? t('outcome.giftDelivered', names) : t('outcome.kitDelivered', names),
      };
    case 'waiting': {
      const expires = p.expiresAt
        ? t(p.usedVoucher ? 'outcome.expiresVoucher' : 'outcome.expiresCredits', { time: at(p.expiresAt) })
        : '';
      return {
        severity: 'info',
        title: t('outcome.waiting'),
        message:
          t('outcome.kept', {
            reason: p.waiting ? waitingText(t, p.waiting) : p.waitingReason || t('outcome.waitingFor', names),
          }) + expires,
      };
    }
    case 'queued':
    case 'delivering':
      return { severity: 'info', title: t('outcome.queued'), message: t('outcome.onItsWay', names) };
    case 'unknown':
      return { severity: 'warning', title: t('outcome.checking'), message: t('outcome.notConfirmed', names) };
    default:
      return {
        severity: 'error',
        title: p.status === 'expired' ? t('outcome.expired') : t('outcome.notDelivered'),
        message:
          t('outcome.failed', { ...names, error: errorText(t, p) || t('outcome.unknownError') }) +
          gotBack(t, p),
      };
  }
}

/** "Gift from <buyer> to <recipient>" of a gift, '' otherwise. */
export function giftLine(t: PortalT, p: Pick<PurchaseView, 'playerName' | 'gift'>): string {
  const deleted = t('orders.deletedPlayer');
  return p.gift ? t('orders.gift', { from: p.gift.fromName || deleted, to: p.playerName || deleted }) : '';
}
