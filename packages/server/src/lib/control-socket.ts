import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { lockName } from './data-lock';

/**
 * The control socket of the process that holds the embedded database (Linux: an abstract Unix socket next
 * to the data folder's lock, lib/data-lock.ts): `npm run admin -- backup` asks the running server for a
 * consistent copy through it instead of needing the server stopped. A caller proves it may read the data
 * folder by sending the token in DATA_DIR/control.token (mode 0600, rewritten at each start): abstract
 * sockets have no file permissions of their own.
 */
const tokenFile = (dataDir: string) => path.join(dataDir, 'control.token');
const socketName = (dataDir: string) => lockName(dataDir).replace('data-lock', 'control');

export type ControlHandlers = Record<string, () => Promise<Buffer>>;

/** Serves `handlers` (command -> answer bytes) to callers that know the token; answers the closer. */
export async function serveControl(dataDir: string, handlers: ControlHandlers): Promise<() => void> {
  const token = crypto.randomBytes(32).toString('hex');
  const temp = `${tokenFile(dataDir)}.${process.pid}`;
  fs.writeFileSync(temp, token, { mode: 0o600 });
  fs.renameSync(temp, tokenFile(dataDir));
  const server = net.createServer((socket) => {
    let line = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      line += chunk.toString('latin1');
      if (line.length > 200) return socket.destroy();
      const nl = line.indexOf('\n');
      if (nl < 0) return;
      socket.pause();
      const [given = '', command = ''] = line.slice(0, nl).split(' ');
      const ok =
        given.length === token.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token));
      const handler = ok ? handlers[command] : undefined;
      if (!handler) return socket.end(ok ? 'ERR unknown command\n' : 'ERR token\n');
      handler().then(
        (bytes) => socket.end(Buffer.concat([Buffer.from(`OK ${bytes.length}\n`), bytes])),
        (err: Error) => socket.end(`ERR ${err.message.replace(/\n/g, ' ')}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketName(dataDir), () => resolve());
  });
  server.unref();
  return () => server.close();
}

/** Sends `command` to the running process of `dataDir`; answers its bytes or rejects with its error. */
export function callControl(dataDir: string, command: string, timeoutMs = 600_000): Promise<Buffer> {
  const token = fs.readFileSync(tokenFile(dataDir), 'utf8').trim();
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketName(dataDir));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    socket.on('connect', () => socket.write(`${token} ${command}\n`));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const nl = all.indexOf(10);
      const head = all.subarray(0, nl < 0 ? all.length : nl).toString('utf8');
      const m = /^OK (\d+)$/.exec(head);
      if (!m)
        return reject(new Error(`the running server answered: ${head.replace(/^ERR /, '') || 'nothing'}`));
      const body = all.subarray(nl + 1);
      if (body.length !== Number(m[1]))
        return reject(new Error('the running server sent an incomplete copy'));
      resolve(body);
    });
  });
}
