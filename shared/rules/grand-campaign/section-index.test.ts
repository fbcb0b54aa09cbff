import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/rules/grand-campaign.md lists every section of the grand-campaign supply rules in the
 * texts' order, with the file implementing it and a test citing it, or why it is not implemented.
 */
const DIR = 'shared/rules/grand-campaign';
const headings = readFileSync('test/fixtures/gc-rule-headings.txt', 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split(' ')[0]!);
const rows = readFileSync('docs/rules/grand-campaign.md', 'utf8')
  .split('\n')
  .filter((l) => /^\| \d/.test(l))
  .map((l) => {
    const [section, heading, where, test] = l
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
    return { section: section!, heading: heading!, where: where!, test: test! };
  });
const isCase = (s: string) => s.includes(' ');
const NOT_DONE = /^(not implemented|definition|heading only)/;

/**
 * Does the file cite the section ("17.B.1.b" or "17.B.1 b")? A case ("16.A (6)", "17.B.1 a)") is
 * cited as itself ("16.A.6", "17.B.1 a") or by its section.
 */
function cites(file: string, row: string): boolean {
  const text = readFileSync(`${DIR}/${file}`, 'utf8');
  const m = /^(\S+) \(?(\w+)\)$/.exec(row);
  const section = m ? m[1]! : row;
  const ids = [section, section.replace(/\.([a-z])$/, ' $1'), ...(m ? [`${m[1]}.${m[2]}`, `${m[1]} ${m[2]}`] : [])];
  return ids.some((id) => new RegExp(`${id.replace(/\./g, '\\.')}(?![.\\w])`).test(text));
}

describe('the grand-campaign section index', () => {
  it("lists the rule texts' sections, every one, in their order", () => {
    expect(rows.filter((r) => !isCase(r.section)).map((r) => r.section)).toEqual(headings);
  });

  it('names for each a file that exists and a test that cites it, or why it is not implemented', () => {
    const problems: string[] = [];
    for (const r of rows) {
      if (NOT_DONE.test(r.where)) {
        if (r.test !== '—') problems.push(`${r.section}: not implemented, yet a test is named`);
        continue;
      }
      const file = r.where.split(' ')[0]!;
      if (!existsSync(`${DIR}/${file}`)) problems.push(`${r.section}: no file ${file}`);
      else if (!cites(file, r.section)) problems.push(`${r.section}: ${file} does not cite it`);
      if (!existsSync(`${DIR}/${r.test}`)) problems.push(`${r.section}: no test ${r.test}`);
      else if (!cites(r.test, r.section)) problems.push(`${r.section}: ${r.test} does not cite it`);
    }
    expect(problems).toEqual([]);
  });
});
