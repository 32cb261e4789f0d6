import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/feature-map.md is checked against the tree: every server feature folder has a row, every file a row
 * names exists in that folder, every source file of the folder is named in its row, and every web screen a row
 * names is a folder of packages/web/src/features. A moved, added or deleted file fails here until the map says so.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const featuresDir = path.join(root, 'packages/server/src/features');
const webFeaturesDir = path.join(root, 'packages/web/src/features');

interface Row {
  feature: string;
  files: string[];
  webScreens: string[];
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

function readRows(): Row[] {
  const doc = fs.readFileSync(path.join(root, 'docs/feature-map.md'), 'utf8');
  const lines = doc.split('\n').filter((l) => l.startsWith('| `'));
  return lines.map((line) => {
    const [feature, , routes, service, other, web, , tests] = cells(line);
    const named = [routes, service, other, tests].join(' ');
    // file names: words ending in .ts/.tsx, with an optional folder (e.g. jobs/job-status.test.ts)
    const files = [...named.matchAll(/[\w./-]+\.tsx?\b/g)].map((m) => m[0]);
    const webScreens = web === '-' ? [] : [...web.matchAll(/(^|,\s*)([a-z][\w-]*)/g)].map((m) => m[2]!);
    return { feature: feature!.replace(/`/g, ''), files, webScreens };
  });
}

const sourceFiles = (dir: string, prefix = ''): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return sourceFiles(path.join(dir, e.name), `${prefix}${e.name}/`);
    return /\.tsx?$/.test(e.name) ? [`${prefix}${e.name}`] : [];
  });

describe('docs/feature-map.md matches the tree', () => {
  const rows = readRows();
  const folders = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it('every feature folder has exactly one row, and every row a folder', () => {
    expect(rows.map((r) => r.feature).sort()).toEqual([...folders].sort());
  });

  it.each(rows.map((r) => [r.feature, r] as const))(
    '%s: the files named exist and every file is named',
    (_, row) => {
      const dir = path.join(featuresDir, row.feature);
      const present = new Set(sourceFiles(dir));
      // a name with a folder may also be relative to packages/server/src or packages/server (lib/..., test/...)
      const elsewhere = (f: string) =>
        ['packages/server/src', 'packages/server'].some((d) => fs.existsSync(path.join(root, d, f)));
      const missing = row.files.filter((f) => !present.has(f) && !(f.includes('/') && elsewhere(f)));
      expect(missing, `named in the map but not in features/${row.feature}/`).toEqual([]);
      const named = new Set(row.files.map((f) => path.basename(f)));
      const unnamed = [...present].filter((f) => !named.has(path.basename(f)));
      expect(unnamed, `in features/${row.feature}/ but not in its row`).toEqual([]);
    },
  );

  it('every web screen named is a folder of packages/web/src/features', () => {
    const screens = new Set(rows.flatMap((r) => r.webScreens));
    const missing = [...screens].filter((s) => !fs.existsSync(path.join(webFeaturesDir, s)));
    expect(missing).toEqual([]);
  });
});
