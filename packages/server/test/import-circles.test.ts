import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circle between the server's features (issue 35, beside boundaries.test.ts): the relative
 * imports of src/**\/*.ts (tests and the test support beside the code left out: they may reach across) make a graph of feature folders
 * (src/features/<name>); a circle in it (A imports B, B imports A, directly or through others) fails with
 * the circle printed. File-level circles are the lint rule import-x/no-cycle's. Issue 35 broke the 36 imports
 * of one circle through 13 features that this test first found (a kit's sale, windows and stock moved to
 * kits/sale-and-stock.ts, the ledger's flows to players/credit-flows.ts, the monitor's findings wired to
 * the engine in jobs/index.ts).
 */
const src = path.resolve(import.meta.dirname, '../src');
const featuresDir = path.join(src, 'features');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !isTestSupport(full) ? [full] : [];
  });

/** Test support beside the code (shop/fixtures.ts, in-game-shop/test-world.ts): it builds on the test harness. */
const isTestSupport = (file: string) => /from ['"][./]*test\/helpers\//.test(fs.readFileSync(file, 'utf8'));

const featureOf = (file: string) => {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0]!;
};

const importRe =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Feature -> the features it imports, with one file pair that shows each edge. */
function featureGraph() {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const from = featureOf(file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(importRe)) {
      const spec = (m[1] ?? m[2])!;
      const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, ''));
      const to = featureOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${path.relative(src, file)} -> ${spec}`);
      edges.set(from, out);
    }
  }
  return edges;
}

/** The strongly connected components with more than one feature (Tarjan). */
function circles(edges: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** The circle an import `from -> to` closes: the import, then the shortest way back from `to` to `from`. */
function describeCircle(
  edges: Map<string, Map<string, string>>,
  members: readonly string[],
  from: string,
  to: string,
) {
  const inside = new Set(members);
  const step = (a: string, b: string) => `${a} -> ${b} (${edges.get(a)!.get(b)})`;
  const prev = new Map<string, string>([[to, '']]);
  const queue = [to];
  while (queue.length && !prev.has(from)) {
    const v = queue.shift()!;
    for (const w of edges.get(v)?.keys() ?? [])
      if (inside.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
  }
  const back: string[] = [];
  for (let u = from; u !== to; u = prev.get(u)!) back.unshift(step(prev.get(u)!, u));
  return `circle through ${from} -> ${to}:\n  ${[step(from, to), ...back].join('\n  ')}`;
}

describe('import circles between server features', () => {
  const edges = featureGraph();
  const found = circles(edges);

  it('the graph is read (features import each other)', () => {
    expect(edges.size).toBeGreaterThan(5);
  });

  it('finds a circle in a made-up graph (so the check below can fail)', () => {
    const made = new Map([
      ['a', new Map([['b', 'a.ts -> ../b']])],
      ['b', new Map([['c', 'b.ts -> ../c']])],
      ['c', new Map([['a', 'c.ts -> ../a']])],
      ['d', new Map([['a', 'd.ts -> ../a']])],
    ]);
    expect(circles(made).map((c) => [...c].sort())).toEqual([['a', 'b', 'c']]);
  });

  it('no import closes a circle between features', () => {
    const onCircle = found.flatMap((c) =>
      c.flatMap((a) =>
        [...(edges.get(a)?.keys() ?? [])].filter((b) => c.includes(b)).map((b) => [a, b, c] as const),
      ),
    );
    expect(
      onCircle.map(([a, b, c]) => describeCircle(edges, c, a, b)),
      'import circles between features',
    ).toEqual([]);
  });
});
