import crypto from 'node:crypto';
import { ButtonStyle, ComponentType, type RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { CatalogKit } from '@asa/server';
import { customIds } from '../lib/custom-ids';
import type { BotTexts } from '../lib/texts';

const isHttpUrl = (v: string) => /^https?:\/\/\S+$/i.test(v);

/**
 * The channel message of a kit in the instance's language: an embed (name, description, price, icon) and a
 * Buy button.
 */
export function kitMessageBody(kit: CatalogKit, texts: BotTexts): RESTPostAPIChannelMessageJSONBody {
  const kitTypeLabel: Record<string, string> = {
    multipleChoice: texts.kitTypeMultipleChoice,
    random: texts.kitTypeRandom,
  };
  const fields = [
    {
      name: texts.embedPrice,
      // a running sale: "~~150~~ 120 credits"
      value:
        kit.salePrice !== null && kit.salePrice < kit.price
          ? `~~${kit.price}~~ ${texts.kitPrice(kit.salePrice)}`
          : kit.price > 0
            ? texts.kitPrice(kit.price)
            : texts.kitFree,
      inline: true,
    },
  ];
  if (kitTypeLabel[kit.kitType])
    fields.push({ name: texts.embedType, value: kitTypeLabel[kit.kitType]!, inline: true });
  if (kit.buyLimit) {
    const per = kit.buyLimit.resetAt === 'never' ? '' : ` (${kit.buyLimit.resetAt})`;
    fields.push({ name: texts.embedLimit, value: `${kit.buyLimit.maxBuys}${per}`, inline: true });
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
            label: texts.buyButton,
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
