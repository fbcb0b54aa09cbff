import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandSchema } from './registered-commands.js';
import { engineCommandSchemas, sharedCommandSchemas } from '../engine/commands.js';
import { SUPPLY_REPORT_KEYS } from '../engine/ruleset.js';
import { HexGrid } from '../hex/hex-grid.js';
import { MovementGraph } from '../hex/movement-graph.js';
import { parseCampaign } from '../parse-campaign.js';
import { RULESET_IDS } from '../model/ruleset-ids.js';
import { registeredUnitTypeFields } from '../model/unit-type-schema.js';
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
  it('cites its rules with its own prefix, one no other ruleset uses', () => {
    expect(r.cites).toMatch(/^[A-Z]{2,4}$/);
    expect(allRulesets().filter((o) => o.cites === r.cites)).toEqual([r]);
    // the citations it registers (the Out of Supply marker's rule, its capabilities) start with it
    if (r.outOfSupplyRule) expect(r.outOfSupplyRule.startsWith(`${r.cites} `)).toBe(true);
    for (const cap of Object.values(r.capabilities)) expect(cap.summary.startsWith(`${r.cites} `)).toBe(true);
    // its modes are the campaign's modes, each named once
    const modes = r.unitModes ?? [];
    expect(new Set(modes.map((m) => m.id)).size).toBe(modes.length);
    expect(new Set(modes.map((m) => m.label)).size).toBe(modes.length);
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
  it('brings each capability with commands of its own, and asks before only its own commands', () => {
    for (const [name, cap] of Object.entries(r.capabilities)) {
      expect(cap.summary.length, name).toBeGreaterThan(10);
      for (const c of cap.commands) expect(r.commands, `${name}: ${c}`).toContain(c);
    }
    for (const [c, what] of Object.entries(r.irreversible)) {
      expect(r.commands, c).toContain(c);
      expect(what.why.length).toBeGreaterThan(5);
    }
    for (const c of r.movesOnly) expect(r.commands, c).toContain(c);
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
        // besides the generic members, a report holds exactly its capabilities' sections
        const sections = Object.values(r.capabilities).flatMap((c) => (c.reportSection ? [c.reportSection] : []));
        expect(Object.keys(report).sort()).toEqual([...SUPPLY_REPORT_KEYS, ...sections].sort());
        for (const u of report.units) {
          expect(words, `${u.id}: ${u.status}`).toContain(u.status);
          expect(u.reason.length).toBeGreaterThan(10);
        }
      }
    },
  );
});

/** The program's source files (tests and docs aside). */
function sourceFiles(dirs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|svelte|js|mjs|cjs)$/.test(f) && !/\.test\.ts$/.test(f)) files.push(p);
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

/** The command names one ruleset alone owns (not the engine's, not shared by two systems), with their owner. */
function singleOwnerCommands(): Map<string, string> {
  const engine = new Set([
    ...engineCommandSchemas.map((o) => o.shape.type.value as string),
    ...Object.keys(sharedCommandSchemas),
  ]);
  const owners = new Map<string, string[]>();
  for (const r of allRulesets())
    for (const c of r.commands) if (!engine.has(c)) owners.set(c, [...(owners.get(c) ?? []), r.id]);
  return new Map([...owners].filter(([, ids]) => ids.length === 1).map(([c, ids]) => [c, ids[0]!]));
}

describe('the ruleset boundary', () => {
  it("no code outside the rulesets' folders branches on a ruleset id", () => {
    const files = sourceFiles(['shared', 'src-main', 'src-renderer']);
    // the list of ids itself sits in model/ (the game file names its ruleset), moved there from rules/;
    // each ruleset's panels sit in src-renderer/rules/<id>/, chosen in src-renderer/rules/ruleset-panels.ts
    const outside = files.filter(
      (f) =>
        !f.startsWith(join('shared', 'rules')) &&
        !f.startsWith(join('src-renderer', 'rules')) &&
        f !== join('shared', 'model', 'ruleset-ids.ts'),
    );
    const literal = new RegExp(`['"\`](${RULESET_IDS.join('|')})['"\`]`);
    const offenders = outside.filter((f) => literal.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('each ruleset owns its data', () => {
  it('registers its own unit-type fields, which every game is read with', () => {
    const owners = registeredUnitTypeFields();
    for (const r of allRulesets())
      for (const f of Object.keys(r.game?.unitType?.shape ?? {})) expect(owners.get(f), f).toBe(r.id);
    // a few of today's, so that the check below cannot pass by finding none
    expect(owners.get('attackSupply')).toBe('ocs');
    expect(owners.get('hqKind')).toBe('grand-campaign');
  });
  it("no code outside a ruleset's folders reads one of its own unit-type fields", () => {
    const offenders: string[] = [];
    for (const f of sourceFiles(['bin', 'scripts', 'shared', 'src-main', 'src-renderer'])) {
      const text = readFileSync(f, 'utf8');
      // another ruleset cannot read them either: UnitType lacks them, and the typed view of them
      // (<id>/game-parts.ts) is one it may not import (the layer lint); its own names may clash
      if (RULESET_IDS.some((id) => f.startsWith(join('shared', 'rules', id) + sep))) continue;
      if (RULESET_IDS.some((id) => f.startsWith(join('src-renderer', 'rules', id) + sep))) continue;
      for (const [field, id] of registeredUnitTypeFields()) {
        // a read is a member access; a demo script may still write the field into its game's data
        if (new RegExp(`\\.${field}\\b`).test(text)) offenders.push(`${f}: .${field} (${id})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('each ruleset owns its commands', () => {
  const owned = singleOwnerCommands();
  it('finds the commands one ruleset alone owns', () => {
    // a few of today's, so that the check below cannot pass by finding none
    for (const [c, id] of [
      ['fuel.pay', 'ocs'],
      ['extender.create', 'ocs'],
      ['isolation.roll', 'grand-campaign'],
      ['pocket.pool', 'grand-campaign'],
    ])
      expect(owned.get(c!), c).toBe(id);
    expect(owned.has('supply.apply')).toBe(false);
    expect(owned.has('combat.supply')).toBe(false);
  });
  it('no command name one ruleset alone owns appears outside its folders (shared/rules/<id>/, src-renderer/rules/<id>/)', () => {
    const offenders: string[] = [];
    const files = sourceFiles(['bin', 'scripts', 'shared', 'src-main', 'src-renderer']);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const [c, id] of owned) {
        if (f.startsWith(join('shared', 'rules', id) + sep) || f.startsWith(join('src-renderer', 'rules', id) + sep))
          continue;
        const name = new RegExp(`(?<![\\w.-])${c.replace(/\./g, '\\.')}(?![\\w-])`);
        if (name.test(text)) offenders.push(`${f}: ${c} (${id})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
