import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export interface Hit {
  screen: string;
  rule: string;
  impact: Impact;
  nodes: number;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is (all of axe's default rules: WCAG 2.x A/AA and best practices) and
 * answers one hit per violated rule. `only` limits the run to some rules (the dark theme re-checks contrast);
 * `within` limits it to a part of the page (a tab's panel: the rest was just scanned).
 */
export async function axeScan(page: Page, screen: string, only?: string[], within?: string): Promise<Hit[]> {
  // let MUI's transitions (dialogs, ripples, collapses) settle, or contrast is measured mid-fade: wait two
  // frames (a transition starts on the frame after the click), then until no finite animation runs
  // (spinners and skeleton pulses repeat forever and are ignored)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000, polling: 'raf' },
    )
    .catch(() => {});
  // only violations are reported, so axe details no passes or incomplete results (it checks the same rules)
  // legacy mode: axe.run in the page itself; the default opens a blank page per scan for axe.finishRun
  // (about 1 s a scan, 47 scans a walk; the dashboard has no cross-origin frame that would need it)
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (!process.env.AXE_ALL_RESULTS) builder = builder.options({ resultTypes: ['violations'] });
  if (only) builder = builder.withRules(only);
  if (within) builder = builder.include(within);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    screen,
    rule: v.id,
    impact: (v.impact ?? 'minor') as Impact,
    nodes: v.nodes.length,
    targets: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 300)),
  }));
}

/** Counts of rule × screen hits (and elements) by impact, the numbers docs/accessibility.md reports. */
export function summarize(hits: Hit[]) {
  const out: Record<Impact, { hits: number; elements: number }> = {
    critical: { hits: 0, elements: 0 },
    serious: { hits: 0, elements: 0 },
    moderate: { hits: 0, elements: 0 },
    minor: { hits: 0, elements: 0 },
  };
  for (const h of hits) {
    out[h.impact].hits++;
    out[h.impact].elements += h.nodes;
  }
  return out;
}

/** Writes the full report next to the screenshots (e2e/screenshots/axe-report.json) for humans. */
export function writeReport(name: string, screens: number, hits: Hit[]) {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ screens, summary: summarize(hits), hits }, null, 2),
  );
}
