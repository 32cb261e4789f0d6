import { VOTE_WINDOW_HOURS } from '@asa/domain';
import type { AppContext } from '../../context';
import { ArkServersClient, ARK_SERVERS_SITE } from '../../integrations/votes/ark-servers';
import {
  DeutscheArkServerClient,
  DEUTSCHE_ARKSERVER_SITE,
  parseDasKey,
} from '../../integrations/votes/deutsche-arkserver';
import { VoteSiteUnexpectedAnswer } from '../../integrations/votes/http';
import type { InstanceRow } from '../bots/repo';
import { toBotInstance } from '../bots/service';
import { redactReceived } from '../notifications/unexpected-answer';
import type { VoteSite } from './service';

export interface KeyCheck {
  /** The key as shown to the user: the last 4 characters (ark-servers.net) or the server id. */
  key: string;
  ok: boolean;
  /** What the site answered, in words. */
  text: string;
}

const masked = (key: string) => `…${key.slice(-4)}`;

/**
 * The "Check connection" of a vote-site page: reads each saved key's vote list once (the same call and the
 * same shape checks as the hourly job, nothing is claimed) and says what the site answered. Secrets never
 * appear in the answer.
 */
export async function checkVoteSite(ctx: AppContext, bot: InstanceRow, site: VoteSite): Promise<KeyCheck[]> {
  const instance = toBotInstance(ctx, bot);
  const keys = (
    site === ARK_SERVERS_SITE
      ? instance.arkServersNetSettings.serverKeys
      : instance.deutscheArkServerSettings.voteRewardKeys
  )
    .map((k) => k.trim())
    .filter(Boolean);
  const since = ctx.now().getTime() - VOTE_WINDOW_HOURS * 3_600_000;
  const out: KeyCheck[] = [];
  for (const key of keys) {
    const secrets = [key, parseDasKey(key)?.apiKey ?? ''];
    const label = site === ARK_SERVERS_SITE ? masked(key) : (parseDasKey(key)?.serverId ?? masked(key));
    try {
      if (site === ARK_SERVERS_SITE) {
        const { name, votes } = await new ArkServersClient({ apiUrl: ctx.config.arkServersApiUrl }).votes(
          key,
        );
        const open = votes.filter((v) => v.claimed === '0' && v.timestamp * 1000 >= since).length;
        out.push({
          key: label,
          ok: true,
          text: `Connected to ${ARK_SERVERS_SITE} server "${name}": ${votes.length} vote${votes.length === 1 ? '' : 's'} listed, ${open} unclaimed in the last ${VOTE_WINDOW_HOURS} hours.`,
        });
      } else {
        const votes = await new DeutscheArkServerClient({
          apiUrl: ctx.config.deutscheArkServerApiUrl,
        }).unclaimed(key);
        out.push({
          key: label,
          ok: true,
          text: `Connected to ${DEUTSCHE_ARKSERVER_SITE}: ${votes.length} unclaimed vote${votes.length === 1 ? '' : 's'}.`,
        });
      }
    } catch (e) {
      const text =
        e instanceof VoteSiteUnexpectedAnswer
          ? `${e.message}. Received: ${redactReceived(e.received, secrets) || '(empty)'}`
          : redactReceived((e as Error).message, secrets);
      out.push({ key: label, ok: false, text });
    }
  }
  return out;
}
