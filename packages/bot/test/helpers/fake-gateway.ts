import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FakeBotState, FakeDiscordData } from '@asa/server/integrations/discord/fake-server';

/** Discord gateway opcodes used here (v10). */
const Op = { Dispatch: 0, Heartbeat: 1, Identify: 2, Resume: 6, Hello: 10, HeartbeatAck: 11 } as const;

/** The shard a guild belongs to, as Discord computes it: (guild_id >> 22) % shard_count. */
export const shardOf = (guildId: string, shards: number) => Number((BigInt(guildId) >> 22n) % BigInt(shards));

/**
 * A local stand-in for the Discord gateway (v10, JSON encoding, no compression): HELLO, IDENTIFY -> READY
 * and one GUILD_CREATE per guild of the shard, heartbeats answered. `dispatch` sends an event (e.g.
 * INTERACTION_CREATE) to the connection whose shard holds the guild, as Discord does. Plugs into the fake
 * REST server through GET /gateway/bot (`bot.gatewayUrl`). Used by the cluster test, where the bot runs as
 * its own process and logs in with discord.js as it would against Discord.
 */
export async function startFakeGateway(data: FakeDiscordData, bot: FakeBotState) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  bot.gatewayUrl = url;
  const sessions = new Map<WebSocket, { shard: [number, number]; seq: number }>();
  const identified: number[] = [];

  const send = (ws: WebSocket, t: string, d: unknown) => {
    const s = sessions.get(ws);
    if (!s) return;
    s.seq += 1;
    ws.send(JSON.stringify({ op: Op.Dispatch, t, s: s.seq, d }));
  };
  const guildCreate = (g: FakeDiscordData['guilds'][number]) => ({
    id: g.id,
    name: g.name,
    icon: null,
    owner_id: g.owner_id,
    unavailable: false,
    joined_at: new Date(0).toISOString(),
    member_count: g.members.length,
    large: false,
    roles: g.roles.map((r) => ({
      ...r,
      permissions: '0',
      hoist: false,
      managed: false,
      mentionable: false,
      flags: 0,
    })),
    channels: g.channels.map((c) => ({ ...c, guild_id: g.id })),
    members: [],
    presences: [],
    voice_states: [],
    threads: [],
    stage_instances: [],
    guild_scheduled_events: [],
    features: [],
    emojis: [],
    stickers: [],
  });

  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: 41_250 }, s: null, t: null }));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: Record<string, unknown> };
      if (msg.op === Op.Heartbeat)
        ws.send(JSON.stringify({ op: Op.HeartbeatAck, d: null, s: null, t: null }));
      if (msg.op === Op.Identify || msg.op === Op.Resume) {
        if (msg.d.token !== data.botToken && msg.d.token !== `Bot ${data.botToken}`) return ws.close(4004);
        const shard = (msg.d.shard as [number, number] | undefined) ?? [0, 1];
        sessions.set(ws, { shard, seq: 0 });
        identified.push(shard[0]);
        const mine = data.guilds.filter((g) => shardOf(g.id, shard[1]) === shard[0]);
        send(ws, 'READY', {
          v: 10,
          user: { id: data.clientId, username: 'ASA Shop Bot', discriminator: '0', avatar: null, bot: true },
          guilds: mine.map((g) => ({ id: g.id, unavailable: true })),
          session_id: crypto.randomBytes(8).toString('hex'),
          resume_gateway_url: url,
          shard,
          application: { id: data.clientId, flags: 0 },
        });
        for (const g of mine) send(ws, 'GUILD_CREATE', guildCreate(g));
      }
    });
    ws.on('close', () => sessions.delete(ws));
  });

  return {
    url,
    /** Shard ids that identified, in order. */
    identified,
    /** Sends a dispatch event to the shard holding `guildId`; false when no shard is connected for it. */
    dispatch(guildId: string, t: string, d: unknown) {
      for (const [ws, s] of sessions) {
        if (shardOf(guildId, s.shard[1]) !== s.shard[0]) continue;
        send(ws, t, d);
        return true;
      }
      return false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
