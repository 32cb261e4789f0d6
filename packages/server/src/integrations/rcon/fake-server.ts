import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { encodePacket, PacketParser, PacketType } from './packet';
import { ARK_NO_RESPONSE } from './client';

export interface FakePlayer {
  name: string;
  eosId: string;
}

export interface FakeRconOptions {
  password?: string;
  /** Further passwords it accepts (the demo game server: the admin password its demo Nitrado lists too). */
  otherPasswords?: string[];
  /**
   * 'ark' (default): only AUTH_RESPONSE after AUTH; commands without output answer ARK's
   * 'Server received, But no response!!'. 'valve': an empty RESPONSE_VALUE before the AUTH_RESPONSE;
   * commands without output answer an empty body.
   */
  style?: 'ark' | 'valve';
  /** 'silent': accepts TCP connections and reads, but never answers anything (timeouts). */
  mode?: 'normal' | 'silent';
  /** Delay before each command's answer (a slow server). */
  commandDelayMs?: number;
  /** Delay before the answer of the commands this matches (overrides commandDelayMs for them). */
  delayOn?: (command: string) => number | undefined;
  /** Write answers in small pieces cut at odd byte boundaries, with a short pause between pieces. */
  splitWrites?: boolean;
  /** Do not answer the client's empty end-of-answer marker (servers that ignore it). */
  ignoreMarker?: boolean;
  /** Hang up on a wrong password instead of answering id -1. */
  closeOnBadAuth?: boolean;
  /** Who ListPlayers reports: a count (generated players) or a list. */
  players?: number | FakePlayer[];
  /** Answer every command but ListPlayers with this text (a game that refuses, e.g. 'Permission denied'). */
  failAll?: string;
  /** Hang up instead of answering the commands this matches (a crash mid-command: it may have run). */
  hangUpOn?: (command: string) => boolean;
  /** Extra answers by exact command (overrides the built-ins). */
  responses?: Record<string, string>;
  /** Largest answer body per packet (default 4082, i.e. 4096-byte packets with the size field). */
  maxBody?: number;
}

export interface FakeRconServer {
  host: string;
  port: number;
  /** Commands received from authenticated clients, without the client's empty markers. */
  commands: string[];
  /** TCP connections accepted so far. */
  connections: number;
  /** The live options; tests may change them (e.g. the password) between calls. */
  options: FakeRconOptions;
  /**
   * The game's chat buffer: `say` adds a line (as `<platform name> (<character>): <message>` or any text),
   * `GetChat` answers every buffered line joined by newlines and empties the buffer, like ASA. Our
   * `ServerChat` / `ServerChatTo` messages echo into it as `SERVER: <text>`.
   */
  say(line: string): void;
  /** Lines still in the chat buffer (not read yet). */
  readonly chat: string[];
  /** Destroys every open client socket (a server restart or a network drop). */
  dropConnections(): void;
  close(): Promise<void>;
}

/** Deterministic players with 32-hex-digit EOS ids, as ASA shows them. */
export function fakePlayers(n: number): FakePlayer[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Survivor ${i + 1}`,
    eosId: `0002${(0xa5f00000 + i).toString(16).padStart(28, '0')}`,
  }));
}

/** ARK's ListPlayers text: one `N. Name, EOSID` line per player, or 'No Players Connected'. */
export function listPlayersText(players: FakePlayer[]): string {
  if (players.length === 0) return 'No Players Connected';
  return players.map((p, i) => `${i}. ${p.name}, ${p.eosId}\n`).join('');
}

const SPLIT_SIZES = [1, 3, 2, 7, 5, 11, 13, 4, 17, 9, 1, 23];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A local game server speaking real Source RCON over TCP, for tests and demo mode. It behaves like ASA by
 * default (ARK-style auth, the no-response text, ListPlayers output cut into <= 4096-byte packets) and can
 * be switched to Valve-style auth, silence, slowness, odd TCP splits or ignoring the client's marker.
 */
export async function startFakeRcon(options: FakeRconOptions = {}, port = 0): Promise<FakeRconServer> {
  const opts: FakeRconOptions = options;
  const sockets = new Set<net.Socket>();
  const state = { commands: [] as string[], connections: 0, chat: [] as string[] };

  const answerFor = (command: string): string => {
    const custom = opts.responses?.[command];
    if (custom !== undefined) return custom;
    const [verb = ''] = command.trim().split(/\s+/);
    if (opts.failAll !== undefined && verb.toLowerCase() !== 'listplayers') return opts.failAll;
    switch (verb.toLowerCase()) {
      case 'listplayers': {
        const p = opts.players ?? 0;
        return listPlayersText(typeof p === 'number' ? fakePlayers(p) : p);
      }
      case 'saveworld':
        return 'World Saved';
      case 'getchat': {
        const lines = state.chat.splice(0);
        return lines.length ? `${lines.join('\n')}\n` : '';
      }
      case 'serverchat':
      case 'serverchatto': {
        const text =
          verb.toLowerCase() === 'serverchat'
            ? command.trim().slice(verb.length)
            : command.replace(/^\s*\S+\s+"[^"]*"/, '');
        state.chat.push(`SERVER: ${text.trim()}`);
        return '';
      }
      case 'getgamelog':
      default:
        return '';
    }
  };

  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    const parser = new PacketParser();
    let authed = false;
    let chain: Promise<void> = Promise.resolve();

    const send = (buf: Buffer, delayMs = 0) => {
      chain = chain.then(async () => {
        if (delayMs) await sleep(delayMs);
        if (!opts.splitWrites) {
          if (!socket.destroyed) socket.write(buf);
          return;
        }
        let at = 0;
        for (let i = 0; at < buf.length; i++) {
          const n = SPLIT_SIZES[i % SPLIT_SIZES.length]!;
          if (socket.destroyed) return;
          socket.write(buf.subarray(at, at + n));
          at += n;
          await sleep(1);
        }
      });
    };

    /** One answer as one or more RESPONSE_VALUE packets, written together (several packets per chunk). */
    const respond = (id: number, text: string, delayMs = 0) => {
      const body = Buffer.from(text === '' && opts.style !== 'valve' ? ARK_NO_RESPONSE : text, 'utf8');
      const max = opts.maxBody ?? 4082;
      const packets: Buffer[] = [];
      for (let at = 0; at < body.length || packets.length === 0; at += max) {
        packets.push(encodePacket(id, PacketType.RESPONSE_VALUE, body.subarray(at, at + max)));
      }
      send(Buffer.concat(packets), delayMs);
    };

    socket.on('data', (chunk: Buffer) => {
      let packets;
      try {
        packets = parser.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      if (opts.mode === 'silent') return;
      for (const p of packets) {
        const body = p.body.toString('utf8');
        if (p.type === PacketType.AUTH) {
          authed = body === (opts.password ?? '') || !!opts.otherPasswords?.includes(body);
          if (!authed && opts.closeOnBadAuth) {
            chain = chain.then(() => void socket.destroy());
            continue;
          }
          const id = authed ? p.id : -1;
          const out: Buffer[] = [];
          if (opts.style === 'valve') out.push(encodePacket(p.id, PacketType.RESPONSE_VALUE, ''));
          out.push(encodePacket(id, PacketType.AUTH_RESPONSE, ''));
          send(Buffer.concat(out));
        } else if (p.type === PacketType.EXECCOMMAND && authed) {
          if (body === '') {
            if (!opts.ignoreMarker) respond(p.id, '');
          } else {
            state.commands.push(body);
            if (opts.hangUpOn?.(body)) chain = chain.then(() => void socket.destroy());
            else respond(p.id, answerFor(body), opts.delayOn?.(body) ?? opts.commandDelayMs ?? 0);
          }
        }
        // commands before a successful auth are ignored, as real servers do
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port: address.port,
    get commands() {
      return state.commands;
    },
    get connections() {
      return state.connections;
    },
    get chat() {
      return state.chat;
    },
    say(line: string) {
      state.chat.push(line);
    },
    options: opts,
    dropConnections() {
      for (const s of sockets) s.destroy();
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
