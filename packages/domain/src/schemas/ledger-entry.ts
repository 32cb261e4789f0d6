import { z } from 'zod';
import { ledgerActorTypes, ledgerKinds } from '../ledger';

/**
 * A ledger entry's type (issue 35, docs/ledger.md): its kind, who made it (`actorType`), what it belongs to
 * (`refs`) and the parameters of its text; screens show `ledgerText(lang, entry)`. `reason` keeps the
 * English (or the person's own words for admin, API and other entries).
 */
export const ledgerEntryFields = {
  kind: z.enum(ledgerKinds),
  actorType: z.enum([...ledgerActorTypes, '']),
  refs: z.object({
    purchaseId: z.number().int().optional(),
    couponId: z.number().int().optional(),
    voteSite: z.string().optional(),
    importId: z.string().optional(),
  }),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
};
