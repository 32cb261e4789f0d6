import { and, eq, sql } from 'drizzle-orm';
import { VOTE_WINDOW_HOURS, type Limits, type TierFeature } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, players, votes } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import {
  ArkServersClient,
  ARK_SERVERS_SITE,
  mayBeCut,
  ARK_SERVERS_VOTER_ID,
} from '../../integrations/votes/ark-servers';
import { VoteSiteUnexpectedAnswer } from '../../integrations/votes/http';
import {
  DeutscheArkServerClient,
  DEUTSCHE_ARKSERVER_SITE,
  parseDasKey,
} from '../../integrations/votes/deutsche-arkserver';
import type { InstanceRow } from '../bots/repo';
import { featureOn, limitsOf, toBotInstance } from '../bots/service';
import { queueDiscordMessage } from '../discord-activity/outbox';
import { emitWebhook } from '../webhooks/emit';
import { recordJobOutcome } from '../notifications/job-health';
import { clearUnexpectedAnswer, reportUnexpectedAnswer } from '../notifications/unexpected-answer';
import { ledgerActors, recordCredit } from '../players/ledger';
import { playerByDiscordId } from '../players/service';
import { InstanceFailures } from '../../lib/each-instance';

type PlayerRow = typeof players.$inferSelect;
export type VoteSite = typeof ARK_SERVERS_SITE | typeof DEUTSCHE_ARKSERVER_SITE;
export const VOTE_SITES: VoteSite[] = [ARK_SERVERS_SITE, DEUTSCHE_ARKSERVER_SITE];
export const VOTE_ACTOR = 'Vote reward';
export const voteReason = (site: VoteSite) => `Vote on ${site}`;

/** A vote found at a site, before it is matched to a player. */
interface SiteVote {
  /** Identity of the vote at the site (unique per instance and site; see the table `votes`). */
  ref: string;
  /** Steam/EOS id (ark-servers.net) or the site's user name (deutsche-arkserver.de). */
  voter: string;
  votedAt: Date;
  nickname: string;
  /** What to claim at the site. */
  claimId: string;
}

interface VoteSettings {
  isEnabled: boolean;
  creditsPerVote: number;
  timezone: string;
  isVoteLoggingEnabled: boolean;
  voteLoggingChannelId: string;
}

/** What differs between the two sites. */
interface SiteAdapter {
  site: VoteSite;
  feature: TierFeature & keyof Limits;
  link: string;
  settings(bot: InstanceRow): VoteSettings & { keys: string[] };
  /**
   * Unclaimed votes of one key: from the site's list, plus (ark-servers.net, when its list was cut at the
   * documented maximum inside the 24-hour window) one check per registered player the list did not show.
   * `odd` are voter ids of a form the site is not known to send (reported, never credited).
   */
  fetch(key: string, registered: PlayerRow[], since: number): Promise<{ votes: SiteVote[]; odd: string[] }>;
  /** True when the site confirmed the claim of this vote just now. */
  claim(key: string, vote: SiteVote): Promise<boolean>;
  matches(player: PlayerRow, voter: string): boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

function adapters(ctx: AppContext): SiteAdapter[] {
  const ark = new ArkServersClient({ apiUrl: ctx.config.arkServersApiUrl });
  const das = new DeutscheArkServerClient({ apiUrl: ctx.config.deutscheArkServerApiUrl });
  return [
    {
      site: ARK_SERVERS_SITE,
      feature: 'arkServerNetVoting',
      link: '/votingArkServer',
      settings: (bot) => {
        const s = toBotInstance(ctx, bot).arkServersNetSettings;
        return { ...s, keys: s.serverKeys };
      },
      fetch: async (key, registered, since) => {
        // the key itself is a secret: only a fingerprint goes into the vote's identity
        const keyId = sha256(key).slice(0, 16);
        const list = (await ark.votes(key)).votes;
        const odd = [...new Set(list.map((v) => v.steamid).filter((id) => !ARK_SERVERS_VOTER_ID.test(id)))];
        const votes: SiteVote[] = list
          .filter((v) => v.claimed === '0' && v.steamid !== '' && v.timestamp > 0)
          .filter((v) => ARK_SERVERS_VOTER_ID.test(v.steamid))
          .map((v) => ({
            ref: `${keyId}:${v.steamid}:${v.timestamp}`,
            voter: v.steamid,
            votedAt: new Date(v.timestamp * 1000),
            nickname: v.nickname,
            claimId: v.steamid,
          }));
        const oldest = Math.min(...list.map((v) => v.timestamp * 1000));
        if (!mayBeCut(list.length) || oldest < since) return { votes, odd };
        // the list is full and still inside the window: older votes of the day may be cut off (the API has
        // no offset), so every registered player the list did not show is checked one by one
        const listed = new Set(list.map((v) => norm(v.steamid)));
        const hour = Math.floor(ctx.now().getTime() / 3_600_000);
        for (const p of registered) {
          const ids = [p.steamId, p.eosId]
            .map((x) => x.trim())
            .filter((x) => x && ARK_SERVERS_VOTER_ID.test(x));
          if (ids.length === 0 || ids.some((id) => listed.has(norm(id)))) continue;
          for (const id of ids) {
            if ((await ark.check(key, id)) !== 1) continue;
            votes.push({
              ref: `${keyId}:${id}:checked:${hour}`,
              voter: id,
              votedAt: ctx.now(),
              nickname: p.name,
              claimId: id,
            });
            break;
          }
        }
        return { votes, odd };
      },
      claim: (key, vote) => ark.claim(key, vote.claimId),
      matches: (p, voter) =>
        (p.steamId !== '' && p.steamId === voter.trim()) || (p.eosId !== '' && norm(p.eosId) === norm(voter)),
    },
    {
      site: DEUTSCHE_ARKSERVER_SITE,
      feature: 'deutscheArkServerVoting',
      link: '/votingDas',
      settings: (bot) => {
        const s = toBotInstance(ctx, bot).deutscheArkServerSettings;
        return { ...s, keys: s.voteRewardKeys };
      },
      fetch: async (key) => {
        const serverId = parseDasKey(key)?.serverId ?? '';
        const votes = (await das.unclaimed(key)).map((v) => ({
          ref: `${serverId}:${v.id}`,
          voter: v.username,
          votedAt: v.votedAt,
          nickname: v.username,
          claimId: v.id,
        }));
        return { votes, odd: [] };
      },
      claim: async (key, vote) => {
        await das.claim(key, [vote.claimId]);
        return true;
      },
      matches: (p, voter) => p.deutscheArkServerUser !== '' && norm(p.deutscheArkServerUser) === norm(voter),
    },
  ];
}

/** The claim was refused by the site: the transaction is rolled back and the vote is not credited. */
class NotClaimed extends Error {}

function formatTime(at: Date, timezone: string) {
  const opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return `${new Intl.DateTimeFormat('en-GB', { ...opts, timeZone: timezone || 'UTC' }).format(at)} (${timezone || 'UTC'})`;
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { ...opts, timeZone: 'UTC' }).format(at)} (UTC)`;
  }
}

/**
 * Credits one vote exactly once. In one transaction: the vote's row is inserted first (the unique key
 * (bot, site, voteRef) makes a concurrent run wait on this row and then skip the vote), then the vote is
 * claimed at the site, then the credits, the credit-history row, the voting-history entry and the vote-log
 * message are written. A refused or failed claim rolls everything back, so the vote is tried again next run.
 * If the process dies after the site confirmed the claim but before the commit, the vote is lost rather
 * than counted twice. Answers 1 when credited, 0 otherwise.
 */
async function creditVote(
  ctx: AppContext,
  bot: InstanceRow,
  adapter: SiteAdapter,
  settings: VoteSettings,
  key: string,
  vote: SiteVote,
  player: PlayerRow,
): Promise<number> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(votes)
        .values({
          botId: bot.id,
          playerId: player.id,
          site: adapter.site,
          voteRef: vote.ref,
          credits: settings.creditsPerVote,
          votedAt: vote.votedAt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: votes.id });
      if (!row) return 0;
      if (!(await adapter.claim(key, vote))) throw new NotClaimed();
      const entry = { site: adapter.site, votedAt: vote.votedAt.toISOString() };
      const extra = (locked: PlayerRow) => ({ votingHistory: [...locked.votingHistory, entry] });
      const amount = settings.creditsPerVote;
      let updated: PlayerRow | null;
      if (amount > 0) {
        updated = await recordCredit(
          tx,
          now,
          {
            playerId: player.id,
            delta: amount,
            kind: 'vote',
            actor: ledgerActors.system('voting', VOTE_ACTOR),
            refs: { voteSite: adapter.site },
            params: { site: adapter.site },
          },
          extra,
        );
      } else {
        const [locked] = await tx.select().from(players).where(eq(players.id, player.id)).for('update');
        updated = locked
          ? ((await tx.update(players).set(extra(locked)).where(eq(players.id, player.id)).returning())[0] ??
            null)
          : null;
      }
      if (!updated) throw new NotClaimed();
      await emitWebhook(
        tx,
        bot.id,
        'vote.credited',
        { playerId: updated.id, site: adapter.site, credits: amount },
        now,
      );
      if (settings.isVoteLoggingEnabled && settings.voteLoggingChannelId) {
        const who = updated.discordId ? `${updated.name} (<@${updated.discordId}>)` : updated.name;
        await queueDiscordMessage(
          tx,
          `vote:${bot.id}:${row.id}`,
          {
            botId: bot.id,
            channelId: settings.voteLoggingChannelId,
            text: `${who} voted on ${adapter.site} at ${formatTime(vote.votedAt, settings.timezone)} and received ${amount} credits. Balance: ${updated.credits}.`,
          },
          now,
        );
      }
      return 1;
    });
  } catch (e) {
    if (e instanceof NotClaimed) return 0;
    throw e;
  }
}

export interface VoteRunResult {
  credited: number;
  failures: string[];
}

/** One site for one instance: every key, every unclaimed vote of the last 24 hours by a registered player. */
async function runSite(ctx: AppContext, bot: InstanceRow, adapter: SiteAdapter, _limits: Limits) {
  const settings = adapter.settings(bot);
  if (!(await featureOn(ctx, bot, adapter.feature))) return null;
  const keys = settings.keys.map((k) => k.trim()).filter(Boolean);
  if (keys.length === 0) return null;
  const registered = await ctx.db.select().from(players).where(eq(players.botId, bot.id));
  const since = ctx.now().getTime() - VOTE_WINDOW_HOURS * 3_600_000;
  let credited = 0;
  const errors: string[] = [];
  const unexpected: VoteSiteUnexpectedAnswer[] = [];
  const odd: string[] = [];
  for (const key of keys) {
    try {
      const found = await adapter.fetch(key, registered, since);
      odd.push(...found.odd);
      for (const vote of found.votes) {
        if (vote.votedAt.getTime() < since) continue;
        const player = registered.find((p) => adapter.matches(p, vote.voter));
        if (!player) continue;
        credited += await creditVote(ctx, bot, adapter, settings, key, vote, player);
      }
    } catch (e) {
      if (e instanceof VoteSiteUnexpectedAnswer) unexpected.push(e);
      else errors.push((e as Error).message);
    }
  }
  await reportShapes(ctx, bot, adapter, keys, unexpected, odd);
  return { credited, errors };
}

/** Integration names under which unexpected answers are reported (one notice each, see unexpected-answer.ts). */
const shapeIntegration = (site: VoteSite) => site;
const voterIdIntegration = (site: VoteSite) => `${site} voter ids`;

/**
 * Answers of an unknown shape are not failures of the run (they would repeat every hour): the owner is told
 * once per site with what was received (keys redacted), and told again only after a good answer.
 */
async function reportShapes(
  ctx: AppContext,
  bot: InstanceRow,
  adapter: SiteAdapter,
  keys: string[],
  unexpected: VoteSiteUnexpectedAnswer[],
  odd: string[],
) {
  const secrets = keys.flatMap((k) => [k, parseDasKey(k)?.apiKey ?? '']);
  const common = { secrets, link: adapter.link, area: 'VotingIntegration_View' as const };
  if (unexpected[0])
    await reportUnexpectedAnswer(ctx, bot, {
      ...common,
      integration: shapeIntegration(adapter.site),
      expected: unexpected[0].expected,
      received: unexpected[0].received,
    });
  else await clearUnexpectedAnswer(ctx, bot, shapeIntegration(adapter.site));
  if (odd.length)
    await reportUnexpectedAnswer(ctx, bot, {
      ...common,
      integration: voterIdIntegration(adapter.site),
      expected: 'voter ids that are a SteamID64 (17 digits) or an EOS id (32 hex characters)',
      received: `voter ids ${odd
        .slice(0, 5)
        .map((x) => JSON.stringify(x))
        .join(', ')}`,
    });
  else await clearUnexpectedAnswer(ctx, bot, voterIdIntegration(adapter.site));
}

/**
 * Job (hourly): for each active instance, and each vote site it enabled and its tier allows, credits the
 * votes of the last 24 hours of registered players once each (see creditVote). Three failed runs in a row
 * for an instance and site notify its owner once. Failures are thrown together after all instances ran, so
 * the scheduler logs them.
 */
export async function runVoteRewards(ctx: AppContext): Promise<VoteRunResult> {
  const bots = await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true));
  let credited = 0;
  const failures: string[] = [];
  for (const bot of bots) {
    let limits: Limits;
    try {
      limits = await limitsOf(ctx, bot);
    } catch (e) {
      failures.push(`bot instance ${bot.id}: ${(e as Error).message}`);
      continue;
    }
    for (const adapter of adapters(ctx)) {
      let outcome: { credited: number; errors: string[] } | null;
      try {
        outcome = await runSite(ctx, bot, adapter, limits);
      } catch (e) {
        outcome = { credited: 0, errors: [(e as Error).message] };
      }
      if (!outcome) continue;
      credited += outcome.credited;
      const error = outcome.errors.join('; ');
      await recordJobOutcome(ctx, bot, `votes:${adapter.site}`, error ? { ok: false, error } : { ok: true }, {
        notice: (err) => ({ key: 'votesFailing', params: { site: adapter.site, error: err } }),
        link: adapter.link,
        area: 'VotingIntegration_View',
        kind: 'vote-job-failing',
      });
      if (error) failures.push(`bot instance ${bot.id}, ${adapter.site}: ${error}`);
    }
  }
  if (failures.length) {
    const err = new InstanceFailures(
      failures.map((f) => new Error(f)),
      `vote-rewards failed: ${failures.join(' | ')}`,
    );
    Object.assign(err, { result: { credited, failures } satisfies VoteRunResult });
    throw err;
  }
  return { credited, failures };
}

export interface VoteStats {
  total: number;
  last30Days: number;
  perSite: Record<VoteSite, number>;
  creditsEarned: number;
}

/** Vote statistics of a player for `/voteStats` (null when the Discord user is not registered). */
export async function voteStats(
  ctx: AppContext,
  botId: number,
  discordId: string,
): Promise<VoteStats | null> {
  const player = await playerByDiscordId(ctx.db, botId, discordId);
  if (!player) return null;
  const since = new Date(ctx.now().getTime() - 30 * 86_400_000);
  const rows = await ctx.db
    .select({
      site: votes.site,
      n: sql<number>`count(*)::int`,
      recent: sql<number>`count(*) filter (where ${votes.votedAt} >= ${since.toISOString()})::int`,
      credits: sql<number>`coalesce(sum(${votes.credits}), 0)::int`,
    })
    .from(votes)
    .where(and(eq(votes.botId, botId), eq(votes.playerId, player.id)))
    .groupBy(votes.site);
  const perSite = Object.fromEntries(VOTE_SITES.map((s) => [s, 0])) as Record<VoteSite, number>;
  let total = 0;
  let last30Days = 0;
  let creditsEarned = 0;
  for (const r of rows) {
    perSite[r.site as VoteSite] = Number(r.n);
    total += Number(r.n);
    last30Days += Number(r.recent);
    creditsEarned += Number(r.credits);
  }
  return { total, last30Days, perSite, creditsEarned };
}
