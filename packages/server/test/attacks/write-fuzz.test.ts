/**
 * Property fuzzer over every write route (POST/PUT/PATCH/DELETE) of the OpenAPI document: bodies generated
 * from each route's own request schema (right and wrong types, integers past 32 bits, NUL bytes, long and
 * unicode strings, missing and extra fields, arbitrary JSON). Properties: no answer >= 500, and after every
 * 4xx the tenants' data is byte-for-byte what it was (no partial write). FUZZ_RUNS bodies per route:
 * 50 in `npm test` (CI or not: the same fixed work everywhere), 500 in `npm run test:explore`
 * (docs/security.md has the run times).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/harness';
import { startFakeAsaBot } from '../../src/integrations/asabot/fake-server';
import { fakeAsaServers, saveAsaBotSettings } from '../../src/features/asabot/test-fixtures';
import { exploring } from '../helpers/property-profile';

const RUNS = Number(process.env.FUZZ_RUNS ?? (exploring ? 500 : 50));
/** Routes whose success ends the test's own footing (deletes the instance or the account, ends sessions). */
const skip = new Set([
  'DELETE /api/bots',
  'DELETE /api/user/{id}',
  'POST /api/auth/logout',
  'DELETE /api/auth/sessions/{id}',
]);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
};

const edgeInts = fc.constantFrom(
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  -(2 ** 60),
  1e308,
);
const edgeStrings = fc.constantFrom(
  '',
  'a\u0000b',
  '\u0000',
  ' ',
  'x'.repeat(5000),
  '💥'.repeat(300),
  '"; DROP TABLE players;--',
  '{player_name}',
  '\n|',
);

function arb(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wild = depth > 3 ? fc.constant(null) : fc.anything({ maxDepth: 2 });
  if (!s || depth > 4) return wild;
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => arb(a, depth + 1)), wild);
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), wild);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), edgeInts, fc.double(), wild);
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^\d{1,20}$/), edgeStrings, wild);
    case 'boolean':
      return fc.oneof(fc.boolean(), wild);
    case 'array':
      return fc.oneof(fc.array(arb(s.items, depth + 1), { maxLength: 3 }), wild);
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const rec: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of props) rec[k] = arb(v, depth + 1);
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(rec, { requiredKeys: [] }) },
        { weight: 1, arbitrary: wild },
      );
    }
    default:
      return wild;
  }
}

let t: TestApp;
let asaBot: Awaited<ReturnType<typeof startFakeAsaBot>>;
let doc: {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  // the companion bot answers (an unreachable one would be a 502, not a fault of ours)
  asaBot = await startFakeAsaBot({ apiKey: 'k', servers: fakeAsaServers, players: [] });
  await saveAsaBotSettings(t, { isEnabled: true, apiKey: 'k', overrideApiUrl: true, apiUrl: asaBot.url });
  // the owner's first portal visit registers them as a player (by design, before any order is checked)
  await t.call('owner', { method: 'GET', url: '/api/portal/900000000000000001/me' });
});
afterAll(async () => {
  await t?.close();
  await asaBot?.close();
});

/** A fingerprint of everything stored for tenants: any write changes it. */
async function fingerprint() {
  const tables = [
    'bot_instances',
    'servers',
    'kits',
    'shop_ranks',
    'players',
    'credit_history',
    'purchases',
    'users',
    'notifications',
  ];
  const parts = tables.map(
    (n) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${n} x)`,
  );
  const res = await t.ctx.db.execute(sql.raw(`select ${parts.join(" || '|' || ")} as f`));
  const rows = (res as unknown as { rows?: { f: string }[] }).rows ?? (res as unknown as { f: string }[]);
  return rows[0]!.f;
}

describe('write-route fuzzer', () => {
  it(`${RUNS} bodies per write route: never >= 500, nothing changed after a 4xx`, async () => {
    const routes: [string, string, Schema | undefined][] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        if (
          ['post', 'put', 'patch', 'delete'].includes(method) &&
          !skip.has(`${method.toUpperCase()} ${path}`)
        )
          routes.push([method.toUpperCase(), path, op.requestBody?.content?.['application/json']?.schema]);
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let calls = 0;
    // the data before a call is the data after the previous one: one fingerprint per call
    let last = await fingerprint();
    for (const [method, path, schema] of routes) {
      const url = path
        .replace(/\{botId\}/g, String(t.botId))
        .replace(/\{guildId\}/g, '900000000000000001')
        .replace(/\{[^}]+\}/g, '1');
      await fc.assert(
        fc.asyncProperty(arb(schema), async (body) => {
          const res = await t.call('owner', { method: method as 'POST', url, payload: body as object });
          calls++;
          const now = await fingerprint();
          if (res.statusCode >= 500)
            failures.push(`${method} ${path} ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
          else if (res.statusCode >= 400 && now !== last)
            failures.push(
              `${method} ${path} ${res.statusCode} changed data: ${JSON.stringify(body).slice(0, 200)}`,
            );
          last = now;
          return true;
        }),
        { numRuns: RUNS, seed: 20261123 },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(calls).toBe(routes.length * RUNS);
  }, 600_000);
});
