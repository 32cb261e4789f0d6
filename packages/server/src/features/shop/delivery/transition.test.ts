import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  initialPurchaseStatuses,
  isPurchaseTransition,
  purchaseStatuses,
  purchaseTransitions,
} from '@asa/domain';
import type { Db } from '../../../db/client';
import { PurchaseTransitionRefused, transition } from './transition';

/** A database that fails the test if anything touches it. */
const untouchable = new Proxy({} as Db, {
  get(_, prop) {
    throw new Error(`the database was touched (${String(prop)})`);
  },
});

describe('purchase state machine (issue 35)', () => {
  it('transition() refuses every pair not in the table before touching the database', async () => {
    let refused = 0;
    for (const from of purchaseStatuses)
      for (const to of purchaseStatuses) {
        if (isPurchaseTransition(from, to)) continue;
        await expect(transition(untouchable, 1, from, to, {})).rejects.toBeInstanceOf(
          PurchaseTransitionRefused,
        );
        refused++;
      }
    expect(refused).toBe(
      purchaseStatuses.length ** 2 - new Set(purchaseTransitions.map((t) => `${t.from}>${t.to}`)).size,
    );
  });

  it('a list of from-statuses is refused when any of them is not allowed', async () => {
    await expect(transition(untouchable, 1, ['queued', 'delivered'], 'delivering', {})).rejects.toThrow(
      'delivered -> delivering',
    );
    await expect(transition(untouchable, 1, [], 'delivering', {})).rejects.toThrow();
  });

  it('the table names statuses only, with an event each', () => {
    for (const t of purchaseTransitions) {
      expect(purchaseStatuses).toContain(t.from);
      expect(purchaseStatuses).toContain(t.to);
      expect(t.event).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });

  it('no status write of the server bypasses transition()', () => {
    const src = path.resolve(import.meta.dirname, '../../..');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return files(full);
        return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
      });
    const bypass: string[] = [];
    for (const file of files(src)) {
      if (file.endsWith(`${path.sep}transition.ts`)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(src, file);
      // drizzle: .update(purchases).set({ ... status ... }) before its .where(
      for (const m of text.matchAll(/\.update\(purchases\)([\s\S]*?)\.where\(/g))
        if (/\bstatus\s*[:,}]/.test(m[1]!)) bypass.push(`${rel}: ${m[0].slice(0, 80)}`);
      // raw SQL setting a purchase's status: only beside the state machine's check
      const raw = /update \$\{purchases\} set status|table: purchases,[\s\S]{0,200}?set: sql`status =/.test(
        text,
      );
      if (raw && !text.includes('assertTransition('))
        bypass.push(`${rel}: raw status write without assertTransition`);
    }
    expect(bypass).toEqual([]);
  });

  it("docs/shop-engine.md's mermaid stateDiagram lists exactly the table's transitions", () => {
    const doc = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../../docs/shop-engine.md'),
      'utf8',
    );
    const diagram = /```mermaid\n(stateDiagram[\s\S]*?)```/.exec(doc)?.[1];
    expect(diagram).toBeDefined();
    const edges = [...diagram!.matchAll(/^\s*(\[\*\]|\w+)\s*-->\s*(\[\*\]|\w+)\s*(?::|$)/gm)].map((m) => [
      m[1]!,
      m[2]!,
    ]);
    const pairs = (list: { from: string; to: string }[]) => list.map((t) => `${t.from} --> ${t.to}`).sort();
    const between = edges
      .filter(([a, b]) => a !== '[*]' && b !== '[*]')
      .map(([from, to]) => ({ from: from!, to: to! }));
    expect(pairs(between)).toEqual(pairs([...purchaseTransitions]));
    const initial = edges.filter(([a]) => a === '[*]').map(([, b]) => b);
    expect(initial.sort()).toEqual([...initialPurchaseStatuses].sort());
  });
});
