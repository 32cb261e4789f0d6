/**
 * Child process of bench/scale.ts: game servers speaking real Source RCON over TCP on 127.0.0.1 (ASA's
 * style: only AUTH_RESPONSE after AUTH, `Server received, But no response!!` for commands without output,
 * the client's empty end-of-answer marker answered), light enough for thousands per process: one listener
 * per server, no per-command history. Each server lists one player; `GetChat` empties the server's chat
 * buffer. DEAD servers accept the connection and never answer (a hung game server).
 *
 * env: FAKE_FIRST (global index of the first server), FAKES (how many), FAKE_DEAD (comma list of global
 * indexes that never answer), FAKE_PASSWORD, FAKE_PLAYER (JSON [name, eosId] per server, by global index
 * minus FAKE_FIRST).
 * Messages: parent -> {say: [index, line]} (a player types a chat line; the time is taken here, when the
 * line becomes readable), {dump: true} (answers {events} and forgets them), {stop: true}.
 * child -> {ports: number[]} once listening, {events} on dump: every GetChat / ServerChatTo /
 * GiveItemToPlayer / ListPlayers with the server's index, the time (Date.now()) and the client's local port
 * (the parent maps the port to the process that holds it), {said: [index, at]} per line made readable,
 * and {live: event} for each GiveItemToPlayer of a queued purchase (item QueueItem) as it arrives.
 */
import net from 'node:net';
import { ARK_NO_RESPONSE } from '../packages/server/src/integrations/rcon/client';
import { encodePacket, PacketParser, PacketType } from '../packages/server/src/integrations/rcon/packet';

const first = Number(process.env.FAKE_FIRST ?? 0);
const n = Number(process.env.FAKES ?? 100);
const dead = new Set((process.env.FAKE_DEAD ?? '').split(',').filter(Boolean).map(Number));
const password = process.env.FAKE_PASSWORD ?? 'bench';
const players = JSON.parse(process.env.FAKE_PLAYER ?? '[]') as [string, string][];

/** [kind, server index, at, client port]; kind: g GetChat, r ServerChatTo, d GiveItemToPlayer, l ListPlayers */
type Ev = [string, number, number, number];
let events: Ev[] = [];
const chat = new Map<number, string[]>();
const sockets = new Set<net.Socket>();
const listeners: net.Server[] = [];

const kindOf: Record<string, string> = {
  getchat: 'g',
  serverchatto: 'r',
  giveitemtoplayer: 'd',
  listplayers: 'l',
};

function answer(index: number, command: string): string {
  const verb = (command.trim().split(/\s+/)[0] ?? '').toLowerCase();
  if (verb === 'listplayers') {
    const p = players[index - first];
    return p ? `0. ${p[0]}, ${p[1]}\n` : 'No Players Connected';
  }
  if (verb === 'getchat') {
    const lines = chat.get(index)?.splice(0) ?? [];
    return lines.length ? `${lines.join('\n')}\n` : '';
  }
  return '';
}

function serve(index: number) {
  const silent = dead.has(index);
  return net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (silent) return; // reads nothing, answers nothing
    socket.setNoDelay(true);
    const parser = new PacketParser();
    let authed = false;
    socket.on('data', (chunk: Buffer) => {
      let packets;
      try {
        packets = parser.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      const out: Buffer[] = [];
      for (const p of packets) {
        const body = p.body.toString('utf8');
        if (p.type === PacketType.AUTH) {
          authed = body === password;
          out.push(encodePacket(authed ? p.id : -1, PacketType.AUTH_RESPONSE, ''));
        } else if (p.type === PacketType.EXECCOMMAND && authed) {
          if (body !== '') {
            const kind = kindOf[(body.trim().split(/\s+/)[0] ?? '').toLowerCase()];
            if (kind) {
              const ev: Ev = [kind, index, Date.now(), socket.remotePort ?? 0];
              events.push(ev);
              // the queue's deliveries (QueueItem) also at once: the parent kills the process delivering them
              if (kind === 'd' && body.includes('QueueItem'))
                process.send!({ live: ev, item: body.trim().split(/\s+/)[2] });
            }
          }
          const text = body === '' ? '' : answer(index, body);
          out.push(encodePacket(p.id, PacketType.RESPONSE_VALUE, text === '' ? ARK_NO_RESPONSE : text));
        }
      }
      if (out.length && !socket.destroyed) socket.write(Buffer.concat(out));
    });
  });
}

for (let i = first; i < first + n; i++) {
  const s = serve(i);
  await new Promise<void>((resolve, reject) => {
    s.once('error', reject);
    s.listen(0, '127.0.0.1', resolve);
  });
  listeners.push(s);
}

process.on('message', (m: { say?: [number, string]; dump?: true; stop?: true }) => {
  if (m.say) {
    const [i, line] = m.say;
    if (!chat.has(i)) chat.set(i, []);
    chat.get(i)!.push(line);
    process.send!({ said: [i, Date.now()] });
  }
  if (m.dump) {
    process.send!({ events });
    events = [];
  }
  if (m.stop) {
    for (const s of sockets) s.destroy();
    void Promise.all(listeners.map((s) => new Promise((r) => s.close(r)))).then(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ ports: listeners.map((s) => (s.address() as net.AddressInfo).port) });
