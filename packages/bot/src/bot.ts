import { Events, type Client } from 'discord.js';
import { type AppContext, newRequestId, takeLease, withRequestId } from '@asa/server';
import { onChatMessage } from './events/activity';
import { onRelayMessage } from './events/relay';
import { onGuildAvailable, onGuildRemoved, refreshGuild } from './events/guilds';
import type { BotDeps } from './lib/deps';
import { GuildInstanceCache } from './lib/guild-cache';
import { activeInstances, instanceForGuild } from './lib/instance';
import { memberRoleIds } from './lib/gates';
import { registerCommands } from './register-commands';
import { handleInteraction } from './router';
import { syncStaleKitMessages } from './sync/kit-messages';
import { flushOutbox } from './sync/outbox';
import { mirrorGuild, mirrorMember } from './sync/role-mirror';

export interface BotOptions {
  log: BotDeps['log'];
  info?: (msg: string) => void;
  /** Kit-message sync (default 10 s; one query when nothing changed), outbox (5 s) and role-mirror pass (10 min) intervals. */
  kitSyncMs?: number;
  outboxMs?: number;
  roleSyncMs?: number;
  /** Role mirroring needs the guild members intent. */
  membersIntent?: boolean;
}

/**
 * Wires the bot to a discord.js client: interactions, chat messages (activity credits, relay into the game), member updates
 * (role mirroring), guild joins/leaves (instance created or re-activated / set inactive), and the periodic passes over this process's guilds.
 * Every pass reads the instance settings from the database, so dashboard changes apply without a restart.
 */
export function startBot(ctx: AppContext, client: Client, opts: BotOptions) {
  const deps: BotDeps = { ctx, log: opts.log, info: opts.info };
  const guilds = new GuildInstanceCache(ctx);
  const timers: NodeJS.Timeout[] = [];
  const busy = new Map<string, Promise<void>>();
  /** Event handlers running now (interactions, chat credits, role mirroring): stop() waits for them. */
  const handling = new Set<Promise<unknown>>();
  let stopped = false;
  /**
   * Runs an event's work as a request of its own (a new UUID v7, lib/request-context.ts of the server): the
   * purchases, webhook deliveries and outbox rows it writes and its log lines carry the id, as an HTTP call's do.
   */
  const handle = (work: () => Promise<unknown>, failed: string, reqId = newRequestId()) => {
    if (stopped) return;
    const p = ctx.lifecycle
      .track(withRequestId(reqId, work))
      .catch((err) => withRequestId(reqId, () => opts.log(failed, err)))
      .finally(() => handling.delete(p));
    handling.add(p);
  };

  /** Runs a pass unless the previous run of the same pass is still going (or the bot is stopping). */
  const once = async (name: string, run: () => Promise<unknown>) => {
    if (busy.has(name) || stopped) return;
    const p = (async () => {
      try {
        await run();
      } catch (err) {
        opts.log(`Bot pass ${name} failed`, err);
      } finally {
        busy.delete(name);
      }
    })();
    busy.set(name, p);
    await p;
  };
  const roleSyncMs = opts.roleSyncMs ?? 600_000;
  const mine = () => activeInstances(ctx, client.guilds.cache.keys());

  const passes = {
    kitMessages: () =>
      once('kit-messages', () =>
        syncStaleKitMessages(ctx, client.rest, [...client.guilds.cache.keys()], opts.log),
      ),
    outbox: () =>
      once('outbox', async () => {
        const ids = new Set((await mine()).map((b) => b.id));
        await flushOutbox(ctx, client.rest, ids, opts.log);
      }),
    roles: () =>
      once('roles', async () => {
        if (opts.membersIntent === false) return;
        // one process per guild and interval, also when two bot processes serve the same guild for a while
        for (const bot of await mine())
          if (await takeLease(ctx, `role-mirror:${bot.id}`, roleSyncMs - 30_000))
            await mirrorGuild(ctx, client.rest, bot, opts.log);
      }),
  };

  client.on(Events.InteractionCreate, (interaction) => {
    handle(() => handleInteraction(interaction, deps), 'Interaction failed');
  });
  client.on(Events.MessageCreate, (message) => {
    // one request id for what one message causes (activity credits, the relay into the game)
    const reqId = newRequestId();
    handle(() => onChatMessage(message, deps, guilds), 'Activity credits failed', reqId);
    handle(() => onRelayMessage(message, deps, guilds), 'Relay to the game failed', reqId);
  });
  client.on(Events.GuildMemberUpdate, (before, after) => {
    const a = memberRoleIds(after);
    if (!before.partial && memberRoleIds(before).join() === a.join()) return;
    handle(async () => {
      const instance = await instanceForGuild(ctx, after.guild.id);
      if (instance) await mirrorMember(ctx, client.rest, instance.row, after.id, a, opts.log);
    }, 'Role mirroring failed');
  });
  client.on(Events.GuildCreate, (guild) => {
    guilds.forget(guild.id);
    void onGuildAvailable(ctx, guild).catch((err) => opts.log(`Could not set up guild ${guild.id}`, err));
  });
  client.on(Events.GuildUpdate, (_before, after) => {
    void refreshGuild(ctx, after).catch((err) => opts.log(`Could not refresh guild ${after.id}`, err));
  });
  client.on(Events.GuildDelete, (guild) => {
    guilds.forget(guild.id);
    if (guild.available === false) return; // an outage, not a removal
    void onGuildRemoved(ctx, guild.id).catch((err) =>
      opts.log(`Could not deactivate guild ${guild.id}`, err),
    );
  });
  client.once(Events.ClientReady, async (ready) => {
    opts.info?.(`Discord bot ${ready.user.tag} ready in ${ready.guilds.cache.size} guild(s)`);
    // the first shard (or the only process) registers the global commands
    if (!ready.shard || ready.shard.ids.includes(0))
      await registerCommands(ready.rest, ready.application.id).catch((err) =>
        opts.log('Could not register commands', err),
      );
    for (const guild of ready.guilds.cache.values()) await refreshGuild(ctx, guild).catch(() => undefined);
    void passes.kitMessages();
    void passes.roles();
    timers.push(setInterval(() => void passes.kitMessages(), opts.kitSyncMs ?? 10_000));
    timers.push(setInterval(() => void passes.outbox(), opts.outboxMs ?? 5_000));
    timers.push(setInterval(() => void passes.roles(), roleSyncMs));
  });

  return {
    deps,
    passes,
    /** Takes no new events or passes; resolves once the running ones finished. */
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...busy.values(), ...handling]);
    },
  };
}
