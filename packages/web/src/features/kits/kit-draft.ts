import type { BotInstance, Kit, KitInput } from '@asa/domain';

/** A kit body plus the id when editing: what the editor opens with. */
export type KitDraft = KitInput & { id?: number };
export type NumKey = 'price' | 'maxBuys' | 'sortingIndex' | 'salePercent' | 'stock';
/**
 * The editor's form values: the draft with its whole-number fields as typed (text until Save, so '' and
 * '1.5' reach the schema and show its message; an empty stock is no stock limit).
 */
export type KitFormValues = Omit<KitDraft, NumKey> & Record<NumKey, string>;
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
