import { and, eq } from 'drizzle-orm';
import {
  inGameCommandKeys,
  errorText,
  kitOdds,
  kitOddsText,
  purchaseStatusLabel,
  waitingText,
  shopText,
  type InGameCommandKey,
  type InGameShopSettings,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { purchases } from '../../db/schema';
import type { InstanceRow } from '../bots/repo';
import { instanceLanguage, kitSettingsOf } from '../bots/service';
import { saleActive } from '../kits/service';
import { listKits, type KitRow } from '../kits/service';
import { getPlayerRow, type PlayerRow } from '../players/service';
import { playtimeToday } from '../playtime/service';
import { listServers, type ServerRow } from '../servers/service';
import { listRanks } from '../shop-ranks/service';
import {
  allowedServers,
  buyKitOnce,
  priceOf,
  listPurchases,
  purchaseView,
  redeemVoucher,
  ShopError,
  priceAgreedAt,
} from '../shop';
import type { OnlinePlayer } from '../../integrations/rcon/list-players';
import { parseChatCommand } from './chat-parser';
import { payCommand } from './pay';
import { topCommand } from './top';
import { playerOfEosId } from './identity';
import type { InboxRow } from './inbox';
import { n, packReply, textsOf, toAscii } from './replies';

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
  /** The server's online list of this batch (`+pay <name>` looks the receiver up in it). */
  onlineList?: () => Promise<OnlinePlayer[] | null>;
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

export const linkInstructions = (env: Pick<CommandEnv, 'bot' | 'settings'>) =>
  textsOf(env.bot)('linkInstructions', { link: word(env.settings, 'link') });

const helpText = (env: CommandEnv, s: InGameShopSettings) =>
  packReply(
    langOf(env),
    textsOf(env.bot)('commands'),
    [
      `${word(s, 'bal')}`,
      `${word(s, 'shop')} [page|word]`,
      `${word(s, 'buy')} <kit or #> [choice]`,
      `${word(s, 'orders')}`,
      `${word(s, 'redeem')} <kit>`,
      `${word(s, 'pay')} <name or #id> <amount>`,
      `${word(s, 'top')} [earned|votes|kits|playtime] [week|month|all]`,
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
  const say = textsOf(bot);
  if (key === null)
    return { outcome: 'unknown_command', replies: [say('unknownCommand', { help: word(settings, 'help') })] };
  if (key === 'help') return { outcome: 'ok', replies: helpText(env, settings) };
  const found = await playerOfEosId(ctx.db, bot.id, env.eosId);
  if (found === 'many')
    return {
      outcome: 'ambiguous_player',
      replies: [say('ambiguousPlayer')],
    };
  if (!found) return { outcome: 'unlinked', replies: [linkInstructions(env)] };
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
    const say = textsOf(env.bot);
    const kits = await listKits(env.ctx.db, env.bot.id);
    const vouchers = player.kitVouchers
      .filter((v) => v.count > 0)
      .map((v) => `${kits.find((k) => k.id === v.kitId)?.name ?? say('deletedKit')} x${v.count}`);
    const credits = n(player.credits, langOf(env));
    // playtime credits of today (issue 37), while the instance's playtime credits are on
    const today = await playtimeToday(env.ctx, env.bot, player.id);
    const head =
      today === null
        ? say(vouchers.length ? 'balanceVouchers' : 'balance', { credits })
        : say(vouchers.length ? 'balanceTodayVouchers' : 'balanceToday', {
            credits,
            today: n(today, langOf(env)),
          });
    return {
      outcome: 'ok',
      replies: packReply(langOf(env), head, vouchers, ', '),
    };
  },
  shop: async (env, player, args) => {
    const say = textsOf(env.bot);
    const lang = langOf(env);
    const kits = await buyableHere(env);
    const ranks = (await listRanks(env.ctx.db, env.bot.id)).filter((r) => player.roles.includes(r.id));
    const page = /^\d+$/.test(args[0] ?? '') ? Number(args[0]) : 1;
    const filter = /^\d+$/.test(args[0] ?? '') ? '' : args.join(' ').toLowerCase();
    const listed = filter ? kits.filter((k) => toAscii(k.name).toLowerCase().includes(filter)) : kits;
    if (!listed.length)
      return {
        outcome: 'ok',
        replies: [filter ? say('noKitMatches', { filter: toAscii(filter) }) : say('noKitsHere')],
      };
    const pages = Math.ceil(listed.length / SHOP_PAGE_SIZE);
    const at = Math.min(Math.max(1, page), pages);
    const items = listed.slice((at - 1) * SHOP_PAGE_SIZE, at * SHOP_PAGE_SIZE).map((k) => {
      // a running sale shows the list price struck through (as in the portal): "~~150~~ 120"
      const price = n(priceOf(k, ranks, env.ctx.now()).price, lang);
      const line = `#${k.id} ${k.name} ${saleActive(k, env.ctx.now()) ? `~~${n(k.price, lang)}~~ ${price}` : price}`;
      // a random kit's odds before buying (issue 37)
      return k.kitType === 'random' ? `${line} (${kitOddsText(kitOdds(k.itemGroups), lang, ' / ')})` : line;
    });
    const head = say('shopPage', { page: at, pages });
    const buy = word(env.settings, 'buy');
    const tail =
      at < pages
        ? say('shopMore', { buy, shop: word(env.settings, 'shop'), next: at + 1 })
        : say('shopBuy', { buy });
    return { outcome: 'ok', replies: [...packReply(lang, head, items), tail] };
  },
  buy: (env, player, args) => order(env, player, args, 'buy'),
  redeem: (env, player, args) => order(env, player, args, 'redeem'),
  pay: payCommand,
  top: topCommand,
  orders: async (env, player) => {
    const { rows } = await listPurchases(env.ctx, {
      botId: env.bot.id,
      playerId: player.id,
      page: 1,
      pageSize: 4,
    });
    const say = textsOf(env.bot);
    if (!rows.length) return { outcome: 'ok', replies: [say('noOrders')] };
    return {
      outcome: 'ok',
      replies: packReply(
        langOf(env),
        say('orders'),
        rows.map((p) => `${p.kitName} ${purchaseStatusLabel(say, p)}`),
      ),
    };
  },
};

const langOf = (env: Pick<CommandEnv, 'bot'>) => instanceLanguage(env.bot);

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
  const say = textsOf(bot);
  if (!found) {
    const asked = toAscii(args.join(' ')) || '?';
    return {
      outcome: 'kit_not_found',
      replies: [
        mode === 'buy'
          ? say('noSuchKitShop', { kit: asked, shop: word(settings, 'shop') })
          : say('noSuchKitVouchers', { kit: asked, bal: word(settings, 'bal') }),
      ],
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
          langOf(env),
          say('chooseGroup', { kit: kit.name, command: cmd, id: kit.id }),
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
    // the price when the player typed the line (what +shop showed then): a charge above it is refused
    ...(mode === 'buy'
      ? {
          shownPrice: await priceAgreedAt(
            ctx,
            { botId: bot.id, playerId: player.id, kitId: kit.id },
            env.row.createdAt,
          ),
        }
      : {}),
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
    else if (e instanceof ShopError) return { outcome: e.code, replies: [refusalText(env, e)] };
    else throw e;
  }
  const after = await getPlayerRow(ctx.db, player.id);
  return {
    outcome: `purchase_${purchase.status}`,
    replies: [purchaseText(env, purchase, after?.credits ?? 0, itemGroupIndex !== undefined)],
  };
}

/**
 * A refusal of the shop engine in the instance's language (its `ShopText`), ASCII; "not enough credits" in
 * the shorter in-game words with grouped numbers.
 */
function refusalText(env: CommandEnv, e: ShopError) {
  const lang = langOf(env);
  if (e.text?.key === 'notEnoughCredits') {
    const { price, credits } = e.text.params ?? {};
    return textsOf(env.bot)('notEnoughCredits', {
      price: n(Number(price), lang),
      credits: n(Number(credits), lang),
    });
  }
  return toAscii(e.text ? shopText(lang, e.text) : e.message, lang);
}

/** "Delivered: Starter Set (-150, 1,860 left)" and the other states, for the buyer. */
export function purchaseText(
  env: Pick<CommandEnv, 'bot'>,
  p: PurchaseView,
  creditsLeft: number,
  chosen: boolean,
) {
  const say = textsOf(env.bot);
  const lang = langOf(env);
  const what = chosen && p.itemGroupName ? `${p.kitName} (${p.itemGroupName})` : p.kitName;
  const paid = p.usedVoucher ? say('voucher') : `-${n(p.price, lang)}`;
  switch (p.status) {
    case 'delivered':
      return say('delivered', { what, paid, credits: n(creditsLeft, lang) });
    case 'waiting':
      return say('waiting', { what, reason: p.waiting ? waitingText(say, p.waiting) : p.waitingReason });
    case 'failed':
    case 'expired':
      return say(p.refunded ? 'failedGivenBack' : 'failed', { what, error: errorText(say, p) });
    case 'unknown':
      return say('unconfirmed', { what });
    default:
      return say('ordered', { what, paid });
  }
}
