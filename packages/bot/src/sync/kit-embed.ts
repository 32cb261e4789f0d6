import crypto from 'node:crypto';
import { ButtonStyle, ComponentType, type RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { CatalogKit } from '@asa/server';
import { customIds } from '../lib/custom-ids';
import { botTexts } from '../lib/texts';

const kitTypeLabel: Record<string, string> = { multipleChoice: 'Item Choice', random: 'Random Item Group' };
const isHttpUrl = (v: string) => /^https?:\/\/\S+$/i.test(v);

/** The channel message of a kit: an embed (name, description, price, icon) and a Buy button. */
export function kitMessageBody(kit: CatalogKit): RESTPostAPIChannelMessageJSONBody {
  const fields = [
    {
      name: 'Price',
      // a running sale: "~~150~~ 120 credits"
      value:
        kit.salePrice !== null && kit.salePrice < kit.price
          ? `~~${kit.price}~~ ${botTexts.kitPrice(kit.salePrice)}`
          : kit.price > 0
            ? botTexts.kitPrice(kit.price)
            : botTexts.kitFree,
      inline: true,
    },
  ];
  if (kitTypeLabel[kit.kitType])
    fields.push({ name: 'Type', value: kitTypeLabel[kit.kitType]!, inline: true });
  if (kit.buyLimit) {
    const per = kit.buyLimit.resetAt === 'never' ? '' : ` (${kit.buyLimit.resetAt})`;
    fields.push({ name: 'Limit', value: `${kit.buyLimit.maxBuys}${per}`, inline: true });
  }
  return {
    content: '',
    embeds: [
      {
        title: kit.name.slice(0, 256),
        description: kit.description.slice(0, 4096) || undefined,
        color: 0x2e7d32,
        fields,
        ...(isHttpUrl(kit.iconUrl) ? { thumbnail: { url: kit.iconUrl } } : {}),
        footer: { text: `Kit #${kit.id}` },
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Success,
            label: botTexts.buyButton,
            custom_id: customIds.buyButton(kit.id),
          },
        ],
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** Fingerprint of a message body: the sync edits a posted message only when this changed. */
export const bodyHash = (body: RESTPostAPIChannelMessageJSONBody) =>
  crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
