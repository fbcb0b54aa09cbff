import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandSchema } from './registered-commands.js';
import { HexGrid } from '../hex/hex-grid.js';
import { MovementGraph } from '../hex/movement-graph.js';
import { parseCampaign } from '../parse-campaign.js';
import { RULESET_IDS } from '../model/ruleset-ids.js';
import { allRulesets, rulesContext, rulesetInfo } from './rulesets.js';

/** The bundled demo campaigns, by ruleset. */
const demos = readdirSync('assets/demo')
  .filter((f) => f.endsWith('.campaign.json'))
  .map((f) => parseCampaign(JSON.parse(readFileSync(join('assets/demo', f), 'utf8')), f));
const commandTypes = new Set(commandSchema.options.map((o) => o.shape.type.value));

describe.each(allRulesets().map((r) => [r.id, r] as const))('the %s ruleset keeps the Ruleset contract', (id, r) => {
  it('is registered under its id, with phases of unique ids', () => {
    expect(RULESET_IDS).toContain(id);
    expect(rulesetInfo(id)).toBe(r);
    expect(r.phases.length).toBeGreaterThan(0);
    expect(new Set(r.phases.map((p) => p.id)).size).toBe(r.phases.length);
    for (const p of r.supplyPhases) expect(r.phases.map((x) => x.id)).toContain(p);
  });
  it('writes and reads back every amount in its own notation', () => {
    for (let n = 0; n <= 60; n++) expect(r.parseAmount(r.formatAmount(n)), `${n} → "${r.formatAmount(n)}"`).toBe(n);
  });
  it('names its status words, and each of its commands exists', () => {
    expect(new Set(r.statusWords.map((w) => w.id)).size).toBe(r.statusWords.length);
    for (const w of r.statusWords) expect(w.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(!!r.supplyReport).toBe(r.supplyChecks);
    if (r.supplyChecks) expect(r.statusWords.length).toBeGreaterThan(0);
    for (const c of r.commands) expect(commandTypes, c).toContain(c);
  });
  const demo = demos.find((d) => d.game.ruleset === id);
  it.runIf(!!demo && r.supplyChecks)(
    'answers every unit of its demo, each side, in its own status words, with a reason',
    () => {
      const game = demo!.game;
      for (const t of r.requiredTables) expect(game.tables.map((x) => x.id)).toContain(t);
      const graph = new MovementGraph(game, new HexGrid(game.map));
      const words = new Set(r.statusWords.map((w) => w.id));
      for (const side of game.sides) {
        const report = r.supplyReport!(rulesContext(game, graph.grid, graph), demo!.setup, side.id);
        const ids = demo!.setup.units
          .filter((u) => u.side === side.id)
          .map((u) => u.id)
          .sort();
        expect(report.units.map((u) => u.id).sort()).toEqual(ids);
        for (const u of report.units) {
          expect(words, `${u.id}: ${u.status}`).toContain(u.status);
          expect(u.reason.length).toBeGreaterThan(10);
        }
      }
    },
  );
});

describe('the ruleset boundary', () => {
  it('no code outside shared/rules/ branches on a ruleset id', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|svelte)$/.test(f) && !f.endsWith('.test.ts')) files.push(p);
      }
    };
    for (const dir of ['shared', 'src-main', 'src-renderer']) walk(dir);
    // the list of ids itself sits in model/ (the game file names its ruleset), moved there from rules/
    const outside = files.filter(
      (f) => !f.startsWith(join('shared', 'rules')) && f !== join('shared', 'model', 'ruleset-ids.ts'),
    );
    const literal = new RegExp(`['"\`](${RULESET_IDS.join('|')})['"\`]`);
    const offenders = outside.filter((f) => literal.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
