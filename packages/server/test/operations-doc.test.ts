import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const doc = read('docs/operations.md');

describe('docs/operations.md', () => {
  it('names only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts);
    const named = [...doc.matchAll(/npm run(?: -s)? ([a-z][a-z0-9:-]*)/g)].map((m) => m[1]!);
    if (/\bnpm start\b/.test(doc)) named.push('start');
    expect(named).toContain('admin');
    expect([...new Set(named)].filter((n) => !scripts.includes(n))).toEqual([]);
  });

  it('names only settings of the configuration table', () => {
    const table = new Set(
      [...read('docs/configuration.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!),
    );
    // NAME_WITH_UNDERSCORES anywhere, and NAME= at the start of a line (the settings file)
    const named = new Set([
      ...[...doc.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map((m) => m[0]),
      ...[...doc.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!),
    ]);
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((n) => !table.has(n))).toEqual([]);
  });

  it('names only admin commands that exist', async () => {
    const { commands } = await import('../src/cli/run');
    const named = [...doc.matchAll(/npm run(?: -s)? admin -- ([a-z-]+)/g)].map((m) => m[1]!);
    const table = [...doc.matchAll(/^\| `([a-z-]+)[ `]/gm)].map((m) => m[1]!);
    expect([...new Set([...named, ...table])].filter((n) => !(n in commands))).toEqual([]);
    // and every command is documented
    expect(Object.keys(commands).filter((c) => !doc.includes(`\`${c}`))).toEqual([]);
  });
});
