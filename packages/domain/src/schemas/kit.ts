import { z } from 'zod';
import { kitTypes, resetCycles } from '../enums';
import { MAX_ITEM_CHOICE_GROUPS } from '../constants';
import { discordRef, id, optionalHttpUrl, requiredName, sortingIndex } from './common';
import { messages } from './messages';
import type { Language } from '../languages';

export const itemSchema = z.object({
  index: z.number().int().min(0),
  command: z
    .string({ error: messages.commandRequired })
    .trim()
    .min(1, messages.commandRequired)
    .max(500, messages.commandMax),
});
/** The highest weight of an item group in a random kit. */
export const KIT_WEIGHT_MAX = 1_000_000;
export const kitWeightMessage = `A weight must be a whole number from 1 to ${KIT_WEIGHT_MAX}.`;
export const itemGroupSchema = z.object({
  index: z.number().int().min(0),
  name: z.string().trim().max(100, messages.nameMax).default(''),
  items: z.array(itemSchema).default([]),
  /**
   * Random kits (issue 37): the group's weight; its chance is weight / sum of the kit's weights (1 each: the
   * same chance, as before). Ignored by the other kit types.
   */
  weight: z
    .number({ error: kitWeightMessage })
    .int({ error: kitWeightMessage })
    .min(1, kitWeightMessage)
    .max(KIT_WEIGHT_MAX, kitWeightMessage)
    .default(1),
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
      /** A random kit's weight of the group (issue 37); 1 = the same chance. */
      weight: z.number().int().default(1),
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

/** One item group's chance in a random kit (issue 37). */
export interface KitOdd {
  index: number;
  name: string;
  weight: number;
  /** 0-100. */
  percent: number;
}

/** The chances of a random kit's item groups, in index order (weight / sum of weights; 1 when none is set). */
export function kitOdds(groups: readonly { index: number; name: string; weight?: number }[]): KitOdd[] {
  const sorted = [...groups].sort((a, b) => a.index - b.index);
  const total = sorted.reduce((s, g) => s + (g.weight ?? 1), 0);
  return sorted.map((g) => ({
    index: g.index,
    name: g.name,
    weight: g.weight ?? 1,
    percent: total > 0 ? ((g.weight ?? 1) * 100) / total : 0,
  }));
}

/** A chance as players read it: at most one decimal ("33.3%"), "<0.1%" for less; the language's decimal mark. */
export function formatOddsPercent(percent: number, lang: Language = 'en'): string {
  if (percent > 0 && percent < 0.1) return lang === 'de' ? '<0,1%' : '<0.1%';
  const n = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 1 }).format(
    Math.round(percent * 10) / 10,
  );
  return `${n}%`;
}

/** "Saddle 50%, Weapon 30%, Kibble 20%" (a group without a name is "#<n>", counted from 1). */
export function kitOddsText(odds: readonly KitOdd[], lang: Language = 'en', separator = ', '): string {
  return odds
    .map((o) => `${o.name.trim() || `#${o.index + 1}`} ${formatOddsPercent(o.percent, lang)}`)
    .join(separator);
}

/** GET /api/kit/draws/{botId}/{kitId}: a random kit's draws against its odds (the owner's check). */
export const kitDrawsSchema = z.object({
  kitId: id,
  /** Purchases of the kit with a recorded draw. */
  total: z.number().int(),
  groups: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      weight: z.number().int(),
      /** The chance now, 0-100. */
      percent: z.number(),
      draws: z.number().int(),
      /** total x chance now (the weights may have changed since earlier draws). */
      expected: z.number(),
    }),
  ),
});
export type KitDraws = z.infer<typeof kitDrawsSchema>;
