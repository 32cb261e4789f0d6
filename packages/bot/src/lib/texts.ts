import { orderReason, purchaseStatusLabel, type PurchaseView } from '@asa/domain';

/** A time as a Discord timestamp (each reader sees it in their own time zone). */
const discordTime = (iso: string) => `<t:${Math.floor(new Date(iso).getTime() / 1000)}:f>`;
const gotBack = (voucher: boolean) =>
  voucher ? 'Your voucher was given back.' : 'Your credits were refunded.';

/** Every text the Discord bot shows (shop refusals come from the shop engine as ShopError messages). */
export const botTexts = {
  guildOnly: 'This command only works inside a Discord server.',
  noInstance: 'The shop is not set up for this Discord server yet. An admin can set it up on the dashboard.',
  failed: 'Something went wrong. Please try again in a moment.',
  commandOff: (command: string) =>
    `Nobody may use /${command} on this server: no role is chosen for it in the Command Access settings.`,
  missingRole: (command: string) => `You do not have the Discord role needed to use /${command}.`,
  registerOff: 'The /register command is turned off on this server.',
  registerNeedsId: 'Please give your EOS ID or your Steam ID (or both).',
  registered: (name: string, ids: string) => `You are registered as ${name}. ${ids}`,
  registeredIds: (eosId: string, steamId: string) =>
    [eosId && `EOS ID: ${eosId}.`, steamId && `Steam ID: ${steamId}.`].filter(Boolean).join(' '),
  idTaken: (what: 'EOS ID' | 'Steam ID') =>
    `This ${what} is already registered to another player. Ask an admin if it is yours.`,
  inGameShopOff: 'The in-game shop is not switched on for this Discord server.',
  linkCode: (command: string, minutes: number) =>
    `Type \`${command}\` in the game's global chat within ${minutes} minutes to link your game account. The code works once.`,
  notRegistered: 'You are not registered yet. Use /register with your EOS ID or Steam ID first.',
  notRegisteredNoCommand: 'You are not registered yet. Ask an admin to add you as a player.',
  targetNotRegistered: (user: string) => `${user} is not registered on this server.`,
  balance: (credits: number) => `You have ${credits} credits.`,
  vouchers: (list: string) => `Vouchers: ${list}.`,
  noKits: 'There are no kits for sale at the moment.',
  kitNotFound: 'That kit does not exist. Pick one from the list.',
  rankNotFound: 'That shop rank does not exist. Pick one from the list.',
  chooseServer: (kit: string) => `Which server should "${kit}" be delivered to?`,
  chooseGroup: (kit: string) => `Which item group of "${kit}" do you want?`,
  noServers: (kit: string) => `"${kit}" cannot be delivered to any server at the moment.`,
  delivering: (kit: string, server: string) => `Delivering "${kit}" to ${server}...`,
  delivered: (kit: string, server: string, paid: string) => `"${kit}" was delivered to ${server}. ${paid}`,
  giftDelivered: (kit: string, recipient: string, server: string, paid: string) =>
    `Your gift "${kit}" was delivered to ${recipient} on ${server}. ${paid}`,
  giftDelivering: (kit: string, recipient: string, server: string) =>
    `Sending "${kit}" to ${recipient} on ${server}...`,
  couponUsed: (code: string, off: number) => `Coupon ${code}: ${off} credits off.`,
  paidCredits: (price: number, balance: number | null) =>
    `You paid ${price} credits${balance === null ? '' : `; you have ${balance} left`}.`,
  paidVoucher: 'One voucher was used.',
  deliveryFailed: (kit: string, error: string, refunded: boolean, voucher: boolean) =>
    `"${kit}" could not be delivered: ${error || 'the game server did not answer'}. ` +
    (refunded ? gotBack(voucher) : 'An admin can retry it.'),
  deliveryPending: (kit: string) => `"${kit}" is being delivered. Check /orders in a moment.`,
  /** The order waits (buyer not on the server, or the server unreachable): `reason` is the engine's text. */
  deliveryWaiting: (kit: string, reason: string, expiresAt: string | null, voucher: boolean) =>
    `"${kit}": ${reason} Your order is kept and delivered automatically; see /orders.` +
    (expiresAt
      ? ` If it cannot be delivered by ${discordTime(expiresAt)}, you get your ${voucher ? 'voucher' : 'credits'} back.`
      : ''),
  deliveryUnknown: (kit: string) =>
    `"${kit}" was sent, but the game server did not confirm it. The shop's staff check whether it arrived; please do not order it again.`,
  noOrders: 'You have not ordered any kits yet.',
  ordersAll: 'Your orders:',
  ordersLatest: (shown: number, total: number) => `Your latest ${shown} of ${total} orders:`,
  creditZero: 'The amount must not be 0.',
  credited: (user: string, amount: number, balance: number) =>
    `${amount > 0 ? 'Added' : 'Took'} ${Math.abs(amount)} credits ${amount > 0 ? 'to' : 'from'} ${user}. New balance: ${balance} credits.`,
  gifted: (user: string, count: number, kit: string) =>
    `Gave ${count} voucher${count === 1 ? '' : 's'} for "${kit}" to ${user}. They can use it with /redeem.`,
  rankAdded: (user: string, rank: string) => `${user} now has the shop rank "${rank}".`,
  rankRemoved: (user: string, rank: string) => `${user} no longer has the shop rank "${rank}".`,
  rankBought: (rank: string, balance: number) =>
    `You bought the shop rank "${rank}". Your balance: ${balance} credits.`,
  rankTraded: (rank: string, user: string) => `You gave your shop rank "${rank}" to ${user}.`,
  voteStats: (who: string, s: { total: number; last30Days: number; creditsEarned: number }, sites: string) =>
    `Votes of ${who}: ${s.total} in total, ${s.last30Days} in the last 30 days (${sites}). Credits earned by voting: ${s.creditsEarned}.`,
  kitPrice: (price: number) => `${price} credits`,
  buyButton: 'Buy',
  kitFree: 'Free',
} as const;

/** One line of /orders: `#12 "Starter" on The Island, <time>: Waiting - Waiting for you to join The Island.` */
export function orderLine(p: PurchaseView) {
  const reason = orderReason(p);
  return (
    `#${p.id} "${p.kitName}" on ${p.serverName}, ${discordTime(p.createdAt)}: **${purchaseStatusLabel(p)}**` +
    (reason ? ` - ${reason}` : '')
  );
}
