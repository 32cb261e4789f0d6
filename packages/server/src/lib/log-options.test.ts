import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loggerOptions } from './log-options';

/** Fastify's logger with the app's options, writing its JSON lines into `lines`. */
function capture() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
  return { log: app.log, lines };
}

describe('app logger options', () => {
  it('logs a client that went away mid-answer as info, every other error as an error', async () => {
    const { log, lines } = capture();
    log.error(new Error('premature close'));
    log.error(new Error('database unreachable'));
    log.error({ err: new Error('premature close') }, 'an object first is left as it is');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.level, l.msg, l.err?.message])).toEqual([
      [30, 'the client closed the connection before the answer was sent', 'premature close'],
      [50, 'database unreachable', 'database unreachable'],
      [50, 'an object first is left as it is', 'premature close'],
    ]);
  });

  it('keeps redacting secrets', async () => {
    const { log, lines } = capture();
    log.info({ headers: { authorization: 'Bearer abc' }, rconPassword: 'hunter22' }, 'x');
    await new Promise((r) => setImmediate(r));
    expect(JSON.stringify(lines)).not.toMatch(/abc|hunter22/);
  });
});
