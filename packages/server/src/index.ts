/**
 * The server's public surface for the other workspace packages (the Discord bot): what a process needs to start
 * (config, runtime, HTTP server) and the services the bot calls. Everything else in src/ is internal; the
 * package.json `exports` map and the lint rule in eslint.boundaries.js keep it that way. Tables and row types:
 * '@asa/server/db'; test helpers and local fakes: '@asa/server/testing'.
 */
export { loadConfig, loadConfigOrExit, type Config } from './config';
export type { AppContext } from './context';
export { createRuntime, type Runtime } from './bootstrap';
export { startProcess, type BotStarter } from './start';
export { takeLease } from './jobs/scheduler';
export { HttpError } from './lib/errors';
// request ids (UUID v7) of the bot's interactions, followed into the purchases and outbox rows they write
export { currentRequestId, newRequestId, withRequestId } from './lib/request-context';
export { discordGateway } from './lib/metrics';
export {
  addShopRank,
  buyKit,
  buyShopRank,
  grantVoucher,
  kitCatalog,
  kitPriceFor,
  priceAgreedAt,
  listPurchases,
  redeemVoucher,
  runDeliveryQueue,
  removeShopRank,
  tradeShopRank,
  ShopError,
  type CatalogKit,
} from './features/shop';
export { allowedServers } from './features/shop/ordering/rules';
// the job that re-renders kit messages when a timed sale starts or ends (the bot's kit-message test drives it)
export { refreshSaleMessages } from './features/shop/promotions/sale-messages';
export { getKitRow, listKits, type KitRow } from './features/kits/service';
export { listRanks, type ShopRankRow } from './features/shop-ranks/service';
export { listServers } from './features/servers/service';
export {
  createPlayer,
  getPlayerRow,
  playerByDiscordId,
  updatePlayer,
  type PlayerRow,
} from './features/players/service';
export { ledgerActors, recordCredit } from './features/players/ledger';
export { ACTIVITY_REASON, awardActivity, type ActivityAward } from './features/discord-activity/service';
export {
  ackDiscordMessage,
  claimDiscordOutbox,
  listDiscordOutbox,
  OUTBOX_LEASE_MS,
  queueDiscordMessage,
  releaseDiscordMessages,
  renewDiscordOutbox,
} from './features/discord-activity/outbox';
export { withHeartbeat, WORK_LEASE_MS } from './lib/work-queue';
export { ensureInstance, instanceLanguage, toBotInstance } from './features/bots/service';
export { getInstanceRow, type InstanceRow } from './features/bots/repo';
export { voteStats } from './features/voting/service';
export {
  createLinkCode,
  LINK_CODE_TTL_MS,
  relayToGame,
  RELAY_TO_GAME_LIMIT,
  type RelayToGameResult,
} from './features/in-game-shop/service';
export { DEMO_GUILD_ID, demoPersonas } from './features/demo/personas';
export { sendCredits, type TransferInput } from './features/transfers/service';
export { leaderboard, seasonExists } from './features/leaderboards/service';
export { playtimeToday } from './features/playtime/service';
