/** Business constants of SPEC section 9. */
export const MASKED_PASSWORD = '**********';
export const REFRESH_INTERVAL_MS = 60_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const CAROUSEL_SLIDES = 7;
/** Every toast, the clipboard's "Copied to clipboard" included. */
export const TOAST_DURATION_MS = 2_000;

export const PAGE_SIZES = {
  servers: 50,
  shopRanks: 50,
  players: 50,
  kits: 25,
  permissions: 25,
  notifications: 25,
  adminUsers: 25,
  syncComparison: 20,
  kitItemGroups: 1000,
  /** Not in the spec: the Purchases log (a page of the same size as the kits list). */
  purchases: 25,
  /** Not in the spec: the instance's credit history (a page of the same size as the purchases log). */
  creditHistory: 25,
  /** Not in the spec: the Audit log. */
  auditLog: 50,
} as const;
/** Admin users page size options; -1 means all. */
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 25, 50, 100, -1] as const;

export const MAX_BUYABLE_SHOP_RANKS = 10;
export const MAX_ITEM_CHOICE_GROUPS = 25;
export const PASSIVE_INCOME_INTERVAL_HOURS = 24;

export const DEFAULT_MAX_PLAYERS = 100;
export const DEFAULT_SERVER_HOSTING = 'NotSelected';
export const DEFAULT_TIMEZONE = 'UTC';
export const DEFAULT_ACTIVITY_COOLDOWN = 60;
export const DEFAULT_MIN_POINTS = 1;
export const DEFAULT_MAX_POINTS = 5;

export const PORT_MIN = 1;
export const PORT_MAX = 65535;
export const MAX_PLAYERS_MIN = 1;
export const MAX_PLAYERS_MAX = 1000;
export const NAME_MAX = 100;
export const HOST_MAX = 100;
export const RCON_PASSWORD_MIN = 5;
export const RCON_PASSWORD_MAX = 100;
export const MANAGER_DISCORD_ID_MAX = 30;
export const PLAYER_DISCORD_ID_MIN = 15;
export const PLAYER_DISCORD_ID_MAX = 25;
export const STEAM_ID_LENGTH = 17;
export const EOS_ID_MIN = 30;
export const EOS_ID_MAX = 40;

/** Monthly pledge in euros for Free and Tier 1..4. */
export const PLEDGE_EUROS = [0, 3, 6, 9, 12] as const;
export const INACTIVE_ACCOUNT_DELETION_YEARS = 3;
export const AUTO_SYNC_INTERVAL_MINUTES = 60;
export const VOTE_CHECK_INTERVAL_MINUTES = 60;
export const VOTE_WINDOW_HOURS = 24;
export const NOTIFICATION_RETENTION_DAYS = 90;
export const COPYRIGHT_LINE = '© 2023-2024 ASA Discord Shop Bot';

/** Web-shop (Tip4Serv) command forms. */
export const tip4ServCommands = {
  credit: (discordId: string, amount: number | string) => `credit ${discordId} ${amount}`,
  rank: (discordId: string, action: 'add' | 'remove', roleId: string | number) =>
    `rank ${discordId} ${action} ${roleId}`,
  gift: (discordId: string, kitId: string | number) => `gift ${discordId} ${kitId}`,
};
