/**
 * The credit ledger's vocabulary (issue 35): every `credit_history` row has a kind from this list, a
 * structured actor (who made the change), references (the purchase, coupon, vote site, import it belongs to)
 * and the parameters its text needs. Screens, the Discord bot and CSV show a row by its kind and parameters in
 * the reader's language (`locales/<lang>/ledger.json`); the Overview classifies rows by kind (`ledgerFlow`).
 * Plain values (no zod): the dashboard imports them without the schema library. docs/ledger.md.
 */
import en from './locales/en/ledger.json';
import { formatMessage, type TextParams } from './server-texts/icu';
import type { Language } from './languages';
import de from './locales/de/ledger.json';

export const ledgerKinds = [
  'vote',
  'activity',
  'passive_income',
  'tip4serv',
  'purchase',
  'rank_purchase',
  'refund',
  'gift_sent',
  'admin_grant',
  'admin_take',
  'api',
  'import',
  'starting_credits',
  'transfer_out',
  'transfer_in',
  'transfer_fee',
  'playtime',
  'season_reset',
  'other',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const isLedgerKind = (k: string): k is LedgerKind => (ledgerKinds as readonly string[]).includes(k);

/** Who made a change: a player (bought, transferred), a manager (dashboard, /credit), a job or an integration. */
export const ledgerActorTypes = ['player', 'manager', 'system', 'integration'] as const;
export type LedgerActorType = (typeof ledgerActorTypes)[number];
export interface LedgerActor {
  type: LedgerActorType;
  /** The user's / player's id, the job's or the integration's name (`passive-income`, `tip4serv`, `api`). */
  id: string;
  /** What the history shows as "by" (a person's name, a job's name); stored in `credit_history.actor`. */
  name: string;
}

/** What a change belongs to (stored as `credit_history.refs`, jsonb). */
export interface LedgerRefs {
  purchaseId?: number;
  couponId?: number;
  voteSite?: string;
  importId?: string;
  /** A transfer between players (credit_transfers.id, issue 37). */
  transferId?: number;
}

/** The parameters a kind's text needs (`kit`, `rank`, `recipient`, `site`, `player`, `why`, ...). */
export type LedgerParams = Record<string, string | number>;

/**
 * Kinds whose text is a person's own words (`credit_history.reason`: the manager's reason, the API caller's,
 * the import's): shown as written, after the kind's label. Every other kind is shown from its key.
 */
export const ledgerNoteKinds: readonly LedgerKind[] = ['admin_grant', 'admin_take', 'api', 'other'];

/** Where a row counts on the Overview (docs/overview.md): a source of new credits, or a way credits left. */
export type FlowKind =
  'votes' | 'activity' | 'passiveIncome' | 'tip4serv' | 'admins' | 'other' | 'spent' | 'refunded' | 'removed';

/** Each kind's place on the Overview: one flow, or one for gains and one for losses. */
export const ledgerFlows: Record<LedgerKind, FlowKind | { gain: FlowKind; loss: FlowKind }> = {
  vote: 'votes',
  activity: 'activity',
  passive_income: 'passiveIncome',
  tip4serv: 'tip4serv',
  purchase: 'spent',
  rank_purchase: 'spent',
  // a paid gift is spending, not a removal (issue 35)
  gift_sent: 'spent',
  transfer_fee: 'spent',
  refund: 'refunded',
  admin_grant: 'admins',
  admin_take: 'removed',
  import: { gain: 'admins', loss: 'removed' },
  api: { gain: 'other', loss: 'removed' },
  starting_credits: 'other',
  playtime: 'other',
  transfer_in: 'other',
  transfer_out: 'removed',
  season_reset: 'removed',
  other: { gain: 'other', loss: 'removed' },
};

/** The Overview flow of a row of `kind` and `amount`. */
export function ledgerFlow(kind: LedgerKind, amount: number): FlowKind {
  const f = ledgerFlows[kind];
  return typeof f === 'string' ? f : amount < 0 ? f.loss : f.gain;
}

/** The kinds (with the sign they need, when it matters) that make up one flow: the history's source filter. */
export function kindsOfFlow(flow: FlowKind): { kind: LedgerKind; sign?: 'gain' | 'loss' }[] {
  const out: { kind: LedgerKind; sign?: 'gain' | 'loss' }[] = [];
  for (const kind of ledgerKinds) {
    const f = ledgerFlows[kind];
    if (typeof f === 'string') {
      if (f === flow) out.push({ kind });
    } else {
      if (f.gain === flow) out.push({ kind, sign: 'gain' });
      if (f.loss === flow) out.push({ kind, sign: 'loss' });
    }
  }
  return out;
}

export type LedgerTextKey = keyof typeof en;
export const ledgerTextKeys = Object.keys(en) as LedgerTextKey[];

/** A ledger row as the screens read it. */
export interface LedgerEntryText {
  kind: string;
  amount: number;
  reason: string;
  params?: Record<string, unknown> | null;
}

/** The catalogue key and parameters of a row (`kind.<kind>`, or the gain/loss form of a signed kind). */
export function ledgerTextOf(e: LedgerEntryText): { key: LedgerTextKey; params: TextParams } {
  const kind = isLedgerKind(e.kind) ? e.kind : 'other';
  const params: TextParams = {};
  for (const [k, v] of Object.entries(e.params ?? {}))
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  // a note kind's note is the row's own text; another kind may carry one as a parameter (an owner's refund)
  const note = ledgerNoteKinds.includes(kind) ? e.reason : String(params.note ?? '');
  params.note = note;
  params.hasNote = note.trim() ? 'yes' : 'no';
  params.amount = Math.abs(e.amount);
  params.sign = e.amount < 0 ? 'loss' : 'gain';
  return { key: `kind.${kind}` as LedgerTextKey, params };
}

const catalogues: Record<Language, Record<string, string>> = { en, de };

/**
 * A row's text in `lang`: its kind's text with its parameters; a row of `other` kind with a kept text (rows
 * from before migration 0031 that no known text matched) shows that text.
 */
export function ledgerText(lang: Language, e: LedgerEntryText): string {
  const { key, params } = ledgerTextOf(e);
  if (key === 'kind.other' && e.reason.trim()) return e.reason;
  const text = formatMessage(lang, catalogues[lang][key] ?? en[key], params);
  // a row whose parameters lack what its text needs (written by hand, or an odd legacy text) shows its own text
  const missing = /\{[a-zA-Z]+\}/.test(text) && e.reason.trim() !== '';
  return missing ? e.reason : text;
}

/** A kind's label alone (filters, CSV column headers): `label.<kind>`. */
export const ledgerKindLabel = (lang: Language, kind: LedgerKind): string =>
  catalogues[lang][`label.${kind}`] ?? en[`label.${kind}` as LedgerTextKey];

/** The English of a row (the API's and the webhook's `reason` for the kinds the shop writes). */
export const ledgerEnglish = (e: LedgerEntryText): string => ledgerText('en', e);
