import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_EVIDENCE, unverifiedNote, type UnverifiedPage } from '@asa/domain';

const doc = fs.readFileSync(new URL('../../../../docs/integrations.md', import.meta.url), 'utf8');

/** The rows of the first markdown table after the "Evidence (one table)" heading. */
function evidenceRows() {
  const section = doc.slice(doc.indexOf('## Evidence (one table)'));
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| Integration |'));
  const rows: string[] = [];
  for (const l of lines.slice(start + 2)) {
    if (!l.startsWith('|')) break;
    rows.push(l);
  }
  return rows;
}

describe('docs/integrations.md evidence table', () => {
  it('is the domain constant the dashboard notes come from, row for row', () => {
    const expected = INTEGRATION_EVIDENCE.map(
      (e) => `| ${e.integration} | ${e.status} | ${e.evidence} | ${e.note ? `${e.page}: ${e.note}` : '—'} |`,
    );
    expect(evidenceRows()).toEqual(expected);
  });

  it('gives every assumed integration a dashboard note, and every note page one note', () => {
    for (const e of INTEGRATION_EVIDENCE.filter((x) => x.status === 'assumed')) {
      expect(e.page, e.integration).toBeTruthy();
      expect(unverifiedNote(e.page as UnverifiedPage)).toBe(e.note);
    }
    const pages = INTEGRATION_EVIDENCE.flatMap((e) => (e.page ? [e.page] : []));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.sort()).toEqual(['/asabot', '/inGameShop', '/nitrado', '/votingArkServer', '/votingDas']);
  });
});
