import { and, eq } from 'drizzle-orm';
import {
  inGameCommandKeys,
  type InGameCommandKey,
  type InGameShopSettings,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { purchases } from '../../db/schema';
import type { InstanceRow } from '../bots/repo';
import { kitSettingsOf } from '../bots/service';
import { listKits, type KitRow } from '../kits/service';
import { getPlayerRow, type PlayerRow } from '../players/service';
import { listServers, type ServerRow } from '../servers/service';
import { listRanks } from '../shop-ranks/service';
import {
  allowedServers,
  buyKitOnce,
  priceOf,
  saleActive,
  listPurchases,
  purchaseView,
  redeemVoucher,
  ShopError,
} from '../shop/engine';
import { parseChatCommand } from './chat-parser';
import { playerOfEosId } from './identity';
import type { InboxRow } from './inbox';
import { n, packReply, toAscii } from './replies';

/** The commands (their configurable words are the settings `<key>Command`). */
export type CommandKey = InGameCommandKey;

/** Kits listed per `+shop` page. */
export const SHOP_PAGE_SIZE = 6;

export interface CommandEnv {
  ctx: AppContext;
  bot: InstanceRow;
  settings: InGameShopSettings;
  server: ServerRow;
  /** The buyer as identified (exactly one online EOS id). */
  eosId: string;
  row: InboxRow;
}

export interface CommandResult {
  outcome: string;
  replies: string[];
  playerId?: number | null;
}

/** `+buy` etc. as the players of this instance type them. */
export const word = (s: InGameShopSettings, key: CommandKey) => `${s.prefix}${s[`${key}Command`]}`;

export function commandKeyOf(settings: InGameShopSettings, name: string): CommandKey | null {
  return inGameCommandKeys.find((key) => settings[`${key}Command`] === name) ?? null;
}

export const linkInstructions = (s: InGameShopSettings) =>
  `Link your game account first: get a code with /link in Discord or on the player portal, then type ${word(s, 'link')} CODE`;

const helpText = (s: InGameShopSettings) =>
  packReply(
    'Commands:',
    [
      `${word(s, 'bal')}`,
      `${word(s, 'shop')} [page|word]`,
      `${word(s, 'buy')} <kit or #> [choice]`,
      `${word(s, 'orders')}`,
      `${word(s, 'redeem')} <kit>`,
      `${word(s, 'link')} <code>`,
    ],
    ', ',
  );

/** Runs one identified command (link is handled by the processor, inside its transaction). */
export async function runCommand(
  env: CommandEnv,
  key: Exclude<CommandKey, 'link'> | null,
): Promise<CommandResult> {
  const { ctx, bot, settings } = env;
  if (key === null)
    return { outcome: 'unknown_command', replies: [`Unknown command. Type ${word(settings, 'help')}`] };
  if (key === 'help') return { outcome: 'ok', replies: helpText(settings) };
  const found = await playerOfEosId(ctx.db, bot.id, env.eosId);
  if (found === 'many')
    return {
      outcome: 'ambiguous_player',
      replies: ['This game account is linked to several players. Ask the staff.'],
    };
  if (!found) return { outcome: 'unlinked', replies: [linkInstructions(settings)] };
  const args = parseChatCommand(env.row.message, settings.prefix)?.args ?? [];
  const result = await byKey[key](env, found, args);
  return { playerId: found.id, ...result };
}

type Handler = (
  env: CommandEnv,
  player: PlayerRow,
  args: string[],
) => Promise<Omit<CommandResult, 'playerId'>>;

const byKey: Record<Exclude<CommandKey, 'help' | 'link'>, Handler> = {
  bal: async (env, player) => {
    const kits = await listKits(env.ctx.db, env.bot.id);
    const vouchers = player.kitVouchers
      .filter((v) => v.count > 0)
      .map((v) => `${kits.find((k) => k.id === v.kitId)?.name ?? 'Deleted kit'} x${v.count}`);
    const head = `Balance: ${n(player.credits)} credits.`;
    return {
      outcome: 'ok',
      replies: packReply(vouchers.length ? `${head} Vouchers:` : head, vouchers, ', '),
    };
  },
  shop: async (env, player, args) => {
    const kits = await buyableHere(env);
    const ranks = (await listRanks(env.ctx.db, env.bot.id)).filter((r) => player.roles.includes(r.id));
    const page = /^\d+$/.test(args[0] ?? '') ? Number(args[0]) : 1;
    const filter = /^\d+$/.test(args[0] ?? '') ? '' : args.join(' ').toLowerCase();
    const listed = filter ? kits.filter((k) => toAscii(k.name).toLowerCase().includes(filter)) : kits;
    if (!listed.length)
      return {
        outcome: 'ok',
        replies: [filter ? `No kit matches ${toAscii(filter)}.` : 'No kits for sale here.'],
      };
    const pages = Math.ceil(listed.length / SHOP_PAGE_SIZE);
    const at = Math.min(Math.max(1, page), pages);
    const items = listed.slice((at - 1) * SHOP_PAGE_SIZE, at * SHOP_PAGE_SIZE).map((k) => {
      // a running sale shows the list price struck through (as in the portal): "~~150~~ 120"
      const price = n(priceOf(k, ranks, env.ctx.now()).price);
      return `#${k.id} ${k.name} ${saleActive(k, env.ctx.now()) ? `~~${n(k.price)}~~ ${price}` : price}`;
    });
    const head = `Shop ${at}/${pages}:`;
    const tail = `Buy: ${word(env.settings, 'buy')} <name or #>${at < pages ? `. More: ${word(env.settings, 'shop')} ${at + 1}` : ''}`;
    return { outcome: 'ok', replies: [...packReply(head, items), tail] };
  },
  buy: (env, player, args) => order(env, player, args, 'buy'),
  redeem: (env, player, args) => order(env, player, args, 'redeem'),
  orders: async (env, player) => {
    const { rows } = await listPurchases(env.ctx, {
      botId: env.bot.id,
      playerId: player.id,
      page: 1,
      pageSize: 4,
    });
    if (!rows.length) return { outcome: 'ok', replies: ['No orders yet.'] };
    return {
      outcome: 'ok',
      replies: packReply(
        'Orders:',
        rows.map((p) => `${p.kitName} ${statusWord(p)}`),
      ),
    };
  },
};

const statusWord = (p: Pick<PurchaseView, 'status' | 'refunded'>) =>
  p.status === 'failed' || p.status === 'expired'
    ? `${p.status}${p.refunded ? ' (refunded)' : ''}`
    : p.status;

/** Enabled kits that may be bought on the line's server (server limits applied), in shop order. */
async function buyableHere(env: CommandEnv): Promise<KitRow[]> {
  const [kits, servers] = await Promise.all([
    listKits(env.ctx.db, env.bot.id),
    listServers(env.ctx.db, env.bot.id),
  ]);
  const settings = kitSettingsOf(env.bot);
  return kits.filter(
    (k) =>
      k.isEnabled && k.isBuyable && allowedServers(k, settings, servers).some((s) => s.id === env.server.id),
  );
}

/**
 * `<kit> [choice]`: the kit by `#id` or id, by its whole name (case and accents ignored), or by a name
 * that starts a single kit's name; a trailing number is the item choice when the rest names a kit.
 */
export function findKit(kits: KitRow[], args: string[]): { kit: KitRow; choice: number | null } | null {
  const norm = (s: string) => toAscii(s).toLowerCase();
  const tryName = (words: string[]): KitRow | null => {
    const q = norm(words.join(' ')).replace(/^#/, '');
    if (!q) return null;
    if (/^\d+$/.test(q)) return kits.find((k) => k.id === Number(q)) ?? null;
    const exact = kits.filter((k) => norm(k.name) === q);
    if (exact.length === 1) return exact[0]!;
    const prefix = kits.filter((k) => norm(k.name).startsWith(q));
    return prefix.length === 1 ? prefix[0]! : null;
  };
  const whole = tryName(args);
  if (whole) return { kit: whole, choice: null };
  const last = args[args.length - 1] ?? '';
  if (args.length > 1 && /^\d+$/.test(last)) {
    const kit = tryName(args.slice(0, -1));
    if (kit) return { kit, choice: Number(last) };
  }
  return null;
}

/** A purchase that an earlier attempt of this inbox row made (a crash between charge and finish). */
async function earlierOrder(ctx: AppContext, botId: number, key: string) {
  const [row] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.botId, botId), eq(purchases.idempotencyKey, key)));
  return row ? purchaseView(ctx, row) : null;
}

async function order(env: CommandEnv, player: PlayerRow, args: string[], mode: 'buy' | 'redeem') {
  const { ctx, bot, server, settings } = env;
  const all = await listKits(ctx.db, bot.id);
  const candidates =
    mode === 'buy'
      ? await buyableHere(env)
      : all.filter((k) => k.isEnabled && player.kitVouchers.some((v) => v.kitId === k.id && v.count > 0));
  const found = findKit(candidates, args);
  if (!found) {
    const hint =
      mode === 'buy' ? `See ${word(settings, 'shop')}` : `See ${word(settings, 'bal')} for your vouchers`;
    return {
      outcome: 'kit_not_found',
      replies: [`No such kit here: ${toAscii(args.join(' ')) || '?'}. ${hint}.`],
    };
  }
  const { kit, choice } = found;
  let itemGroupIndex: number | undefined;
  if (kit.kitType === 'multipleChoice') {
    const groups = [...kit.itemGroups].sort((a, b) => a.index - b.index);
    const picked = choice !== null ? groups[choice - 1] : undefined;
    if (!picked) {
      const cmd = word(settings, mode);
      return {
        outcome: 'choice_required',
        replies: packReply(
          `${kit.name}: choose with ${cmd} ${kit.id} <number>:`,
          groups.map((g, i) => `${i + 1} ${g.name}`),
          ', ',
        ),
      };
    }
    itemGroupIndex = picked.index;
  }
  const key = `in-game:${env.row.id}`;
  const input = {
    botId: bot.id,
    playerId: player.id,
    kitId: kit.id,
    serverId: server.id,
    itemGroupIndex,
    source: 'in-game' as const,
    actor: `In-game (${toAscii(env.row.platformName)})`,
  };
  let purchase: PurchaseView;
  try {
    purchase =
      mode === 'buy'
        ? (await buyKitOnce(ctx, key, input)).purchase
        : ((await earlierOrder(ctx, bot.id, key)) ??
          (await redeemVoucher(ctx, { ...input, idempotencyKey: key })));
  } catch (e) {
    const again = mode === 'redeem' ? await earlierOrder(ctx, bot.id, key) : null;
    if (again) purchase = again;
    else if (e instanceof ShopError) return { outcome: e.code, replies: [refusalText(e, kit, player)] };
    else throw e;
  }
  const after = await getPlayerRow(ctx.db, player.id);
  return {
    outcome: `purchase_${purchase.status}`,
    replies: [purchaseText(purchase, after?.credits ?? 0, itemGroupIndex !== undefined)],
  };
}

function refusalText(e: ShopError, kit: KitRow, player: PlayerRow) {
  if (e.code === 'not_enough_credits') {
    const m = /costs (\d+) credits, but you have only (-?\d+)\.$/.exec(e.message);
    return `Not enough credits: ${n(Number(m?.[1] ?? kit.price))} needed, ${n(Number(m?.[2] ?? player.credits))} left`;
  }
  return toAscii(e.message);
}

/** "Delivered: Starter Set (-150, 1,860 left)" and the other states, for the buyer. */
export function purchaseText(p: PurchaseView, creditsLeft: number, chosen: boolean) {
  const what = chosen && p.itemGroupName ? `${p.kitName} (${p.itemGroupName})` : p.kitName;
  const paid = p.usedVoucher ? 'voucher' : `-${n(p.price)}`;
  switch (p.status) {
    case 'delivered':
      return `Delivered: ${what} (${paid}, ${n(creditsLeft)} left)`;
    case 'waiting':
      return `Waiting: ${what}. ${p.waitingReason}`;
    case 'failed':
    case 'expired':
      return `Failed: ${what}${p.refunded ? ' (given back)' : ''}. ${p.error}`;
    case 'unknown':
      return `Sent ${what}, but the server did not confirm it. The staff will check.`;
    default:
      return `Ordered: ${what} (${paid}), delivering.`;
  }
}
