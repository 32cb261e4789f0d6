import {
  botText,
  botTextKeys,
  commandName,
  errorText,
  kitOddsText,
  orderReason,
  purchaseStatusLabel,
  shopText,
  waitingText,
  type BotTextKey,
  type KitOdd,
  type Language,
  type PurchaseView,
  type ShopText,
  type TextParams,
} from '@asa/domain';

/** A time as a Discord timestamp (each reader sees it in their own time zone). */
const discordTime = (iso: string) => `<t:${Math.floor(new Date(iso).getTime() / 1000)}:f>`;

/**
 * Every text the Discord bot shows, in the instance's language (catalogues
 * packages/domain/src/locales/<lang>/bot.json; the shop engine's refusals are its `ShopText`s, rendered from
 * shop.json by `refusal`).
 */
export function textsIn(lang: Language) {
  const t = (key: BotTextKey, params?: TextParams) => botText(lang, key, params);
  const paidCredits = (price: number, balance: number | null) =>
    balance === null ? t('paidCredits', { price }) : t('paidCreditsLeft', { price, balance });
  // every text without placeholders as a plain string (`texts.noKits`), then the ones with parameters
  const plain = Object.fromEntries(botTextKeys.map((k) => [k, t(k)])) as Record<BotTextKey, string>;
  return {
    ...plain,
    lang,
    /** A refusal of the shop engine (a ShopError's `text`, or `shopRefusals.x(...)`) in this language. */
    refusal: (text: ShopText) => shopText(lang, text),
    /** `command` is the command's own name; the text names it as a reader of the language types it. */
    commandOff: (command: string) => t('commandOff', { command: commandName(lang, command) }),
    missingRole: (command: string) => t('missingRole', { command: commandName(lang, command) }),
    registered: (name: string, ids: string) => t('registered', { name, ids }),
    registeredIds: (eosId: string, steamId: string) =>
      [eosId && t('registeredEos', { id: eosId }), steamId && t('registeredSteam', { id: steamId })]
        .filter(Boolean)
        .join(' '),
    idTaken: (what: 'EOS ID' | 'Steam ID') => t('idTaken', { what }),
    linkCode: (command: string, minutes: number) => t('linkCode', { command, minutes }),
    targetNotRegistered: (user: string) => t('targetNotRegistered', { user }),
    balance: (credits: number) => t('balance', { credits }),
    playtimeToday: (credits: number) => t('playtimeToday', { credits }),
    kitOdds: (odds: readonly KitOdd[]) => t('kitOdds', { list: kitOddsText(odds, lang) }),
    vouchers: (list: string) => t('vouchers', { list }),
    chooseServer: (kit: string) => t('chooseServer', { kit }),
    chooseGroup: (kit: string) => t('chooseGroup', { kit }),
    noServers: (kit: string) => t('noServers', { kit }),
    delivering: (kit: string, server: string) => t('delivering', { kit, server }),
    delivered: (kit: string, server: string, paid: string) => t('delivered', { kit, server, paid }),
    giftDelivered: (kit: string, recipient: string, server: string, paid: string) =>
      t('giftDelivered', { kit, recipient, server, paid }),
    giftDelivering: (kit: string, recipient: string, server: string) =>
      t('giftDelivering', { kit, recipient, server }),
    couponUsed: (code: string, off: number) => t('couponUsed', { code, off }),
    paidCredits,
    /** `error`: the purchase's error, in this language when it is one of the shop's own (`failure`). */
    deliveryFailed: (
      kit: string,
      error: Pick<PurchaseView, 'error' | 'failure'>,
      refunded: boolean,
      voucher: boolean,
    ) =>
      `${t('deliveryFailed', { kit, error: errorText(t, error) || t('noAnswer') })} ` +
      (refunded ? t(voucher ? 'voucherBack' : 'creditsBack') : t('adminCanRetry')),
    deliveryPending: (kit: string) => t('deliveryPending', { kit }),
    /**
     * The order waits (buyer not on the server, or the server unreachable): why, in this language (the
     * stored English for a purchase that started waiting before reasons had keys).
     */
    deliveryWaiting: (
      kit: string,
      reason: Pick<PurchaseView, 'waiting' | 'waitingReason'>,
      expiresAt: string | null,
      voucher: boolean,
    ) =>
      t('deliveryWaiting', {
        kit,
        reason: reason.waiting ? waitingText(t, reason.waiting) : reason.waitingReason,
      }) +
      (expiresAt
        ? ` ${t('deliveryWaitingUntil', { time: discordTime(expiresAt), voucher: String(voucher) })}`
        : ''),
    deliveryUnknown: (kit: string) => t('deliveryUnknown', { kit }),
    ordersLatest: (shown: number, total: number) => t('ordersLatest', { shown, total }),
    credited: (user: string, amount: number, balance: number) =>
      t('credited', { added: String(amount > 0), amount: Math.abs(amount), user, balance }),
    gifted: (user: string, count: number, kit: string) => t('gifted', { user, count, kit }),
    rankAdded: (user: string, rank: string) => t('rankAdded', { user, rank }),
    rankRemoved: (user: string, rank: string) => t('rankRemoved', { user, rank }),
    rankBought: (rank: string, balance: number) => t('rankBought', { rank, balance }),
    rankTraded: (rank: string, user: string) => t('rankTraded', { rank, user }),
    leaderboardTitle: (metric: string, period: string) => t('leaderboardTitle', { metric, period }),
    leaderboardRow: (rank: number, name: string, value: number) => t('leaderboardRow', { rank, name, value }),
    leaderboardSeasonTitle: (metric: string, season: number, frozen: boolean) =>
      t('leaderboardSeasonTitle', { metric, season, frozen: String(frozen) }),
    transferSent: (user: string, amount: number, fee: number, balance: number) =>
      t('transferSent', { user, amount, fee: String(fee), balance }),
    voteStats: (
      who: string,
      s: { total: number; last30Days: number; creditsEarned: number },
      sites: string,
    ) =>
      t('voteStats', {
        who,
        sites,
        total: s.total,
        last30Days: s.last30Days,
        creditsEarned: s.creditsEarned,
      }),
    kitPrice: (price: number) => t('kitPrice', { price }),
    chooseServerMenuMore: (n: number) => t('chooseServerMenuMore', { n }),
    serverPage: (from: number, to: number) => t('serverPage', { from, to }),
    groupN: (n: number) => t('groupN', { n }),
    /** One line of /orders: `#12 "Starter" on The Island, <time>: **Waiting** - Waiting for you to join The Island.` */
    orderLine(p: PurchaseView) {
      const reason = orderReason(t, p);
      const line = t('orderLine', {
        id: p.id,
        kit: p.kitName,
        server: p.serverName,
        time: discordTime(p.createdAt),
        status: purchaseStatusLabel(t, p),
      });
      return reason ? `${line} - ${reason}` : line;
    },
  };
}

export type BotTexts = ReturnType<typeof textsIn>;

/** The English texts (the source; tests compare answers with them). */
export const botTexts = textsIn('en');
