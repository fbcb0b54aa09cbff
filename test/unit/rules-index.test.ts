import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/rules/ocs.md and docs/rules/classic.md index the rule texts (../shared/rules/) section by
 * section: this keeps them whole — every heading of the text listed, every file and test named
 * existing, every test named citing its section, every section the code cites listed.
 */
interface Row {
  section: string;
  files: string[];
  tests: string[];
  /** the reason given instead of files: not implemented */
  reason: string | null;
}

function index(path: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^\| ([^|]+?) \| [^|]+? \| ([^|]+?) \| ([^|]*?) ?\|$/.exec(line);
    if (!m || m[1] === 'Section' || m[1]!.startsWith('---')) continue;
    const reason = m[2]!.startsWith('—') ? m[2]! : null;
    const list = (s: string) => (s.trim() ? s.split(',').map((x) => x.trim()) : []);
    rows.push({ section: m[1]!, files: reason ? [] : list(m[2]!), tests: list(m[3]!), reason });
  }
  return rows;
}

const source = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n');

/** A test cites an OCS section by its number ("12.6c"; "12.1" is not "12.10"). */
const citesOcs = (text: string, section: string) => new RegExp(`${section.replace('.', '\\.')}(?![0-9])`).test(text);

/** A test cites a classic case by its section and case ("German supply ... case 2"), or a part by name. */
const citesClassic = (text: string, section: string) => {
  const m = /^(German supply|Soviet supply|Effects) case (\d)$/.exec(section);
  if (!m) return text.includes(section);
  return text.includes(m[1]!.split(' ')[0]!) && new RegExp(`case ${m[2]}(?![0-9])`).test(text);
};

function checkRows(rows: Row[], cites: (text: string, section: string) => boolean): string[] {
  const problems: string[] = [];
  for (const r of rows) {
    if (r.reason) continue;
    if (!r.files.length) problems.push(`${r.section}: no file and no reason`);
    for (const f of r.files) if (!existsSync(f)) problems.push(`${r.section}: ${f} does not exist`);
    if (!r.tests.some((t) => existsSync(t) && cites(readFileSync(t, 'utf8'), r.section)))
      problems.push(`${r.section}: no test named cites it (${r.tests.join(', ') || 'none named'})`);
  }
  return problems;
}

describe('the section index of the OCS rules (docs/rules/ocs.md)', () => {
  const rows = index('docs/rules/ocs.md');
  const listed = new Set(rows.map((r) => r.section));
  it('lists every section and case of the rule text, in order', () => {
    const text = readFileSync('../shared/rules/ocs-12-supply.txt', 'utf8');
    const headings = [...text.matchAll(/^(12\.\d+[a-z]?)\s/gm)].map((m) => m[1]!);
    expect(headings.length).toBeGreaterThan(60);
    expect(headings.filter((h) => !listed.has(h))).toEqual([]);
    const order = rows.map((r) => r.section).filter((s) => headings.includes(s));
    expect(order).toEqual(headings);
  });
  it('names files that exist, and a test citing the section for each one implemented', () => {
    expect(checkRows(rows, citesOcs)).toEqual([]);
  });
  it('lists every section the OCS code cites', () => {
    const code = source('shared/rules/ocs');
    const cited = new Set([...code.matchAll(/OCS (12\.\d+[a-z]?)(?![0-9])/g)].map((m) => m[1]!));
    expect([...cited].filter((s) => !listed.has(s))).toEqual([]);
  });
});

describe('the section index of the classic rules (docs/rules/classic.md)', () => {
  const rows = index('docs/rules/classic.md');
  const listed = new Set(rows.map((r) => r.section));
  it('lists the general rule, the procedure and every case of each section', () => {
    const text = readFileSync('../shared/rules/classic-supply.txt', 'utf8');
    const expected = ['General Rule', 'Procedure'];
    const names: Record<string, string> = {
      'GERMAN SUPPLY': 'German supply',
      'SOVIET SUPPLY': 'Soviet supply',
      'EFFECTS OF SUPPLY': 'Effects',
    };
    for (const part of text.split('\\subsection{').slice(1)) {
      const title = part.slice(0, part.indexOf('}'));
      const cases = part.split('\\subsubsection{}').length - 1;
      for (let k = 1; k <= cases; k++) expected.push(`${names[title] ?? title} case ${k}`);
    }
    expect(rows.map((r) => r.section)).toEqual(expected);
  });
  it('names files that exist, and a test citing the section for each one implemented', () => {
    expect(checkRows(rows, citesClassic)).toEqual([]);
  });
  it('lists every case the classic code cites', () => {
    const code = source('shared/rules/classic').replace(/,/g, '');
    const cited = [...code.matchAll(/CL (German supply|Soviet supply|Effects) case (\d)/g)].map(
      (m) => `${m[1]} case ${m[2]}`,
    );
    expect(cited.filter((s) => !listed.has(s))).toEqual([]);
  });
});
