import * as z from 'zod';
import { kitInputSchema, type KitInputParsed, type Server } from '@asa/domain';
import { translateText } from '../../lib/spec-messages';
import type { FieldErrors, KitDraft, KitFormValues } from './kit-draft';

/*
 * The kit editor's form (loaded with the editor, not with the kits list): its starting values, its schema
 * and its errors by path.
 */

/** The form's starting values; editing drops server ids that no longer exist (SPEC 4; servers null: not loaded). */
export const toFormValues = (k: KitDraft, servers: Server[] | null): KitFormValues => ({
  ...k,
  serverIds: servers ? (k.serverIds ?? []).filter((id) => servers.some((s) => s.id === id)) : k.serverIds,
  price: String(k.price ?? 0),
  maxBuys: String(k.maxBuys ?? 0),
  sortingIndex: String(k.sortingIndex ?? 0),
  salePercent: String(k.salePercent ?? 0),
  stock: k.stock === null || k.stock === undefined ? '' : String(k.stock),
});

/** '' is not a number (the schema then says '... must be a number'); fractions stay so the schema can say 'whole number'. */
const parseNum = (s: string) => (s.trim() === '' ? NaN : Number(s.trim()));

/** The request body: numbers parsed, indexes renumbered in display order. */
const toBody = (k: KitFormValues, botId: number) => ({
  ...k,
  botId,
  price: parseNum(k.price),
  maxBuys: parseNum(k.maxBuys),
  sortingIndex: parseNum(k.sortingIndex),
  salePercent: parseNum(k.salePercent),
  stock: k.stock.trim() === '' ? null : parseNum(k.stock),
  itemGroups: (k.itemGroups ?? []).map((g, gi) => ({
    ...g,
    index: gi,
    items: (g.items ?? []).map((it, ii) => ({ ...it, index: ii })),
  })),
});

/**
 * The editor's schema: the domain's `kitInputSchema` (the spec's messages) over the body the form's values
 * make. Its issues keep the form's paths (`itemGroups.0.items.1.command`), the ones the server's `fields` use.
 */
export const kitFormSchema = (botId: number) =>
  z.preprocess((v) => toBody(v as KitFormValues, botId), kitInputSchema) as unknown as z.ZodType<
    KitInputParsed,
    KitFormValues
  >;

/** Field keys the editor shows next to an input; any other error is listed in the summary at the top. */
export const isShownField = (key: string) =>
  /^(name|description|iconUrl|price|maxBuys|sortingIndex|channelId|itemGroups|resetAt|serverIds|serverGroups|requiredRole|requiredDiscordRoleId|salePercent|saleFrom|saleTo|stock|stockReset)$/.test(
    key,
  ) || /^itemGroups\.\d+\.(name|items\.\d+\.command)$/.test(key);

/**
 * react-hook-form's nested errors as `{ 'itemGroups.0.items.1.command': message }`, like the server's `fields`;
 * a spec message in the active language.
 */
export function flatErrors(errors: object, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    // an array's own message (e.g. too many groups) sits in its `root` beside the items' messages
    const path = key === 'root' && prefix ? prefix : prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string')
      out[path] = translateText((value as { message: string }).message);
    Object.assign(out, flatErrors(value, path));
  }
  return out;
}
