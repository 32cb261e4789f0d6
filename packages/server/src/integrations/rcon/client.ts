import net from 'node:net';
import { encodePacket, PacketParser, PacketType, RconProtocolError, type Packet } from './packet';
import { assertPublicHost, guardedLookup, OutboundRefused } from '../../lib/outbound-guard';

/**
 * Our own Source RCON client on `node:net` (the popular npm clients mishandle ARK's auth and long answers).
 *
 * Auth: we send AUTH and then skip every RESPONSE_VALUE until the AUTH_RESPONSE arrives, so Valve-style
 * servers (empty RESPONSE_VALUE first, then AUTH_RESPONSE) and ARK (only AUTH_RESPONSE) both work. An
 * AUTH_RESPONSE with id -1 is a wrong password. Connecting and authenticating share one time limit
 * (`connectTimeoutMs`, 5 s): a server that accepts the TCP connection but never answers is a timeout too.
 *
 * Multi-packet answers (ListPlayers on a full server spans several <= 4096-byte packets): right behind
 * each command we send a marker, an EXECCOMMAND with its own id and an empty body. A server answers
 * commands in order on one connection, so once any packet with the marker's id arrives, every packet of
 * the command has arrived too; we join the command's RESPONSE_VALUE bodies and ignore the marker's own
 * answer (ARK: 'Server received, But no response!!'). The classic Valve trick (an empty RESPONSE_VALUE as
 * marker) is not used because ARK reportedly does not mirror it. For servers that ignore the marker, a
 * command also ends after a quiet period with no new packet: `quietMs` (150 ms) when the last packet was
 * shorter than 4000 bytes (a full packet means more is probably coming), `fullPacketQuietMs` (1 s) after a
 * full one, rather than failing. Every command and marker gets a fresh id, so a late packet of an earlier
 * command can never be mistaken for a later one. `useMarker: false` relies on the quiet period alone.
 *
 * One command at a time per connection: `execute` queues internally. A command that times out closes the
 * connection (its answer may still arrive and the server state is unknown); connection errors are mapped to
 * short readable messages (`RconError.message`) that the UI can show as is.
 */

export interface RconConnectOptions {
  host: string;
  port: number;
  password: string;
  /** TCP connect plus the auth answer; default 5000 ms. */
  connectTimeoutMs?: number;
  /** Default per command; default 10000 ms. */
  commandTimeoutMs?: number;
  /** Quiet period that ends an answer whose last packet was short; default 150 ms. */
  quietMs?: number;
  /** Quiet period after a full (>= 4000 bytes) packet; default 1000 ms. */
  fullPacketQuietMs?: number;
  /** Send the end-of-answer marker after each command; default true. */
  useMarker?: boolean;
  /** Called once when the connection closes for any reason (pool bookkeeping). */
  onClose?: (error: RconError | null) => void;
  /**
   * Loopback/private/link-local/CGNAT hosts allowed (ALLOW_PRIVATE_TARGETS); default true. When false the
   * host is checked by the outbound guard before and at connect time (lib/outbound-guard.ts).
   */
  allowPrivateTargets?: boolean;
}

export interface RconResponse {
  /** The command's output (or ARK's 'Server received, But no response!!' when there is none). */
  message: string;
  /** True when the server ran the command and had nothing to say (ARK's no-response text or no body). */
  empty: boolean;
}

export type RconErrorCode =
  | 'AUTH_FAILED'
  | 'CONNECT_TIMEOUT'
  | 'COMMAND_TIMEOUT'
  | 'REFUSED'
  | 'HOST_NOT_FOUND'
  | 'UNREACHABLE'
  | 'RESET'
  | 'CLOSED'
  | 'PROTOCOL'
  | 'BLOCKED'
  | 'UNKNOWN';

export class RconError extends Error {
  constructor(
    public readonly code: RconErrorCode,
    message: string,
    /** True when the command was never written to the server (connect/auth failed, socket already closed). */
    public readonly notSent = false,
  ) {
    super(message);
    this.name = 'RconError';
  }
}

/** The same error, marked as "the command was not sent" (so the caller may safely send it later). */
export const notSentError = (err: unknown) => {
  const e = toRconError(err);
  return e.notSent ? e : new RconError(e.code, e.message, true);
};

export const ARK_NO_RESPONSE = 'Server received, But no response!!';
export const rconMessages = {
  authFailed: 'Authentication failed. Check the RCON password.',
  connectTimeout: 'Connection timed out',
  commandTimeout: 'Command timed out',
  refused: 'Connection refused',
  hostNotFound: 'Host not found',
  hostUnreachable: 'Host unreachable',
  reset: 'Connection reset by the server',
  closed: 'Connection closed by the server',
  closedDuringAuth: 'Connection closed by the server during authentication. Check the RCON password.',
  tooLarge: 'Response too large',
  notRcon: 'The server did not answer with RCON. Check the RCON port.',
} as const;

/** A full server packet is <= 4096 bytes; a body at least this long suggests more packets follow. */
const FULL_BODY = 4000;
/** Cap on one command's joined output, so a hostile or broken endpoint cannot fill memory. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** Node socket error -> readable RconError. */
export function toRconError(err: unknown): RconError {
  if (err instanceof RconError) return err;
  if (err instanceof RconProtocolError) return new RconError('PROTOCOL', rconMessages.notRcon);
  if (err instanceof OutboundRefused) return new RconError('BLOCKED', err.message);
  const e = err as NodeJS.ErrnoException | undefined;
  switch (e?.code) {
    case 'ECONNREFUSED':
      return new RconError('REFUSED', rconMessages.refused);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return new RconError('HOST_NOT_FOUND', rconMessages.hostNotFound);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EADDRNOTAVAIL':
      return new RconError('UNREACHABLE', rconMessages.hostUnreachable);
    case 'ETIMEDOUT':
      return new RconError('CONNECT_TIMEOUT', rconMessages.connectTimeout);
    case 'ECONNRESET':
      return new RconError('RESET', rconMessages.reset);
    case 'EPIPE':
    case 'ERR_STREAM_DESTROYED':
    case 'ERR_STREAM_WRITE_AFTER_END':
      return new RconError('CLOSED', rconMessages.closed);
    default:
      // no raw system text (it can name internal addresses); callers show 'Unknown error' for ''
      return new RconError('UNKNOWN', e?.code ? `Connection error (${e.code})` : '');
  }
}

interface PendingRead {
  onPacket(p: Packet): void;
  onError(e: RconError): void;
}

export class RconClient {
  private readonly socket: net.Socket;
  private readonly parser = new PacketParser();
  private readonly opts: Required<Omit<RconConnectOptions, 'onClose'>> & Pick<RconConnectOptions, 'onClose'>;
  private pending: PendingRead | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private closedWith: RconError | null = null;
  private lastError: RconError | null = null;
  private readonly closedPromise: Promise<void>;

  private constructor(opts: RconConnectOptions) {
    this.opts = {
      connectTimeoutMs: 5000,
      commandTimeoutMs: 10_000,
      quietMs: 150,
      fullPacketQuietMs: 1000,
      useMarker: true,
      allowPrivateTargets: true,
      ...opts,
    };
    this.socket = new net.Socket();
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      let packets: Packet[];
      try {
        packets = this.parser.push(chunk);
      } catch (err) {
        this.destroy(toRconError(err));
        return;
      }
      for (const p of packets) this.pending?.onPacket(p);
    });
    this.socket.on('error', (err) => {
      this.lastError = toRconError(err);
    });
    this.closedPromise = new Promise((resolve) => {
      this.socket.once('close', () => {
        const error = this.closedWith ?? this.lastError ?? new RconError('CLOSED', rconMessages.closed);
        this.closedWith = error;
        const pending = this.pending;
        this.pending = null;
        pending?.onError(error);
        this.opts.onClose?.(this.lastError);
        resolve();
      });
    });
  }

  /** Connects and authenticates; rejects with an RconError whose message can be shown to the user. */
  static async connect(opts: RconConnectOptions): Promise<RconClient> {
    const client = new RconClient(opts);
    const timeoutMs = client.opts.connectTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RconError('CONNECT_TIMEOUT', rconMessages.connectTimeout)),
        timeoutMs,
      );
    });
    const open = client.open();
    open.catch(() => undefined); // may lose the race against the timeout
    try {
      await Promise.race([open, timeout]);
      return client;
    } catch (err) {
      const error = toRconError(err);
      client.destroy(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** True once the socket has closed (the pool then opens a new connection). */
  get closed() {
    return this.closedWith !== null || this.socket.destroyed;
  }

  /** Runs one command; commands on one connection run strictly one after another. */
  execute(command: string, options: { timeoutMs?: number } = {}): Promise<RconResponse> {
    const run = () => this.run(command, options.timeoutMs ?? this.opts.commandTimeoutMs);
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Ends the connection politely (the server sees a FIN) and waits for the socket to close. */
  async close(): Promise<void> {
    if (!this.socket.destroyed) {
      this.closedWith ??= new RconError('CLOSED', 'Connection closed');
      this.socket.end();
      const t = setTimeout(() => this.socket.destroy(), 1000);
      t.unref();
    }
    await this.closedPromise;
  }

  private destroy(error: RconError) {
    this.closedWith ??= error;
    this.socket.destroy();
  }

  private allocId(): number {
    const id = this.nextId;
    // stay positive and away from -1 (auth failure)
    this.nextId = this.nextId >= 0x7fff_fff0 ? 1 : this.nextId + 1;
    return id;
  }

  private write(buf: Buffer) {
    this.socket.write(buf, (err) => {
      if (err) this.destroy(toRconError(err));
    });
  }

  private async open(): Promise<void> {
    const allowPrivate = this.opts.allowPrivateTargets;
    await assertPublicHost(this.opts.host, allowPrivate);
    const lookup = guardedLookup(allowPrivate);
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(toRconError(err));
      this.socket.once('error', onError);
      this.socket.once('close', () =>
        reject(this.closedWith ?? new RconError('CLOSED', rconMessages.closed)),
      );
      this.socket.connect(
        { host: this.opts.host, port: this.opts.port, ...(lookup ? { lookup } : {}) },
        () => {
          this.socket.off('error', onError);
          resolve();
        },
      );
    });
    await this.authenticate();
  }

  private authenticate(): Promise<void> {
    const id = this.allocId();
    return new Promise<void>((resolve, reject) => {
      this.pending = {
        onPacket: (p) => {
          // Valve sends an empty RESPONSE_VALUE first; skip anything that is not the AUTH_RESPONSE
          if (p.type !== PacketType.AUTH_RESPONSE) return;
          this.pending = null;
          if (p.id === -1) {
            const error = new RconError('AUTH_FAILED', rconMessages.authFailed);
            this.destroy(error);
            reject(error);
          } else resolve();
        },
        // some servers hang up on a wrong password instead of answering id -1
        onError: (e) =>
          reject(
            e.code === 'CLOSED' || e.code === 'RESET'
              ? new RconError(e.code, rconMessages.closedDuringAuth)
              : e,
          ),
      };
      this.write(encodePacket(id, PacketType.AUTH, this.opts.password));
    });
  }

  private run(command: string, timeoutMs: number): Promise<RconResponse> {
    if (this.closedWith || this.socket.destroyed) {
      return Promise.reject(notSentError(this.closedWith ?? new RconError('CLOSED', rconMessages.closed)));
    }
    const id = this.allocId();
    const markerId = this.opts.useMarker ? this.allocId() : null;
    return new Promise<RconResponse>((resolve, reject) => {
      const parts: Buffer[] = [];
      let size = 0;
      let quiet: NodeJS.Timeout | undefined;
      let done = false;
      const finish = (error?: RconError) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearTimeout(quiet);
        if (this.pending === reader) this.pending = null;
        if (error) reject(error);
        else resolve(toResponse(Buffer.concat(parts).toString('utf8')));
      };
      const timer = setTimeout(() => {
        const error = new RconError('COMMAND_TIMEOUT', rconMessages.commandTimeout);
        finish(error);
        this.destroy(error);
      }, timeoutMs);
      const reader: PendingRead = {
        onPacket: (p) => {
          if (markerId !== null && p.id === markerId) return finish();
          if (p.id !== id || p.type !== PacketType.RESPONSE_VALUE) return; // a late packet of an earlier command
          parts.push(p.body);
          size += p.body.length;
          if (size > MAX_RESPONSE_BYTES) {
            const error = new RconError('PROTOCOL', rconMessages.tooLarge);
            finish(error);
            this.destroy(error);
            return;
          }
          clearTimeout(quiet);
          quiet = setTimeout(
            () => finish(),
            p.body.length < FULL_BODY ? this.opts.quietMs : this.opts.fullPacketQuietMs,
          );
        },
        onError: (e) => finish(e),
      };
      this.pending = reader;
      const packet = encodePacket(id, PacketType.EXECCOMMAND, command);
      this.write(
        markerId === null
          ? packet
          : Buffer.concat([packet, encodePacket(markerId, PacketType.EXECCOMMAND, '')]),
      );
    });
  }
}

function toResponse(text: string): RconResponse {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith(ARK_NO_RESPONSE)) return { message: trimmed, empty: true };
  return { message: text, empty: false };
}

/** Connects, runs one command and closes: for one-off checks such as the dashboard's Test RCON. */
export async function rconOnce(opts: RconConnectOptions, command: string): Promise<RconResponse> {
  const client = await RconClient.connect(opts);
  try {
    return await client.execute(command);
  } finally {
    await client.close();
  }
}
