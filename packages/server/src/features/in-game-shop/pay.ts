import { shopText } from '@asa/domain';
import type { OnlinePlayer } from '../../integrations/rcon/list-players';
import { HttpError } from '../../lib/errors';
import { instanceLanguage } from '../bots/service';
import { getPlayerRow, type PlayerRow } from '../players/service';
import { ShopError } from '../shop';
import { sendCredits } from '../transfers/service';
import { foldName } from './chat-parser';
import type { CommandEnv, CommandResult } from './commands';
import { EOS_ID, playerOfEosId } from './identity';
import { n, textsOf, toAscii } from './replies';

type Found = { kind: 'one'; player: PlayerRow } | { kind: 'reply'; outcome: string; reply: string };

/**
 * The receiver of `+pay`: `#<player id>` of the instance, or a name that matches exactly one LINKED player
 * online on this server (ListPlayers names folded like the sender's; their EOS id must belong to one player).
 */
async function receiverOf(env: CommandEnv, target: string, pay: string): Promise<Found> {
  const say = textsOf(env.bot);
  const byId = /^#(\d{1,9})$/.exec(target);
  if (byId) {
    const player = await getPlayerRow(env.ctx.db, Number(byId[1]));
    return player && player.botId === env.bot.id
      ? { kind: 'one', player }
      : { kind: 'reply', outcome: 'pay_no_player', reply: say('payNoPlayer', { id: byId[1]! }) };
  }
  const online: OnlinePlayer[] = (await env.onlineList?.()) ?? [];
  const name = foldName(target).toLowerCase();
  const linked = new Map<number, PlayerRow>();
  for (const p of online.filter((o) => foldName(o.name).toLowerCase() === name)) {
    const eos = p.eosId.trim().toLowerCase();
    const found = EOS_ID.test(eos) ? await playerOfEosId(env.ctx.db, env.bot.id, eos) : null;
    if (found === 'many')
      return { kind: 'reply', outcome: 'pay_many', reply: say('payMany', { name: target, pay }) };
    if (found) linked.set(found.id, found);
  }
  if (linked.size === 1) return { kind: 'one', player: [...linked.values()][0]! };
  const key = linked.size === 0 ? 'payNoOne' : 'payMany';
  return {
    kind: 'reply',
    outcome: linked.size === 0 ? 'pay_no_one' : 'pay_many',
    reply: say(key, { name: target, pay }),
  };
}

/**
 * `+pay <name or #id> <amount>`: a transfer to another player (features/transfers), once per inbox row
 * (idempotency key `in-game:<row id>`: a row processed again after a crash answers the same transfer).
 */
export async function payCommand(
  env: CommandEnv,
  sender: PlayerRow,
  args: string[],
): Promise<Omit<CommandResult, 'playerId'>> {
  const say = textsOf(env.bot);
  const lang = instanceLanguage(env.bot);
  const pay = `${env.settings.prefix}${env.settings.payCommand}`;
  const amountArg = args[args.length - 1] ?? '';
  if (args.length < 2 || !/^\d{1,10}$/.test(amountArg))
    return { outcome: 'pay_usage', replies: [say('payUsage', { pay })] };
  const found = await receiverOf(env, args.slice(0, -1).join(' '), pay);
  if (found.kind === 'reply') return { outcome: found.outcome, replies: [toAscii(found.reply, lang)] };
  try {
    const { transfer } = await sendCredits(env.ctx, {
      botId: env.bot.id,
      fromPlayerId: sender.id,
      toPlayerId: found.player.id,
      amount: Number(amountArg),
      source: 'in-game',
      actor: `In-game (${toAscii(env.row.platformName)})`,
      idempotencyKey: `in-game:${env.row.id}`,
    });
    return {
      outcome: 'paid',
      replies: [
        say('paid', {
          amount: n(transfer.amount, lang),
          to: transfer.toName,
          fee: transfer.fee ? n(transfer.fee, lang) : '0',
          credits: n(transfer.senderCredits ?? 0, lang),
        }),
      ],
    };
  } catch (e) {
    if (!(e instanceof HttpError) || e.statusCode >= 500) throw e;
    const text = e instanceof ShopError && e.text ? shopText(lang, e.text) : e.message;
    return { outcome: `pay_${e.code}`, replies: [toAscii(text, lang)] };
  }
}
