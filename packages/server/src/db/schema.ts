import { sql } from 'drizzle-orm';
import type { LedgerActorType, LedgerKind, LedgerParams, LedgerRefs, NoticeParams } from '@asa/domain';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    discordId: text('discord_id').notNull(),
    username: text('username').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    email: text('email').notNull().default(''),
    patreonEmail: text('patreon_email').notNull().default(''),
    patreonId: text('patreon_id').notNull().default(''),
    role: integer('role').notNull().default(0),
    tier: integer('tier').notNull().default(0),
    bonusType: integer('bonus_type').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    /** Discord OAuth tokens, encrypted. */
    accessToken: text('access_token').notNull().default(''),
    refreshToken: text('refresh_token').notNull().default(''),
    selfHostingKnownIps: jsonb('self_hosting_known_ips').$type<string[]>().notNull().default([]),
    /** The dashboard language the user chose: '', 'en' or 'de' (issue 27; '' = the browser's). */
    language: text('language').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_discord_id_idx').on(t.discordId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Absolute end (SESSION_DAYS after the login). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Last request with the token (updated at most once a minute); idle end = this + SESSION_IDLE_HOURS. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Browser of the login, shown in the session list on the Settings page. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash)],
);

/** One-time OAuth `state` values (login and bot invite). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  purpose: text('purpose').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const subscriptions = pgTable('subscriptions', {
  discordId: text('discord_id').primaryKey(),
  patreonTier: integer('patreon_tier').notNull().default(0),
  updatedAt: createdAt(),
});

export const botInstances = pgTable(
  'bot_instances',
  {
    id: serial('id').primaryKey(),
    guildId: text('guild_id').notNull(),
    guildName: text('guild_name').notNull().default(''),
    guildIconUrl: text('guild_icon_url').notNull().default(''),
    guildIconUrlBig: text('guild_icon_url_big').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ownerId: text('owner_id').notNull(),
    managers: jsonb('managers').$type<{ discordId: string; permissions: string[] }[]>().notNull().default([]),
    isShopEnabled: boolean('is_shop_enabled').notNull().default(false),
    /** All settings groups as one document; secrets inside are encrypted (see features/bots/secrets.ts). */
    settings: jsonb('settings').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** sha256 of the API key, for `Authorization: BOT <key>` lookups. */
    apiKeyHash: text('api_key_hash').notNull().default(''),
    /**
     * Kit-message sync driven by changes: database triggers (migration 0006) raise the version on every
     * change to the instance's kits, servers or settings; the bot syncs instances whose synced version is
     * behind, holding `kitMessagesLease` meanwhile (a dead syncer's lease expires).
     */
    kitMessagesVersion: integer('kit_messages_version').notNull().default(1),
    kitMessagesSynced: integer('kit_messages_synced').notNull().default(0),
    kitMessagesLease: timestamp('kit_messages_lease', { withTimezone: true, mode: 'date' }),
    /** Audit-log rows of this instance older than this many days are pruned (job prune-audit-log). */
    auditRetentionDays: integer('audit_retention_days').notNull().default(365),
    /**
     * The language of the bot's replies, its DMs and the in-game replies (issue 27): 'en' / 'de', or '' to
     * follow the guild's preferred locale (`guildLocale`, as Discord last reported it).
     */
    language: text('language').notNull().default(''),
    guildLocale: text('guild_locale').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bot_instances_guild_id_idx').on(t.guildId),
    index('bot_instances_owner_idx').on(t.ownerId),
    uniqueIndex('bot_instances_api_key_hash_uq')
      .on(t.apiKeyHash)
      .where(sql`${t.apiKeyHash} <> ''`),
  ],
);

const botRef = () =>
  integer('bot_id')
    .notNull()
    .references(() => botInstances.id, { onDelete: 'cascade' });

export const servers = pgTable(
  'servers',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    name: text('name').notNull(),
    sortingIndex: integer('sorting_index').notNull().default(0),
    serverGroup: text('server_group').notNull().default(''),
    ip: text('ip').notNull(),
    rconPort: integer('rcon_port').notNull(),
    /** Encrypted. */
    rconPassword: text('rcon_password').notNull().default(''),
    nitradoServiceId: integer('nitrado_service_id').notNull().default(0),
    asaBotServerId: text('asa_bot_server_id').notNull().default(''),
    maxPlayers: integer('max_players').notNull().default(100),
    gamePort: integer('game_port').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    hosting: text('hosting').notNull().default('NotSelected'),
    clusterId: text('cluster_id').notNull().default(''),
    sessionName: text('session_name').notNull().default(''),
    map: text('map').notNull().default(''),
    version: text('version').notNull().default(''),
    modIds: jsonb('mod_ids').$type<string[]>().notNull().default([]),
    /** When the RCON monitor checks this server next (claimed and moved on by the job; epoch = due now). */
    monitorDueAt: timestamp('monitor_due_at', { withTimezone: true })
      .notNull()
      .default(sql`'epoch'`),
    createdAt: createdAt(),
  },
  (t) => [
    index('servers_bot_idx').on(t.botId),
    index('servers_monitor_due_idx')
      .on(t.monitorDueAt)
      .where(sql`${t.isEnabled}`),
  ],
);

export const shopRanks = pgTable(
  'shop_ranks',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    sortingIndex: integer('sorting_index').notNull().default(0),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    discount: integer('discount').notNull().default(0),
    passiveCredits: integer('passive_credits').notNull().default(0),
    roleMode: text('role_mode').notNull().default('none'),
    assignDiscordRoleId: text('assign_discord_role_id').notNull().default(''),
    buyRoleEnabled: boolean('buy_role_enabled').notNull().default(false),
    buyRolePrice: integer('buy_role_price').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('shop_ranks_bot_idx').on(t.botId)],
);

export interface ItemGroupRow {
  index: number;
  name: string;
  items: { index: number; command: string }[];
  /** A random kit's weight of the group (issue 37; absent in rows saved before: 1). */
  weight?: number;
}

export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    sortingIndex: integer('sorting_index').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isBuyable: boolean('is_buyable').notNull().default(true),
    messageId: text('message_id').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    price: integer('price').notNull().default(0),
    useBuyLimit: boolean('use_buy_limit').notNull().default(false),
    maxBuys: integer('max_buys').notNull().default(0),
    resetAt: text('reset_at').notNull().default('never'),
    useServerLimit: boolean('use_server_limit').notNull().default(false),
    serverIds: jsonb('server_ids').$type<number[]>().notNull().default([]),
    serverGroups: jsonb('server_groups').$type<string[]>().notNull().default([]),
    kitType: text('kit_type').notNull().default('normal'),
    itemGroups: jsonb('item_groups').$type<ItemGroupRow[]>().notNull().default([]),
    useRoleLimit: boolean('use_role_limit').notNull().default(false),
    requiredRole: integer('required_role'),
    requiredDiscordRoleId: text('required_discord_role_id').notNull().default(''),
    channelId: text('channel_id').notNull().default(''),
    /** Deliver only while the buyer is on the game server. */
    mustBeOnline: boolean('must_be_online').notNull().default(true),
    createdAt: createdAt(),
    /** Units for sale per stock cycle (null: no stock limit); counted in `kit_stock`. */
    stock: integer('stock'),
    /** When the stock refills: never / daily / weekly / monthly (UTC, like the buy limit's windows). */
    stockReset: text('stock_reset').notNull().default('never'),
    /** Timed sale: percent off between saleFrom and saleTo (0: no sale). */
    salePercent: integer('sale_percent').notNull().default(0),
    saleFrom: timestamp('sale_from', { withTimezone: true, mode: 'date' }),
    saleTo: timestamp('sale_to', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('kits_bot_idx').on(t.botId)],
);

/** Units of a kit sold in one stock cycle (`period_start`: the cycle's start, epoch 0 for `never`). */
export const kitStock = pgTable(
  'kit_stock',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kitId, t.periodStart] })],
);

/** Coupon codes of an instance (CouponView of @asa/domain); `uses` counts the purchases holding a use. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    code: text('code').notNull(),
    /** 'percent' | 'fixed' (credits off). */
    kind: text('kind').notNull().default('percent'),
    amount: integer('amount').notNull().default(0),
    /** 'all' | 'kits' (kitIds) | 'ranks' (buyers holding one of rankIds). */
    scope: text('scope').notNull().default('all'),
    kitIds: jsonb('kit_ids').$type<number[]>().notNull().default([]),
    rankIds: jsonb('rank_ids').$type<number[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    /** 0: unlimited. */
    maxUses: integer('max_uses').notNull().default(0),
    maxUsesPerPlayer: integer('max_uses_per_player').notNull().default(0),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    minPrice: integer('min_price').notNull().default(0),
    /** Applies on top of a shop-rank discount (otherwise the better of the two). */
    stackable: boolean('stackable').notNull().default(false),
    creatorTag: text('creator_tag').notNull().default(''),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    /** Paused by the owner: refused like an expired coupon until resumed (migration 0034). */
    paused: boolean('paused').notNull().default(false),
  },
  (t) => [uniqueIndex('coupons_bot_code_uq').on(t.botId, sql`lower(${t.code})`)],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    name: text('name').notNull(),
    deutscheArkServerUser: text('deutsche_ark_server_user').notNull().default(''),
    steamId: text('steam_id').notNull().default(''),
    eosId: text('eos_id').notNull().default(''),
    totalCreditsEarned: integer('total_credits_earned').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    discordId: text('discord_id').notNull().default(''),
    discordName: text('discord_name').notNull().default(''),
    boughtKits: jsonb('bought_kits')
      .$type<{ kitId: number; kitName: string; serverId: number | null; boughtAt: string }[]>()
      .notNull()
      .default([]),
    kitVouchers: jsonb('kit_vouchers').$type<{ kitId: number; count: number }[]>().notNull().default([]),
    roles: jsonb('roles').$type<number[]>().notNull().default([]),
    votingHistory: jsonb('voting_history').$type<{ site: string; votedAt: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    /** When the EOS id was linked in game with `+link` (null: never, or set by hand / registration). */
    eosLinkedAt: timestamp('eos_linked_at', { withTimezone: true, mode: 'date' }),
    /** The buyer gets Discord DMs about their orders (delivered after waiting, expired, failed); portal switch. */
    dmNotifications: boolean('dm_notifications').notNull().default(true),
    /** Last credit change of the player's own (purchase, vote, activity, ...; not admin or passive income), else joined. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The player left the leaderboards (portal switch; issue 37, migration 0035). */
    leaderboardOptOut: boolean('leaderboard_opt_out').notNull().default(false),
  },
  (t) => [
    index('players_bot_idx').on(t.botId),
    // the list order (name, id) within an instance: pages are found by key, not by skipping rows
    index('players_bot_name_id_idx').on(t.botId, t.name, t.id),
    index('players_bot_credits_idx').on(t.botId, t.credits, t.id),
    // the list's other sorts and filters (0019): last active, joined, holds a shop rank
    index('players_bot_active_idx').on(t.botId, t.lastActiveAt, t.id),
    index('players_bot_joined_idx').on(t.botId, t.createdAt, t.id),
    index('players_roles_gin_idx').using('gin', sql`${t.roles} jsonb_path_ops`),
    uniqueIndex('players_bot_discord_uq')
      .on(t.botId, t.discordId)
      .where(sql`${t.discordId} <> ''`),
    // the in-game shop finds the player of an EOS id (compared lower-cased)
    index('players_bot_eos_lower_idx')
      .on(t.botId, sql`lower(${t.eosId})`)
      .where(sql`eos_id <> ''`),
  ],
);

export const creditHistory = pgTable(
  'credit_history',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull().default(''),
    actor: text('actor').notNull().default(''),
    createdAt: createdAt(),
    // the typed ledger (migration 0031, features/players/ledger.ts): kind (`ledgerKinds`), structured actor,
    // references and the parameters of the kind's text
    kind: text('kind').$type<LedgerKind>().notNull().default('other'),
    actorType: text('actor_type').$type<LedgerActorType | ''>().notNull().default(''),
    actorId: text('actor_id').notNull().default(''),
    refs: jsonb('refs').$type<LedgerRefs>().notNull().default({}),
    params: jsonb('params').$type<LedgerParams>().notNull().default({}),
  },
  (t) => [
    index('credit_history_player_idx').on(t.playerId, t.createdAt),
    index('credit_history_bot_created_idx').on(t.botId, t.createdAt),
    // the instance credit history's source filter (a source is a set of kinds)
    index('credit_history_bot_kind_idx').on(t.botId, t.kind, t.createdAt),
  ],
);

/**
 * Counts of an instance kept as it changes (migration 0048, features/overview/instance-counts.ts): purchases
 * per status ('purchases:<status>'), players ('players') and the credits they hold ('credits'). Triggers on
 * purchases and players append each write's change to instance_count_deltas; the `instance-counts` job folds
 * them into instance_counts; a read sums both. No foreign keys: a deleted instance's rows count down to 0.
 */
export const instanceCounts = pgTable(
  'instance_counts',
  {
    botId: integer('bot_id').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'instance_counts_pkey', columns: [t.botId, t.key] })],
);

export const instanceCountDeltas = pgTable(
  'instance_count_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    botId: integer('bot_id').notNull(),
    key: text('key').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('instance_count_deltas_bot_idx').on(t.botId, t.key)],
);

/**
 * The Overview's credit flow of closed UTC days (features/overview/rollup.ts): credits per day and kind (a source
 * such as votes, or spent/refunded/removed), filled from credit_history the first time a range needs a day
 * that ended over an hour ago; a row with kind '' marks a day as filled (also a day without changes).
 */
export const overviewCreditDays = pgTable(
  'overview_credit_days',
  {
    botId: botRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    credits: doublePrecision('credits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.botId, t.day, t.kind] })],
);

/**
 * The Overview's purchases of closed UTC days (features/overview/purchase-rollup.ts, migration 0028): count and
 * credits per day, kit (0: none or deleted), status and refund flag, as the purchases stand now; a row with
 * status '' marks a day as filled. Triggers on purchases forget a day when one of its purchases changes.
 */
export const overviewPurchaseDays = pgTable(
  'overview_purchase_days',
  {
    botId: botRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kitId: integer('kit_id').notNull().default(0),
    kitName: text('kit_name').notNull().default(''),
    status: text('status').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    purchases: integer('purchases').notNull().default(0),
    credits: doublePrecision('credits').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'overview_purchase_days_pk',
      columns: [t.botId, t.day, t.kitId, t.kitName, t.status, t.refunded],
    }),
  ],
);

/** Delivered purchases of closed UTC days per whole seconds to delivery (the median; migration 0028). */
export const overviewDeliveryDays = pgTable(
  'overview_delivery_days',
  {
    botId: botRef(),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull(),
    purchases: integer('purchases').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'overview_delivery_days_pk', columns: [t.botId, t.day, t.seconds] }),
    index('overview_delivery_days_seconds_idx').on(t.botId, t.seconds, t.day),
  ],
);

/**
 * The same delivered purchases per coarse bucket of seconds (16 s below 1,024 s, then 1,024 s, then 65,536 s;
 * purchase-rollup.ts `bucketSql`): a read finds the median's bucket here and reads only its seconds.
 */
export const overviewDeliveryBuckets = pgTable(
  'overview_delivery_buckets',
  {
    botId: botRef(),
    day: date('day', { mode: 'string' }).notNull(),
    bucket: integer('bucket').notNull(),
    purchases: integer('purchases').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'overview_delivery_buckets_pk', columns: [t.botId, t.day, t.bucket] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The English text (the API's `message`; what a row written before 0027 shows). */
    message: text('message').notNull(),
    /** The text's key in the `notices` catalogue of @asa/domain ('' = a row from before 0027: show `message`). */
    key: text('key').notNull().default(''),
    /** The key's parameters (a list: keys of the same catalogue, shown joined). */
    params: jsonb('params').$type<NoticeParams>().notNull().default({}),
    link: text('link').notNull().default(''),
    kind: text('kind').notNull().default('info'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Generic short-lived cache and job bookkeeping (key/value with expiry). */
export const kv = pgTable('kv', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).default(sql`NULL`),
});

/** Nitrado accounts logged in per bot instance (several per instance); tokens encrypted. */
export const nitradoAccounts = pgTable(
  'nitrado_accounts',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    nitradoId: text('nitrado_id').notNull(),
    username: text('username').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('nitrado_accounts_bot_user_uq').on(t.botId, t.nitradoId)],
);

/**
 * Votes credited by the vote-reward job, one row per vote at a site. The unique key is what makes a vote
 * count once: a run inserts the row first (in the same transaction as the claim and the credit), so a second
 * run or a concurrent process finds the row (or waits on it) and skips the vote.
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    /** Null once the player is deleted (the row stays so the vote is never credited again). */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** 'ark-servers.net' | 'deutsche-arkserver.de'. */
    site: text('site').notNull(),
    /** The vote's identity at the site (see features/voting/service.ts). */
    voteRef: text('vote_ref').notNull(),
    credits: integer('credits').notNull().default(0),
    votedAt: timestamp('voted_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_bot_site_ref_uq').on(t.botId, t.site, t.voteRef),
    index('votes_player_idx').on(t.playerId, t.votedAt),
  ],
);

/** Tip4Serv purchase commands executed for an instance: one row per (payment, command), never run twice. */
export const tip4servDeliveries = pgTable(
  'tip4serv_deliveries',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    paymentId: text('payment_id').notNull(),
    commandId: text('command_id').notNull(),
    command: text('command').notNull(),
    /** 'Executed' | 'Failed' (can never run; reported "Executed" to Tip4Serv, owner told). Older rows: 'Not Executed' = Failed. */
    status: text('status').notNull(),
    detail: text('detail').notNull().default(''),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tip4serv_deliveries_uq').on(t.botId, t.paymentId, t.commandId)],
);

/**
 * Kit purchases and voucher redemptions (features/shop/index.ts). Player, kit and server references become
 * null when those rows are deleted; the name copies keep the history readable.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull().default(''),
    kitId: integer('kit_id').references(() => kits.id, { onDelete: 'set null' }),
    kitName: text('kit_name').notNull().default(''),
    serverId: integer('server_id').references(() => servers.id, { onDelete: 'set null' }),
    serverName: text('server_name').notNull().default(''),
    /** 'discord' | 'portal' | 'api' | 'dashboard' | 'tip4serv' | 'in-game'. */
    source: text('source').notNull(),
    /** Credits charged (0 for a voucher redemption). */
    price: integer('price').notNull().default(0),
    usedVoucher: boolean('used_voucher').notNull().default(false),
    itemGroupName: text('item_group_name').notNull().default(''),
    /** PurchaseStatus of @asa/domain (queued, delivering, waiting, delivered, failed, expired, unknown). */
    status: text('status').notNull().default('queued'),
    refunded: boolean('refunded').notNull().default(false),
    /** Legacy per-command results (rows made before purchase_commands existed); new rows keep it empty. */
    results: jsonb('results')
      .$type<{ command: string; ok: boolean; response: string }[]>()
      .notNull()
      .default([]),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    /** Start of the latest delivery attempt (the purchase, or its latest retry). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Copy of the kit's mustBeOnline at purchase time. */
    mustBeOnline: boolean('must_be_online').notNull().default(true),
    /** Why it is waiting (player-readable, English: the API's and the dashboard's text). */
    waitingReason: text('waiting_reason').notNull().default(''),
    /**
     * The same reason as a catalogue key (`waitingKeys` of @asa/domain) and its parameters (migration 0030),
     * shown in the reader's language; '' for rows that started waiting before it (they show the English).
     */
    waitingKey: text('waiting_key').notNull().default(''),
    waitingParams: jsonb('waiting_params').$type<Record<string, string>>().notNull().default({}),
    /**
     * The shop's own reason it was given back (`failureKeys` of @asa/domain: expiry, server gone, owner's
     * refund) and its parameters, next to the English `error` (migration 0030); '' for a game server's answer.
     */
    errorKey: text('error_key').notNull().default(''),
    errorParams: jsonb('error_params').$type<Record<string, string>>().notNull().default({}),
    /** The delivery queue tries a waiting purchase again from this time on. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** A waiting purchase is given back from this time on. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Who is delivering it ('delivering' only) and until when that claim holds. */
    leaseOwner: text('lease_owner').notNull().default(''),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    /** Key API `Idempotency-Key` of the call that made it. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the canonical body of the key API call (a reused key with another body is refused). */
    requestHash: text('request_hash'),
    /** X-Request-Id of the HTTP call that made it (migration 0036; null: made otherwise or before). */
    requestId: text('request_id'),
    /** The player's ids changed between purchase and delivery: what was sent instead (shown on the purchase). */
    idChange: text('id_change').notNull().default(''),
    /** The coupon used (null: none, or deleted since; the code and discount are kept as copies). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code').notNull().default(''),
    /** Credits the coupon took off. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** The purchase holds one use of the coupon (false once given back). */
    couponCounted: boolean('coupon_counted').notNull().default(false),
    /** The stock cycle a unit was taken from (null: none, or given back). */
    stockPeriod: timestamp('stock_period', { withTimezone: true, mode: 'date' }),
    /**
     * The price the buyer agreed to (migration 0032, issue 33): the charge is never above it. Null: the order
     * named none (older purchases, vouchers, a key API call without maxPrice).
     */
    agreedPrice: integer('agreed_price'),
    /**
     * A gift (migration 0023): `playerId` is the recipient (delivery, online check, limits), the buyer who
     * paid (and gets any refund) is `giftFromPlayerId` (null once deleted) / `giftFromName`.
     */
    isGift: boolean('is_gift').notNull().default(false),
    giftFromPlayerId: integer('gift_from_player_id').references(() => players.id, { onDelete: 'set null' }),
    giftFromName: text('gift_from_name').notNull().default(''),
    /** The buyer's message to the recipient (sanitized, at most GIFT_MESSAGE_MAX characters). */
    giftMessage: text('gift_message').notNull().default(''),
    /**
     * An owner's refund (migration 0037, issue 36): the credits given back (at most `price`; 0 for a voucher
     * redemption, whose voucher went back), the reason, who and when. Null / '' otherwise (also for the
     * shop's own refunds of failed and expired orders: `refunded` alone, the whole price).
     */
    refundAmount: integer('refund_amount'),
    refundReason: text('refund_reason').notNull().default(''),
    refundedBy: text('refunded_by').notNull().default(''),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /**
     * A random kit's draw (issue 37, migration 0040): the index of the item group drawn (crypto.randomInt over
     * the groups' weights); null for other kits and purchases made before.
     */
    drawnGroupIndex: integer('drawn_group_index'),
  },
  (t) => [
    index('purchases_coupon_idx')
      .on(t.couponId, t.playerId)
      .where(sql`coupon_id is not null`),
    index('purchases_gift_from_idx')
      .on(t.giftFromPlayerId)
      .where(sql`is_gift`),
    index('purchases_bot_created_idx').on(t.botId, t.createdAt.desc(), t.playerId),
    // the list's default order, newest first with the id as tie-break (0044, issue 40)
    index('purchases_bot_created_id_idx').on(t.botId, t.createdAt.desc(), t.id.desc()),
    index('purchases_player_kit_idx').on(t.playerId, t.kitId, t.createdAt),
    index('purchases_kit_drawn_idx')
      .on(t.kitId, t.drawnGroupIndex)
      .where(sql`drawn_group_index is not null`),
    // the list's filters (0019)
    index('purchases_bot_status_created_idx').on(t.botId, t.status, t.createdAt),
    index('purchases_bot_kit_created_idx').on(t.botId, t.kitId, t.createdAt),
    index('purchases_bot_server_created_idx').on(t.botId, t.serverId, t.createdAt),
    index('purchases_open_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`status in ('queued', 'delivering', 'waiting')`),
    uniqueIndex('purchases_bot_idempotency_uq')
      .on(t.botId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
  ],
);

/** Commands of a purchase, in order, with their progress (PurchaseCommandView of @asa/domain). */
export const purchaseCommands = pgTable(
  'purchase_commands',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    command: text('command').notNull(),
    /**
     * The kit's command with its placeholders ({eos_id} ...), filled again against the player's current
     * ids when the command is marked `sending`; '' for rows from before (their `command` is sent as is).
     */
    template: text('template').notNull().default(''),
    /** pending | sending | ok | error | unknown */
    status: text('status').notNull().default('pending'),
    response: text('response').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('purchase_commands_purchase_position_uq').on(t.purchaseId, t.position)],
);

/** An admin reset of a player's buy limits (one kit, or every kit when kitId is null). */
export const buyLimitResets = pgTable(
  'buy_limit_resets',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kitId: integer('kit_id').references(() => kits.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('buy_limit_resets_player_idx').on(t.playerId, t.createdAt)],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * In-game shop (features/in-game-shop): every player chat line read from a game server with `GetChat`,
 * written in the same step as the read (the game's buffer is gone once read). Commands are processed from
 * here, each once: pending -> processing (claimed with a lease) -> done; plain chat is stored `chat`.
 */
export const inGameInbox = pgTable(
  'in_game_inbox',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    rawLine: text('raw_line').notNull(),
    platformName: text('platform_name').notNull(),
    characterName: text('character_name').notNull().default(''),
    message: text('message').notNull(),
    /** The command word without prefix ('' for plain chat). */
    command: text('command').notNull().default(''),
    /** pending | processing | done | chat */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner').notNull().default(''),
    leaseUntil: at('lease_until'),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    eosId: text('eos_id').notNull().default(''),
    /** Short machine-readable result (ok, unlinked, ambiguous, not_enough_credits, ...). */
    outcome: text('outcome').notNull().default(''),
    reply: text('reply').notNull().default(''),
    createdAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('in_game_inbox_open_idx')
      .on(t.serverId, t.id)
      .where(sql`status in ('pending', 'processing')`),
    index('in_game_inbox_bot_created_idx').on(t.botId, t.createdAt),
  ],
);

/** One chat reader per game server across every process: the lease and what the owner sees of it. */
export const inGameReaders = pgTable('in_game_readers', {
  serverId: integer('server_id')
    .primaryKey()
    .references(() => servers.id, { onDelete: 'cascade' }),
  botId: botRef(),
  leaseOwner: text('lease_owner').notNull().default(''),
  leaseUntil: at('lease_until'),
  nextReadAt: at('next_read_at'),
  lastReadAt: at('last_read_at'),
  lastOkAt: at('last_ok_at'),
  lastError: text('last_error').notNull().default(''),
  failures: integer('failures').notNull().default(0),
});

/** One-time codes a player types in game (`+link <code>`) to tie the game identity to the Discord player. */
export const inGameLinkCodes = pgTable(
  'in_game_link_codes',
  {
    botId: botRef(),
    code: text('code').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    primaryKey({ name: 'in_game_link_codes_pk', columns: [t.botId, t.code] }),
    index('in_game_link_codes_player_idx').on(t.playerId),
  ],
);

/**
 * A version per instance and list (`servers`), bumped by a database trigger on every write to the list's
 * table (migration 0017): list reads answer an unchanged list from a kept copy with an ETag / 304.
 */
export const listVersions = pgTable(
  'list_versions',
  {
    botId: integer('bot_id').notNull(),
    list: text('list').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ name: 'list_versions_pk', columns: [t.botId, t.list] })],
);

/**
 * Who changed what through the API (features/audit): one row per change, only the changed fields of the
 * entity before and after, secrets masked. Instance rows are pruned after the instance's retention days;
 * rows without an instance (admin changes to users) after the default 365 days.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    botId: integer('bot_id').references(() => botInstances.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name at the time (a dashboard user's username, or e.g. "in-game: <player>"). */
    actorName: text('actor_name').notNull().default(''),
    /** 'create' | 'update' | 'delete' or a named operation ('link', 'grantCredits', ...). */
    action: text('action').notNull(),
    /** AuditEntity of @asa/domain ('kit', 'server', 'settings', ...). */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_bot_id_idx').on(t.botId, t.id.desc()),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** Webhooks out (docs/webhooks.md): an instance's receivers, each with its events and signing secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    botId: integer('bot_id')
      .notNull()
      .references(() => botInstances.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** WebhookEvent names of @asa/domain this endpoint receives. */
    events: jsonb('events').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    /** The signing secret, encrypted (ctx.secrets; features/secrets walks it). */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    /** Since when this endpoint's lane has been failing (null: its last attempt was answered 2xx). */
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    /** When the owner was told it has been failing for an hour (null: not told in this streak). */
    alertedAt: timestamp('alerted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_endpoints_bot_id_idx').on(t.botId)],
);

/**
 * The webhook outbox and delivery log: one row per event and endpoint, written in the transaction of the
 * change; a worker claims due rows (lease), sends them and records the last answer. Pruned after 7 days.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    botId: integer('bot_id').notNull(),
    /** The event's id (the body's `id`), the same for every endpoint and every retry. */
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    /** The exact JSON text sent (and signed). */
    body: text('body').notNull(),
    /** 'pending' | 'delivered' | 'failed' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    leaseOwner: text('lease_owner').notNull().default(''),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** HTTP status of the last answer (null: no answer, e.g. a timeout or a refused URL). */
    lastStatus: integer('last_status'),
    /** The last answer's first 200 characters, or the error. */
    lastAnswer: text('last_answer').notNull().default(''),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    /** X-Request-Id of the HTTP call whose work queued it (migration 0036), sent with each attempt. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id.desc()),
    index('webhook_deliveries_lane_idx')
      .on(t.endpointId, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * The processes of the installation (migration 0036): each writes its row at start and every minute
 * (lib/process-heartbeat.ts); the site-admin status page lists them.
 */
export const processes = pgTable('processes', {
  /** host:pid:start time */
  id: text('id').primaryKey(),
  role: text('role').notNull(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  commit: text('commit').notNull().default(''),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Transfers of credits between players (issue 37, migration 0035, features/transfers): written in one
 * transaction with the sender's and the receiver's credit-history rows; the idempotency key is unique per
 * instance (a retried command answers the first transfer).
 */
export const creditTransfers = pgTable(
  'credit_transfers',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    fromPlayerId: integer('from_player_id').references(() => players.id, { onDelete: 'set null' }),
    toPlayerId: integer('to_player_id').references(() => players.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull().default(''),
    toName: text('to_name').notNull().default(''),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    /** 'discord' | 'in-game' | 'portal'. */
    source: text('source').notNull(),
    actor: text('actor').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_transfers_bot_key_uq').on(t.botId, t.idempotencyKey),
    index('credit_transfers_from_idx').on(t.fromPlayerId, t.createdAt),
    index('credit_transfers_bot_created_idx').on(t.botId, t.createdAt),
  ],
);

/**
 * Playtime credits (issue 37, migration 0040, features/playtime): the newest sample slot each game server was
 * sampled for (ListPlayers); a conditional upsert claims a slot for one process.
 */
export const playtimeServers = pgTable('playtime_servers', {
  serverId: integer('server_id')
    .primaryKey()
    .references(() => servers.id, { onDelete: 'cascade' }),
  botId: botRef(),
  lastSlot: timestamp('last_slot', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Online minutes and sessions per player, server and UTC day; `lastSlot` keeps a slot from counting twice. */
export const playtimeDays = pgTable(
  'playtime_days',
  {
    botId: botRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    lastSlot: timestamp('last_slot', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'playtime_days_pk', columns: [t.playerId, t.serverId, t.day] }),
    index('playtime_days_bot_day_idx').on(t.botId, t.day),
  ],
);

/**
 * One row per credited interval of a player's day (the online minute it completes): the unique key makes each
 * interval credit exactly once across processes and restarts.
 */
export const playtimeCredits = pgTable(
  'playtime_credits',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    onlineMinute: integer('online_minute').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('playtime_credits_interval_uq').on(t.playerId, t.day, t.onlineMinute),
    index('playtime_credits_bot_day_idx').on(t.botId, t.day),
  ],
);

/**
 * Seasons (issue 37, migration 0043, features/seasons): one row per season an owner started (the time before
 * the first row is season 0). `settings`: what was reset; `summary`: the preview's numbers as applied.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    botId: botRef(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedBy: text('started_by').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('seasons_bot_number_uq').on(t.botId, t.number)],
);

/**
 * Weekly leaderboard posts (issue 37, migration 0046, features/leaderboards): one row per instance and week
 * (its Monday) whose top players were posted; the unique key makes the post once per instance and week.
 */
export const leaderboardPosts = pgTable(
  'leaderboard_posts',
  {
    botId: botRef(),
    week: date('week', { mode: 'string' }).notNull(),
    channelId: text('channel_id').notNull().default(''),
    players: integer('players').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leaderboard_posts_bot_week_uq').on(t.botId, t.week)],
);
