/**
 * The docs' lists are the code's (issue 35): the scheduled jobs (docs/architecture.md), the purchase states
 * (docs/shop-engine.md, docs/architecture.md, docs/operations.md), the ledger kinds (docs/ledger.md) and the
 * error codes (docs/api-contract.md, docs/api-v1.md). A job, state, kind or code added, renamed or removed in
 * the code fails here until the docs say so.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  errorCodes,
  ledgerKinds,
  openPurchaseStatuses,
  purchaseStatuses,
  purchaseTransitions,
  shopErrorCodes,
} from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { jobs } from '../src/jobs';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The text of a `## title` section (up to the next `## `). */
function section(doc: string, title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  expect(start, `section "${title}"`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}
/** First cells of a markdown table's rows: `| \`name\` | ...`. */
const tableNames = (text: string) => [...text.matchAll(/^\| `([a-z0-9_-]+)` \|/gm)].map((m) => m[1]!);
const ticked = (text: string) => [...text.matchAll(/`([a-z0-9_-]+)`/g)].map((m) => m[1]!);
const sorted = (list: readonly string[]) => [...list].sort();
/** The codes of a table's first column (the header `| \`code\` |` is not one). */
const codeCells = (text: string) =>
  [...text.matchAll(/^\| (`[a-z0-9_]+`(?:, `[a-z0-9_]+`)*) \|/gm)]
    .flatMap((m) => ticked(m[1]!))
    .filter((c) => c !== 'code');

function every(job: (typeof jobs)[number]): string {
  if (job.everySeconds) return `${job.everySeconds} s`;
  const m = job.everyMinutes;
  return m % 60 === 0 ? `${m / 60} h` : `${m} min`;
}

describe('docs/architecture.md', () => {
  it("'Scheduled jobs' has a row per job of jobs/index.ts with its interval", () => {
    const text = section(read('docs/architecture.md'), 'Scheduled jobs');
    const rows = [...text.matchAll(/^\| `([a-z0-9-]+)` \| ([^|]+) \|/gm)].map(
      (m) => `${m[1]} ${m[2]!.trim()}`,
    );
    expect(rows).toEqual(jobs.map((j) => `${j.name} ${every(j)}`));
  });

  it("'The shop engine' names every purchase state", () => {
    const named = new Set(ticked(section(read('docs/architecture.md'), 'The shop engine')));
    expect(purchaseStatuses.filter((s) => !named.has(s))).toEqual([]);
  });
});

describe('docs name only jobs that exist', () => {
  it('"job `x`", "`x` job" and "job-status:x" name a job of jobs/index.ts', () => {
    const names = new Set(jobs.map((j) => j.name));
    const wrong: string[] = [];
    for (const file of fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'))) {
      const doc = read(`docs/${file}`);
      const named = [
        ...doc.matchAll(/\bjobs? `([a-z0-9-]+)`/g),
        ...doc.matchAll(/`([a-z0-9-]+)` jobs?\b/g),
        ...doc.matchAll(/job-status:([a-z0-9-]+)/g),
      ].map((m) => m[1]!);
      for (const n of named) if (!names.has(n)) wrong.push(`${file}: ${n}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('docs/shop-engine.md', () => {
  it("the status table lists every purchase state, in the code's order", () => {
    const text = section(read('docs/shop-engine.md'), 'Delivery: the purchase state machine');
    const table = tableNames(text.slice(text.indexOf('| Status |')));
    expect(table.slice(0, purchaseStatuses.length)).toEqual([...purchaseStatuses]);
  });

  it('the state diagram names only purchase states and every one of them', () => {
    const diagram = /```mermaid\n(stateDiagram[\s\S]*?)```/.exec(read('docs/shop-engine.md'))?.[1] ?? '';
    const states = new Set(
      [...diagram.matchAll(/^\s*(\w+|\[\*\]) --> (\w+|\[\*\])/gm)].flatMap((m) => [m[1]!, m[2]!]),
    );
    states.delete('[*]');
    expect(sorted([...states])).toEqual(sorted(purchaseStatuses));
    expect(purchaseTransitions.length).toBeGreaterThan(0);
  });
});

describe('docs/operations.md', () => {
  it("the queue and purchase metrics name the code's open and other states", () => {
    const doc = read('docs/operations.md');
    const listed = (metric: string) => {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${metric}`)) ?? '';
      return /\(([a-z, ]+)\)/.exec(row)?.[1]?.split(', ') ?? [];
    };
    expect(listed('asa_delivery_queue_depth')).toEqual([...openPurchaseStatuses]);
    const open = new Set<string>(openPurchaseStatuses);
    expect(sorted(listed('asa_purchases'))).toEqual(sorted(purchaseStatuses.filter((s) => !open.has(s))));
    for (const m of doc.matchAll(/\{state="([a-z]+)"\}/g))
      if (!doc.slice(m.index - 40, m.index).includes('rcon_pool'))
        expect(purchaseStatuses as readonly string[]).toContain(m[1]);
  });
});

describe('docs/ledger.md', () => {
  it('the kind row lists every ledger kind, in the code’s order', () => {
    const row = read('docs/ledger.md')
      .split('\n')
      .find((l) => l.startsWith('| kind |'));
    expect(ticked(row ?? '').filter((k) => k !== 'kind' && k !== 'ledgerkinds')).toEqual([...ledgerKinds]);
  });
});

describe('docs/api-contract.md and docs/api-v1.md', () => {
  it("'Errors' lists every error code once", () => {
    const text = section(read('docs/api-contract.md'), 'Errors');
    const table = codeCells(text);
    const shop = ticked(/^Shop refusals[^:]*: (.*)$/m.exec(text)?.[1] ?? '');
    expect(sorted(table)).toEqual(sorted(errorCodes.filter((c) => !shop.includes(c) || c === 'not_found')));
    expect(shop).toEqual([...shopErrorCodes]);
  });

  it("api-v1.md's code table names only codes of the list", () => {
    const doc = read('docs/api-v1.md');
    const table = codeCells(doc);
    expect(table.length).toBeGreaterThan(10);
    expect(table.filter((c) => !(errorCodes as readonly string[]).includes(c))).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  it('numbers every decision record once, in date order', () => {
    const files = fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .filter((f) => /^\d{4}-\d\d-\d\d-.*\.md$/.test(f));
    const rows = [
      ...read('docs/decisions/README.md').matchAll(
        /^\| (\d+) \| (\d{4}-\d\d-\d\d) \| \[[^\]]+\]\(([^)]+)\) \|/gm,
      ),
    ];
    expect(rows.map((r) => Number(r[1]))).toEqual(rows.map((_, i) => i + 1));
    expect(sorted(rows.map((r) => r[3]!))).toEqual(sorted(files));
    for (const r of rows) expect(r[3]!.startsWith(r[2]!), r[3]).toBe(true);
    const dates = rows.map((r) => r[2]!);
    expect(dates).toEqual(sorted(dates));
  });
});
