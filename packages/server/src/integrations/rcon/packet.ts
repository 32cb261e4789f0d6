/**
 * Source RCON wire format (https://developer.valvesoftware.com/wiki/Source_RCON_Protocol), shared by the
 * client and the local fake server:
 *
 *   int32 LE size (bytes after this field) | int32 LE id | int32 LE type | body bytes | 0x00 | 0x00
 */

export const PacketType = {
  /** client -> server: the password. */
  AUTH: 3,
  /** server -> client: the answer to AUTH (id -1 when the password is wrong). Same number as EXECCOMMAND. */
  AUTH_RESPONSE: 2,
  /** client -> server: a console command. */
  EXECCOMMAND: 2,
  /** server -> client: (part of) a command's output. */
  RESPONSE_VALUE: 0,
} as const;

export interface Packet {
  id: number;
  type: number;
  /** Raw body bytes without the two trailing NULs (kept as bytes so multi-packet UTF-8 joins cleanly). */
  body: Buffer;
}

/** Smallest legal size field: id + type + two NULs. */
const MIN_SIZE = 10;
/**
 * Largest size field we accept. Real servers send at most 4096 bytes per packet; a generous cap still stops
 * a garbage stream (e.g. an HTTP server on the port) from making us buffer forever.
 */
export const MAX_PACKET_SIZE = 64 * 1024;

export function encodePacket(id: number, type: number, body: string | Buffer = ''): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const buf = Buffer.alloc(4 + 4 + 4 + bytes.length + 2);
  buf.writeInt32LE(4 + 4 + bytes.length + 2, 0);
  buf.writeInt32LE(id, 4);
  buf.writeInt32LE(type, 8);
  bytes.copy(buf, 12);
  // the two trailing NULs are already zero from Buffer.alloc
  return buf;
}

export class RconProtocolError extends Error {}

/**
 * Streaming decoder: feed it TCP chunks as they come; it returns every complete packet and keeps the rest.
 * Handles packets split across chunks (at any byte, even inside the size field) and several packets in one
 * chunk.
 */
export class PacketParser {
  private buf: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Packet[] {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    const out: Packet[] = [];
    while (this.buf.length >= 4) {
      const size = this.buf.readInt32LE(0);
      if (size < MIN_SIZE || size > MAX_PACKET_SIZE) {
        this.buf = Buffer.alloc(0);
        throw new RconProtocolError(`Invalid RCON packet size ${size}`);
      }
      if (this.buf.length < 4 + size) break;
      const id = this.buf.readInt32LE(4);
      const type = this.buf.readInt32LE(8);
      let end = 4 + size;
      // strip the terminating NULs (normally two; tolerate servers that send one)
      while (end > 12 && this.buf[end - 1] === 0 && end > 4 + size - 2) end--;
      out.push({ id, type, body: Buffer.from(this.buf.subarray(12, end)) });
      this.buf = this.buf.subarray(4 + size);
    }
    return out;
  }

  /** Bytes received but not yet forming a whole packet. */
  get pending() {
    return this.buf.length;
  }
}
