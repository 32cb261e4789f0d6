import { purchaseStatuses } from './purchase-states';

type PurchaseStatus = (typeof purchaseStatuses)[number];

/**
 * The purchase state machine as one table (issue 35): every status change the server makes is one of these
 * (`transition()` in packages/server/src/features/shop/transition.ts refuses any other pair before it
 * touches the database), and the mermaid diagram in docs/shop-engine.md lists exactly these pairs (a test
 * checks it). A pair may appear under more than one event (delivering -> unknown: an answer that never came,
 * or a lease that ran out mid-command). `from === to` rows are owner refunds that keep the status and set
 * `refunded`.
 */
export interface PurchaseTransition {
  from: PurchaseStatus;
  to: PurchaseStatus;
  /** What moves it (a name for code and logs; the diagram's label says it in prose). */
  event: string;
}

/** The statuses a purchase is created in (`[*] --> …` in the diagram): one statement charges and inserts it. */
export const initialPurchaseStatuses = ['queued', 'delivering'] as const satisfies readonly PurchaseStatus[];

export const purchaseTransitions = [
  { from: 'queued', to: 'delivering', event: 'claim' },
  { from: 'waiting', to: 'delivering', event: 'claimWhenDue' },
  { from: 'delivering', to: 'delivered', event: 'allAnsweredOk' },
  { from: 'delivering', to: 'failed', event: 'commandError' },
  { from: 'delivering', to: 'waiting', event: 'notReachedBeforeSending' },
  { from: 'delivering', to: 'unknown', event: 'answerNeverCame' },
  { from: 'delivering', to: 'queued', event: 'leaseExpiredNothingSending' },
  { from: 'delivering', to: 'unknown', event: 'leaseExpiredWhileSending' },
  { from: 'waiting', to: 'expired', event: 'waitedTooLong' },
  { from: 'unknown', to: 'queued', event: 'ownerSendAgain' },
  { from: 'unknown', to: 'delivered', event: 'ownerMarkDelivered' },
  { from: 'unknown', to: 'failed', event: 'ownerRefundUnknown' },
  { from: 'failed', to: 'queued', event: 'ownerRetry' },
  { from: 'expired', to: 'queued', event: 'ownerRetry' },
  { from: 'queued', to: 'failed', event: 'ownerCancel' },
  { from: 'waiting', to: 'failed', event: 'ownerCancel' },
  { from: 'delivered', to: 'delivered', event: 'ownerRefund' },
  { from: 'failed', to: 'failed', event: 'ownerRefund' },
  { from: 'expired', to: 'expired', event: 'ownerRefund' },
] as const satisfies readonly PurchaseTransition[];

/** Whether the state machine has a transition `from -> to` (under any event). */
export const isPurchaseTransition = (from: PurchaseStatus, to: PurchaseStatus): boolean =>
  purchaseTransitions.some((t) => t.from === from && t.to === to);
