import type { BotInstance, Kit, KitInput, Server } from '@asa/domain';

/** The editor's working copy: a kit body plus the id when editing. */
export type KitDraft = KitInput & { id?: number };
export type NumKey = 'price' | 'maxBuys' | 'sortingIndex';
export type NumTexts = Record<NumKey, string>;
export type FieldErrors = Record<string, string>;

/** A new kit starts with the kit settings' default channel, Discord role and shop rank (SPEC 4). */
export function newKit(ks: BotInstance['kitSettings']): KitDraft {
  return {
    name: '',
    description: '',
    iconUrl: '',
    price: 0,
    sortingIndex: 0,
    isEnabled: true,
    isBuyable: true,
    kitType: 'normal',
    itemGroups: [{ index: 0, name: 'Items', items: [] }],
    channelId: ks.defaultChannelId,
    requiredDiscordRoleId: ks.defaultDiscordRoleId,
    requiredRole: ks.defaultBotRoleId,
  };
}

/** Duplicate: id and messageId cleared, name suffixed ' - DUPLICATE', opened as a new kit (SPEC 4). */
export const duplicateKit = (k: Kit): KitDraft => ({
  ...structuredClone(k),
  id: undefined,
  messageId: '',
  name: `${k.name} - DUPLICATE`,
});

/** Editing drops server ids that no longer exist (SPEC 4). */
export const dropMissingServers = (k: KitDraft, servers: Server[]): KitDraft => ({
  ...k,
  serverIds: (k.serverIds ?? []).filter((id) => servers.some((s) => s.id === id)),
});

export const numTexts = (k: KitDraft): NumTexts => ({
  price: String(k.price ?? 0),
  maxBuys: String(k.maxBuys ?? 0),
  sortingIndex: String(k.sortingIndex ?? 0),
});

/** '' is not a number (the schema then says '... must be a number'); fractions stay so the schema can say 'whole number'. */
export const parseNum = (s: string) => (s.trim() === '' ? NaN : Number(s.trim()));

/** The request body: numbers parsed, indexes renumbered in display order. */
export const toBody = (k: KitDraft, nums: NumTexts, botId: number) => ({
  ...k,
  botId,
  price: parseNum(nums.price),
  maxBuys: parseNum(nums.maxBuys),
  sortingIndex: parseNum(nums.sortingIndex),
  itemGroups: (k.itemGroups ?? []).map((g, gi) => ({
    ...g,
    index: gi,
    items: (g.items ?? []).map((it, ii) => ({ ...it, index: ii })),
  })),
});

/** zod issues -> `{ 'itemGroups.0.items.1.command': message }` (first message per field), like the server's `fields`. */
export function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) out[i.path.map(String).join('.')] ??= i.message;
  return out;
}

/** Field keys the editor shows next to an input; any other error is listed in the summary at the top. */
export const isShownField = (key: string) =>
  /^(name|description|iconUrl|price|maxBuys|sortingIndex|channelId|itemGroups|resetAt|serverIds|serverGroups|requiredRole|requiredDiscordRoleId)$/.test(
    key,
  ) || /^itemGroups\.\d+\.(name|items\.\d+\.command)$/.test(key);
