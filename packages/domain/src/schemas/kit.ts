import { z } from 'zod';
import { kitTypes, resetCycles } from '../enums';
import { MAX_ITEM_CHOICE_GROUPS } from '../constants';
import { discordRef, id, optionalHttpUrl, requiredName, sortingIndex } from './common';
import { messages } from './messages';

export const itemSchema = z.object({
  index: z.number().int().min(0),
  command: z
    .string({ error: messages.commandRequired })
    .trim()
    .min(1, messages.commandRequired)
    .max(500, messages.commandMax),
});
export const itemGroupSchema = z.object({
  index: z.number().int().min(0),
  name: z.string().trim().max(100, messages.nameMax).default(''),
  items: z.array(itemSchema).default([]),
});
export type ItemGroup = z.infer<typeof itemGroupSchema>;

/** Texts of the kit's stock and sale fields (issue 26; the spec gives none). */
export const kitPromoMessages = {
  stock: 'Stock is empty (no limit) or a whole number from 0.',
  salePercent: 'The sale is a whole number of percent from 0 to 100.',
  saleTime: 'Use a date and time.',
  saleWindow: 'The sale must end after it starts.',
} as const;

const kitFields = {
  sortingIndex,
  isEnabled: z.boolean().default(true),
  isBuyable: z.boolean().default(true),
  messageId: z.string().max(30).default(''),
  name: requiredName,
  description: z
    .string({ error: messages.kitDescriptionRequired })
    .trim()
    .min(1, messages.kitDescriptionRequired)
    .max(500, messages.kitDescriptionMax),
  iconUrl: optionalHttpUrl(messages.iconUrl),
  price: z
    .number({ error: messages.priceNumber })
    .int({ error: messages.priceWhole })
    .min(0, messages.pricePositive)
    .default(0),
  useBuyLimit: z.boolean().default(false),
  maxBuys: z
    .number({ error: messages.maxBuysNumber })
    .int({ error: messages.maxBuysWhole })
    .min(0, messages.maxBuysPositive)
    .default(0),
  resetAt: z.enum(resetCycles).default('never'),
  useServerLimit: z.boolean().default(false),
  serverIds: z.array(id).default([]),
  serverGroups: z.array(z.string().max(10)).default([]),
  kitType: z.enum(kitTypes).default('normal'),
  // sanity cap only (the real cap is the tier's items-per-kit limit, checked by the server)
  itemGroups: z.array(itemGroupSchema).max(1000, messages.invalidFormat).default([]),
  useRoleLimit: z.boolean().default(false),
  requiredRole: id.nullable().default(null),
  requiredDiscordRoleId: discordRef,
  channelId: discordRef,
  /** Deliver only while the buyer is on the game server (off for server-wide commands like a dino wipe). */
  mustBeOnline: z.boolean().default(true),
  /** Units for sale per stock cycle; null = no stock limit (docs/promotions.md). */
  stock: z
    .number({ error: kitPromoMessages.stock })
    .int({ error: kitPromoMessages.stock })
    .min(0, kitPromoMessages.stock)
    .max(1_000_000_000, kitPromoMessages.stock)
    .nullable()
    .default(null),
  stockReset: z.enum(resetCycles).default('never'),
  /** Timed sale: percent off between saleFrom and saleTo (0 = no sale). */
  salePercent: z
    .number({ error: kitPromoMessages.salePercent })
    .int({ error: kitPromoMessages.salePercent })
    .min(0, kitPromoMessages.salePercent)
    .max(100, kitPromoMessages.salePercent)
    .default(0),
  saleFrom: z.iso.datetime({ offset: true, error: kitPromoMessages.saleTime }).nullable().default(null),
  saleTo: z.iso.datetime({ offset: true, error: kitPromoMessages.saleTime }).nullable().default(null),
};

/** A sale's end after its start. */
const saleWindow = (v: { saleFrom: string | null; saleTo: string | null }, c: z.RefinementCtx) => {
  if (v.saleFrom && v.saleTo && Date.parse(v.saleTo) <= Date.parse(v.saleFrom))
    c.addIssue({ code: 'custom', path: ['saleTo'], message: kitPromoMessages.saleWindow });
};

/** Item Choice kits are shown as a Discord select menu: at most 25 options. */
const choiceLimit = (v: { kitType: string; itemGroups: unknown[] }, c: z.RefinementCtx) => {
  if (v.kitType === 'multipleChoice' && v.itemGroups.length > MAX_ITEM_CHOICE_GROUPS)
    c.addIssue({ code: 'custom', path: ['itemGroups'], message: messages.itemChoiceGroups });
};

export const kitInputSchema = z
  .object({ id: id.optional(), botId: id.optional(), ...kitFields })
  .superRefine(choiceLimit)
  .superRefine(saleWindow);
export type KitInput = z.input<typeof kitInputSchema>;
export type KitInputParsed = z.infer<typeof kitInputSchema>;

export const kitSchema = z.object({
  id,
  botId: id,
  sortingIndex: z.number().int(),
  isEnabled: z.boolean(),
  isBuyable: z.boolean(),
  messageId: z.string(),
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  price: z.number().int(),
  useBuyLimit: z.boolean(),
  maxBuys: z.number().int(),
  resetAt: z.enum(resetCycles),
  useServerLimit: z.boolean(),
  serverIds: z.array(id),
  serverGroups: z.array(z.string()),
  kitType: z.enum(kitTypes),
  itemGroups: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      items: z.array(z.object({ index: z.number().int(), command: z.string() })),
    }),
  ),
  useRoleLimit: z.boolean(),
  requiredRole: id.nullable(),
  requiredDiscordRoleId: z.string(),
  channelId: z.string(),
  mustBeOnline: z.boolean(),
  stock: z.number().int().nullable(),
  stockReset: z.enum(resetCycles),
  salePercent: z.number().int(),
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
});
export type Kit = z.infer<typeof kitSchema>;
/** A row of the dashboard's kits list: the kit plus its running sale price and the stock left this cycle. */
export const kitListItemSchema = kitSchema.extend({
  /** The price while a timed sale runs now; null when none runs. */
  salePrice: z.number().int().nullable(),
  /** Units left in the current stock cycle; null for a kit without stock. */
  stockLeft: z.number().int().nullable(),
});
export type KitListItem = z.infer<typeof kitListItemSchema>;
export const kitBodySchema = z.object({ kit: kitInputSchema });
export const kitIdBodySchema = z.object({ kitId: id });

export const sampleKitSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kit: kitInputSchema,
});
export type SampleKit = z.infer<typeof sampleKitSchema>;
/** The Add Sample Kit dialog: the chosen sample's id. */
export const sampleKitChoiceSchema = z.object({ sampleId: z.string().min(1) });

// in its own module so the kits list does not load every schema (web bundle)
export { countItems } from '../kit-items';
