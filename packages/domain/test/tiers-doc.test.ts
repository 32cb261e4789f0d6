import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tierTableMarkdown } from '../src/limits';

const doc = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'tiers.md');
const begin = '<!-- tier-table:begin (generated from packages/domain/src/limits.ts) -->';
const end = '<!-- tier-table:end -->';

describe('docs/tiers.md', () => {
  it('holds the feature × tier table of the domain, word for word', () => {
    const text = fs.readFileSync(doc, 'utf8');
    const from = text.indexOf(begin);
    const to = text.indexOf(end);
    expect(from, 'the table markers are missing in docs/tiers.md').toBeGreaterThanOrEqual(0);
    const table = text.slice(from + begin.length, to).trim();
    // to regenerate: print tierTableMarkdown() and paste it between the markers
    expect(table).toBe(tierTableMarkdown());
  });
});
