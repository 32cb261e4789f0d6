import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  botInstanceSchema,
  defaultBotSettings,
  guildLanguage,
  hasPermission,
  isFeatureEffective,
  effectiveTier,
  limitsForTier,
  Tier,
  tierFeatureRule,
  tierFeatureRules,
  tierIncludes,
  type TierFeature,
  type BotInstance,
  type Limits,
  type PermissionName,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { isTransaction, prepared } from '../../db/prepared';
import { botInstances, notifications, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, forbidden } from '../../lib/errors';
import { assertPublicHost, OutboundRefused } from '../../lib/outbound-guard';
import { assertGuildRefs, changedRefs, settingsRefFields } from './guild-refs';
import type { UserRow } from '../../db/rows';
import type { InstanceRow } from './repo';
import { decryptSettings, encryptSettings, maskSecret, secretSettingFields, unmaskSecret } from './secrets';
import { recordAudit } from '../audit/service';
import { noticeColumns } from '../notifications/service';

const settingsKeys = Object.keys(defaultBotSettings()) as (keyof ReturnType<typeof defaultBotSettings>)[];

/** Row -> API shape: settings merged over their defaults, secrets decrypted. */
export function toBotInstance(ctx: AppContext, row: InstanceRow): BotInstance {
  const defaults = defaultBotSettings() as Record<string, Record<string, unknown>>;
  const stored = decryptSettings(row.settings ?? {}, ctx.secrets);
  const settings: Record<string, Record<string, unknown>> = {};
  for (const k of settingsKeys) settings[k] = { ...defaults[k], ...(stored[k] ?? {}) };
  return {
    id: row.id,
    guildId: row.guildId,
    guildName: row.guildName,
    guildIconUrl: row.guildIconUrl,
    guildIconUrlBig: row.guildIconUrlBig,
    isActive: row.isActive,
    ownerId: row.ownerId,
    managers: row.managers as BotInstance['managers'],
    isShopEnabled: row.isShopEnabled,
    language: row.language as BotInstance['language'],
    ...settings,
  } as BotInstance;
}

/** toBotInstance of rows read more than once (the auth cache's), for reading only: never changed by a caller. */
const readOnlySettings = new WeakMap<InstanceRow, BotInstance>();
function settingsToRead(ctx: AppContext, row: InstanceRow): BotInstance {
  let bot = readOnlySettings.get(row);
  if (!bot) readOnlySettings.set(row, (bot = toBotInstance(ctx, row)));
  return bot;
}

/** The language the instance's bot, DMs and in-game replies speak (its setting, else the guild's locale). */
export const instanceLanguage = (row: Partial<Pick<InstanceRow, 'language' | 'guildLocale'>>) =>
  guildLanguage(row.language ?? '', row.guildLocale);

/**
 * The kit settings of an instance row merged over their defaults: what the shop engine reads on every
 * purchase, without decrypting (and cloning) the whole settings document as toBotInstance does. The kit
 * settings hold no secret (secretSettingFields).
 */
export function kitSettingsOf(row: InstanceRow): BotInstance['kitSettings'] {
  const stored = (row.settings as Record<string, Record<string, unknown>> | null)?.kitSettings;
  return { ...defaultKitSettings, ...(stored ?? {}) } as BotInstance['kitSettings'];
}
const defaultKitSettings = defaultBotSettings().kitSettings;

/** Instances the user owns or manages (active ones). */
export async function instancesForUser(db: Db, user: UserRow): Promise<InstanceRow[]> {
  return db
    .select()
    .from(botInstances)
    .where(
      and(
        eq(botInstances.isActive, true),
        or(
          eq(botInstances.ownerId, user.discordId),
          sql`${botInstances.managers} @> ${JSON.stringify([{ discordId: user.discordId }])}::jsonb`,
        ),
      ),
    )
    .orderBy(botInstances.id);
}

/** The owner's stored tier: every gated read asks it, so it is kept built (db/prepared.ts). */
const ownerTierQuery = (db: Db) =>
  prepared(db, 'owner_tier', (db) =>
    db
      .select({ tier: users.tier })
      .from(users)
      .where(eq(users.discordId, sql.placeholder('discordId')))
      .limit(1)
      .prepare('owner_tier'),
  );

/**
 * The instance's tier decides its limits: its owner's tier, raised to the installation's SELF_HOSTED_TIER
 * (docs/decisions/2026-11-26-self-hosted-tier.md).
 */
export async function ownerTier(
  ctx: Pick<AppContext, 'config' | 'db'>,
  row: InstanceRow,
  db: Db | Tx = ctx.db,
) {
  const owner = isTransaction(db)
    ? await db.select({ tier: users.tier }).from(users).where(eq(users.discordId, row.ownerId)).limit(1)
    : await ownerTierQuery(db as Db).execute({ discordId: row.ownerId });
  return effectiveTier((owner[0]?.tier ?? Tier.Free) as Tier, ctx.config.selfHostedTier);
}

export async function limitsOf(
  ctx: Pick<AppContext, 'config' | 'db'>,
  row: InstanceRow,
  db: Db | Tx = ctx.db,
): Promise<Limits> {
  return limitsForTier(await ownerTier(ctx, row, db));
}

/**
 * Is this feature effective for this instance now: switched on and included in the owner's current tier
 * (the domain's tier rule table). Route guards, jobs, the bot and the portal all ask this.
 */
export async function featureOn(
  ctx: AppContext,
  row: InstanceRow,
  feature: TierFeature,
  /** The row's settings when the caller has them already (toBotInstance decrypts them). */
  bot: BotInstance = settingsToRead(ctx, row),
): Promise<boolean> {
  return isFeatureEffective(feature, await ownerTier(ctx, row), bot);
}

/**
 * The rows for which `featureOn` answers true (in order): the owners' tiers are read in ONE query for all
 * rows (jobs pass hundreds of instances per run), not one per row.
 */
export async function withFeatureOn(ctx: AppContext, rows: InstanceRow[], feature: TierFeature) {
  if (!rows.length) return [];
  const owners = [...new Set(rows.map((r) => r.ownerId))];
  const tiers = new Map<string, number>();
  for (let i = 0; i < owners.length; i += 5_000) {
    const found = await ctx.db
      .select({ discordId: users.discordId, tier: users.tier })
      .from(users)
      .where(inArray(users.discordId, owners.slice(i, i + 5_000)));
    for (const u of found) tiers.set(u.discordId, u.tier);
  }
  return rows.filter((row) =>
    isFeatureEffective(
      feature,
      effectiveTier((tiers.get(row.ownerId) ?? Tier.Free) as Tier, ctx.config.selfHostedTier),
      toBotInstance(ctx, row),
    ),
  );
}

/** SQL: the boolean setting `group.key` of an instance row is on (its default when it was never saved). */
export function onInSettings(group: string, key: string): SQL {
  const defaults = defaultBotSettings() as Record<string, Record<string, unknown>>;
  const byDefault = defaults[group]?.[key] === true;
  return sql`coalesce((${botInstances.settings} -> ${group}::text ->> ${key}::text)::boolean, ${byDefault})`;
}

/**
 * The active instances on which `feature` is effective, for a job's batch: the feature's switch is tested
 * in the query (an instance with the feature off is not even read), `where` narrows further (e.g. a second
 * switch), then the owners' tiers in one more query (withFeatureOn). Two statements per batch however many
 * instances exist.
 */
export async function activeWithFeature(ctx: AppContext, feature: TierFeature, where?: SQL) {
  const rule = tierFeatureRule(feature);
  const switched = rule.group && rule.switch ? onInSettings(rule.group, rule.switch) : undefined;
  const rows = await ctx.db
    .select()
    .from(botInstances)
    .where(and(eq(botInstances.isActive, true), switched, where))
    .orderBy(botInstances.id);
  return withFeatureOn(ctx, rows, feature);
}

/** Settings groups and who may change them through PUT /api/bots (Owner for the owner-only pages). */
const groupPermission: Record<string, PermissionName> = {
  apiSettings: 'Owner',
  discordActivitySettings: 'Owner',
  kitSettings: 'Kits_Edit',
  commandSettings: 'Commands_Edit',
  asaBotSyncSettings: 'AsaBotSync_Edit',
  nitradoSettings: 'Nitrado_Edit',
  deutscheArkServerSettings: 'VotingIntegration_Edit',
  arkServersNetSettings: 'VotingIntegration_Edit',
  shopRoleSettings: 'Roles_Edit',
  tip4ServSettings: 'Kits_Edit',
  inGameShopSettings: 'Kits_Edit',
  userPortalSettings: 'UserPortal_Edit',
  // transfers between players move credits: the owner's call (issue 37)
  transferSettings: 'Owner',
  // playtime credits create credits: the owner's call, like transfers (issue 37)
  playtimeSettings: 'Owner',
  // where the weekly top players are posted in the guild (issue 37)
  leaderboardSettings: 'Owner',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A settings group of a feature the owner's tier does not include is read-only (its data is kept): the only
 * change accepted is switching the feature off. Answers the feature's tier notice otherwise.
 */
function checkTierGate(
  tier: Tier,
  group: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  for (const rule of tierFeatureRules) {
    if (!rule.switch || rule.group !== group || tierIncludes(tier, rule.feature)) continue;
    if (!same({ ...before, [rule.switch]: false }, after)) throw forbidden(rule.notice);
  }
}

/**
 * Applies a whole-instance save from the dashboard. Only changed parts are checked: each changed settings
 * group needs its Edit permission, managers need Owner, the shop switch needs Kits_Edit, and the group of a
 * feature above the owner's tier can only be switched off. Identity fields (guild, owner, api key) are never taken from
 * the body.
 */
export async function updateInstance(
  ctx: AppContext,
  user: UserRow,
  row: InstanceRow,
  input: BotInstance,
): Promise<BotInstance> {
  const current = toBotInstance(ctx, row);
  const tier = await ownerTier(ctx, row);
  const next: Record<string, Record<string, unknown>> = {};
  for (const k of settingsKeys) {
    const before = (current as unknown as Record<string, Record<string, unknown>>)[k];
    let after = { ...((input as unknown as Record<string, Record<string, unknown>>)[k] ?? before) };
    if (k === 'apiSettings') after = { ...after, apiKey: before.apiKey };
    // a masked secret (what callers without the edit permission see) keeps the stored value
    for (const [g, f] of secretSettingFields)
      if (g === k && f in after) after = { ...after, [f]: unmaskSecret(after[f], before[f]) };
    if (!same(before, after)) {
      if (!hasPermission(user, row, groupPermission[k]!)) throw forbidden();
      checkTierGate(tier, k, before, after);
    }
    next[k] = after;
  }
  if (!same(current.managers, input.managers) && !hasPermission(user, row, 'Owner')) throw forbidden();
  if (current.isShopEnabled !== input.isShopEnabled && !hasPermission(user, row, 'Kits_Edit'))
    throw forbidden();
  if (current.language !== input.language && !hasPermission(user, row, 'Commands_Edit')) throw forbidden();
  await checkSettingsTargets(ctx, next, current.asaBotSyncSettings.apiUrl);
  const cur = current as unknown as Record<string, Record<string, unknown>>;
  await assertGuildRefs(
    ctx,
    row.guildId,
    Object.entries(settingsRefFields).flatMap(([g, fields]) => changedRefs(cur[g], next[g], fields, `${g}.`)),
  );
  const managers = dedupeManagers(input.managers);
  // The API key is taken from the row as it is at write time, not as loaded: a key recreated in between
  // (POST /api/bots/recreateApiKey) must stay the one stored next to its hash.
  const stored = JSON.stringify(encryptSettings(next, ctx.secrets));
  const keyNow = sql`coalesce(${botInstances.settings} #> '{apiSettings,apiKey}', '""'::jsonb)`;
  const settings = sql`jsonb_set(${stored}::jsonb, '{apiSettings,apiKey}', ${keyNow})`;
  const updated = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(botInstances)
      .set({ settings, managers, isShopEnabled: input.isShopEnabled, language: input.language })
      .where(eq(botInstances.id, row.id))
      .returning();
    await recordAudit(tx, {
      botId: row.id,
      entity: 'settings',
      entityId: row.id,
      before: { ...pickGroups(cur), isShopEnabled: current.isShopEnabled, language: current.language },
      after: { ...pickGroups(next), isShopEnabled: input.isShopEnabled, language: input.language },
    });
    const byManager = (list: typeof managers) =>
      Object.fromEntries(list.map((m) => [m.discordId, m.permissions]));
    await recordAudit(tx, {
      botId: row.id,
      entity: 'permissions',
      entityId: row.id,
      before: byManager(row.managers),
      after: byManager(managers),
    });
    return updated;
  });
  ctx.cache.invalidate('instance', row.id);
  const added = managers.filter((m) => !row.managers.some((o) => o.discordId === m.discordId));
  if (added.length)
    await notifyNewManagers(
      ctx,
      updated!,
      added.map((m) => m.discordId),
    );
  return toBotInstance(ctx, updated!);
}

/** The settings groups of an instance (the API key is never audited: it only changes by recreateApiKey). */
function pickGroups(groups: Record<string, Record<string, unknown>>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const k of settingsKeys) out[k] = groups[k] ?? {};
  return out;
}

/** User-set URLs of the settings must pass the outbound guard (400 on the field otherwise). */
async function checkSettingsTargets(
  ctx: AppContext,
  settings: Record<string, Record<string, unknown>>,
  storedUrl: string,
) {
  const asaBot = settings.asaBotSyncSettings;
  const url = typeof asaBot?.apiUrl === 'string' ? asaBot.apiUrl : '';
  if (!url || url === storedUrl) return;
  try {
    await assertPublicHost(new URL(url).hostname, ctx.config.allowPrivateTargets);
  } catch (e) {
    if (!(e instanceof OutboundRefused)) throw e;
    const message = 'The API URL points to a private or local network address, which is not allowed here.';
    throw badRequest(message, { 'asaBotSyncSettings.apiUrl': message });
  }
}

/** Tells each new manager (when they have an account) and the owner that a manager was added. */
async function notifyNewManagers(ctx: AppContext, bot: InstanceRow, discordIds: string[]) {
  const people = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.discordId, [...discordIds, bot.ownerId]));
  const rows = [];
  for (const id of discordIds) {
    const manager = people.find((p) => p.discordId === id);
    if (manager)
      rows.push({
        userId: manager.id,
        ...noticeColumns({
          key: 'managerAdded',
          params: { guild: bot.guildName, named: String(!!bot.guildName) },
        }),
        link: '/servers',
        kind: 'manager',
        createdAt: ctx.now(),
      });
  }
  const owner = people.find((p) => p.discordId === bot.ownerId);
  if (owner)
    rows.push({
      userId: owner.id,
      ...noticeColumns({
        key: 'managersAdded',
        params: {
          count: discordIds.length,
          guild: bot.guildName,
          named: String(!!bot.guildName),
          ids: discordIds.join(', '),
        },
      }),
      link: '/permissions',
      kind: 'manager',
      createdAt: ctx.now(),
    });
  if (rows.length) await ctx.db.insert(notifications).values(rows);
}

function dedupeManagers(list: BotInstance['managers']) {
  const seen = new Map<string, { discordId: string; permissions: string[] }>();
  for (const m of list)
    seen.set(m.discordId, { discordId: m.discordId, permissions: [...new Set(m.permissions)] });
  return [...seen.values()];
}

export async function recreateApiKey(ctx: AppContext, row: InstanceRow): Promise<BotInstance> {
  const key = randomToken(24);
  const settings = decryptSettings(row.settings ?? {}, ctx.secrets);
  settings.apiSettings = {
    ...(defaultBotSettings().apiSettings as object),
    ...(settings.apiSettings ?? {}),
    apiKey: key,
  };
  const updated = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(botInstances)
      .set({ settings: encryptSettings(settings, ctx.secrets), apiKeyHash: sha256(key) })
      .where(eq(botInstances.id, row.id))
      .returning();
    const entity = { botId: row.id, entity: 'settings', entityId: row.id, action: 'recreateApiKey' } as const;
    await recordAudit(tx, { ...entity, before: { apiKey: row.apiKeyHash }, after: { apiKey: key } });
    return updated;
  });
  ctx.cache.invalidate('instance', row.id);
  return toBotInstance(ctx, updated!);
}

export const parseBotInstance = (value: unknown) => botInstanceSchema.parse(value);

/**
 * Creates the instance of a guild the bot was added to, or re-activates it and refreshes its guild data
 * (invite flow and bot runtime). The guild's Discord owner becomes the instance owner.
 */
export async function ensureInstance(
  ctx: AppContext,
  guild: {
    guildId: string;
    guildName: string;
    guildIconUrl: string;
    guildIconUrlBig: string;
    ownerId: string;
    /** The guild's preferred locale as Discord reports it (kept when not given). */
    guildLocale?: string;
  },
): Promise<InstanceRow> {
  const [row] = await ctx.db
    .insert(botInstances)
    .values({
      ...guild,
      isActive: true,
      settings: encryptSettings(defaultBotSettings() as never, ctx.secrets),
    })
    .onConflictDoUpdate({
      target: botInstances.guildId,
      set: {
        guildName: guild.guildName,
        guildIconUrl: guild.guildIconUrl,
        guildIconUrlBig: guild.guildIconUrlBig,
        ownerId: guild.ownerId,
        isActive: true,
        ...(guild.guildLocale === undefined ? {} : { guildLocale: guild.guildLocale }),
      },
    })
    .returning();
  ctx.cache.invalidate('instance', row!.id);
  return row!;
}

/** Who may see each secret in clear: the API key is the owner's; integration keys need the edit permission. */
const secretReaders: Record<string, PermissionName> = {
  apiSettings: 'Owner',
  asaBotSyncSettings: 'AsaBotSync_Edit',
  tip4ServSettings: 'Kits_Edit',
  deutscheArkServerSettings: 'VotingIntegration_Edit',
  arkServersNetSettings: 'VotingIntegration_Edit',
};

/** The instance as one caller may see it: secrets they may not edit come back masked. */
export function instanceForCaller(ctx: AppContext, row: InstanceRow, user: UserRow): BotInstance {
  const bot = toBotInstance(ctx, row) as unknown as Record<string, Record<string, unknown>>;
  for (const [g, f] of secretSettingFields) {
    if (bot[g]?.[f] && !hasPermission(user, row, secretReaders[g]!))
      bot[g] = { ...bot[g], [f]: maskSecret(bot[g][f]) };
  }
  return bot as unknown as BotInstance;
}
