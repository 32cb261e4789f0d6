/**
 * The in-game shop over RCON chat (docs/in-game-shop.md): what the scheduler, the Discord bot, the portal
 * and the dashboard call.
 */
export { runInGameReaders } from './reader';
export { createLinkCode, LINK_CODE_TTL_MS } from './link-codes';
export {
  relayToGame,
  RELAY_TO_GAME_LIMIT,
  type DiscordChatMessage,
  type RelayToGameResult,
} from './relay-to-game';
