import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';
import { allRulesets } from '../../shared/rules/rulesets.js';

/** shared/ runs in both processes: the lint rule that keeps Node, Electron, DOM, Svelte and d3 out must hold. */
const eslint = new ESLint({ cwd: process.cwd() });
// the lint's own lists of ruleset state keys and fields (a JavaScript file, without types)
const { rulesetStateKeys, rulesetFieldNames, rulesetEditTypes } = (await import(
  '../../eslint.config.js' as string
)) as {
  rulesetStateKeys: Record<string, string>;
  rulesetFieldNames: Record<string, string[]>;
  rulesetEditTypes: Record<string, string[]>;
};
// the first lint loads every plugin and parser: seconds on a busy machine
vi.setConfig({ testTimeout: 60_000 });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the shared/ import boundary', () => {
  const forbidden = [
    "import { readFileSync } from 'node:fs';",
    "import { join } from 'path';",
    "import { app } from 'electron';",
    "import Database from 'better-sqlite3';",
    "import { mount } from 'svelte';",
    "import { writable } from 'svelte/store';",
    "import * as d3 from 'd3';",
    "import { zoom } from 'd3-zoom';",
    "import App from '../../src-renderer/App.svelte';",
    "import { CampaignService } from '../src-main/service/campaign-service.js';",
  ];
  for (const line of forbidden) {
    it(`refuses ${line}`, async () => {
      const p = await problems(`${line}\nexport const x = 1;\n`, 'shared/hex/example.ts');
      expect(p.length).toBeGreaterThan(0);
      for (const m of p) expect(m).toMatch(/^no-restricted-imports: /);
    });
  }
  it('refuses DOM and Node globals and unseeded randomness in shared/', async () => {
    const p = await problems(
      'export const a = window.innerWidth;\nexport const b = process.env.X;\nexport const c = Math.random();\n',
      'shared/engine/example.ts',
    );
    expect(p).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*window/),
      expect.stringMatching(/^no-restricted-globals: .*process/),
      expect.stringMatching(/^no-restricted-syntax: The engine is deterministic/),
    ]);
  });
  it('allows the same imports outside shared/, and pure imports inside it', async () => {
    expect(
      await problems(
        "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
        'src-main/store/example.ts',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import * as z from 'zod';\nimport { HexGrid } from './hex-grid.js';\nexport const s = [z, HexGrid];\n",
        'shared/hex/example.ts',
      ),
    ).toEqual([]);
  });
  it('keeps the renderer away from Node and main', async () => {
    expect(
      await problems("import Database from 'better-sqlite3';\nexport const d = Database;\n", 'src-renderer/example.ts'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });
  it('lints Svelte components too, with the renderer boundary', async () => {
    expect(
      await problems(
        '<script lang="ts">\n  import Database from \'better-sqlite3\';\n  const d: unknown = Database;\n</script>\n<p>{d}</p>\n',
        'src-renderer/panels/Example.svelte',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });
});

describe('the layers of shared/', () => {
  const refused: Array<[string, string]> = [
    ['shared/hex/example.ts', "import type { GameDefinition } from '../model/game-schema.js';"],
    ['shared/hex/example.ts', "import { applyCommand } from '../engine/apply-command.js';"],
    ['shared/model/example.ts', "import { commandSchema } from '../rules/registered-commands.js';"],
    ['shared/model/example.ts', "import { rulesetInfo } from '../rules/rulesets.js';"],
    ['shared/engine/example.ts', "import { rulesetInfo } from '../rules/rulesets.js';"],
    ['shared/engine/example.ts', "import { OCS } from '../rules/ocs/ruleset.js';"],
    ['shared/engine/example.ts', "import type { Api } from '../api.js';"],
    ['shared/rules/ocs/example.ts', "import { rulesetInfo } from '../rulesets.js';"],
    ['shared/rules/ocs/example.ts', "import { gcSupply } from '../grand-campaign/determine-supply.js';"],
    ['shared/rules/grand-campaign/example.ts', "import type { Api } from '../../api.js';"],
    ['shared/rules/zoc-hexes.ts', "import { OCS } from './ocs/ruleset.js';"],
  ];
  for (const [file, line] of refused) {
    it(`refuses in ${file}: ${line}`, async () => {
      const p = await problems(`${line}\nexport const x = 1;\n`, file);
      expect(p).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    });
  }
  const allowed: Array<[string, string]> = [
    ['shared/hex/example.ts', "import { HexGrid } from './hex-grid.js';"],
    ['shared/model/example.ts', "import { HexGrid } from '../hex/hex-grid.js';"],
    ['shared/engine/example.ts', "import type { CampaignState } from '../model/campaign-schema.js';"],
    ['shared/rules/ocs/example.ts', "import type { RulesContext } from '../../engine/ruleset.js';"],
    ['shared/rules/ocs/example.ts', "import { zocHexes } from '../zoc-hexes.js';"],
    ['shared/rules/ocs/example.ts', "import { formatTokens } from './quantity.js';"],
    ['shared/rules/rulesets.ts', "import { OCS } from './ocs/ruleset.js';"],
    ['shared/api.ts', "import { rulesetInfo } from './rules/rulesets.js';"],
    // tests may reach anything: a ruleset's test opens campaigns through the registry
    ['shared/rules/ocs/example.test.ts', "import { rulesetInfo } from '../rulesets.js';"],
  ];
  for (const [file, line] of allowed) {
    it(`allows in ${file}: ${line}`, async () => {
      expect(await problems(`${line}\nexport const x = 1;\n`, file)).toEqual([]);
    });
  }
});

describe("a ruleset's own state and fields are read only in its folders", () => {
  it('knows every registered ruleset state key by its folder', () => {
    const registered = Object.fromEntries(allRulesets().flatMap((r) => (r.state ? [[r.id, r.state.key]] : [])));
    expect(rulesetStateKeys).toEqual(registered);
  });
  it("knows every ruleset's registered fields beside the generic ones (a dump's, a game's, a unit type's) by its folder", () => {
    // `resource` (GC 19) shares its name with the generic ledger's kind of points, and OCS's transport
    // `capacity` (12.1b) with GC's airbases' (19.A.4): kept apart by type (eslint.config.js)
    const byName = new Set(['resource', 'capacity']);
    const registered = Object.fromEntries(
      allRulesets().flatMap((r) => {
        const names = [
          ...Object.keys(r.state?.unitFields?.shape ?? {}),
          ...Object.keys(r.state?.dump?.shape ?? {}),
          ...Object.keys(r.game?.fields?.shape ?? {}),
          ...Object.keys(r.game?.unitType?.shape ?? {}),
        ].filter((n, k, all) => !byName.has(n) && all.indexOf(n) === k);
        return names.length ? [[r.id, names.sort()]] : [];
      }),
    );
    const listed = Object.fromEntries(Object.entries(rulesetFieldNames).map(([id, names]) => [id, [...names].sort()]));
    expect(listed).toEqual(registered);
    // a few of today's, so that the check cannot pass by finding none
    expect(rulesetFieldNames.ocs).toContain('blown');
    expect(rulesetFieldNames.ocs).toContain('extender');
    expect(rulesetFieldNames.classic).toContain('leader');
    expect(rulesetFieldNames['grand-campaign']).toContain('majorDepots');
    expect(rulesetFieldNames['grand-campaign']).toContain('hqKind');
  });
  it("knows every ruleset's registered edits of the game by its folder", () => {
    const registered = Object.fromEntries(
      allRulesets().flatMap((r) => {
        const types = (r.game?.edits ?? []).map((k) => k.schema.shape.type.value);
        return types.length ? [[r.id, types.sort()]] : [];
      }),
    );
    expect(rulesetEditTypes).toEqual(registered);
    expect(rulesetEditTypes['grand-campaign']).toContain('majorDepot');
  });
  const refused: Array<[string, string]> = [
    ['src-main/service/example.ts', 'export const a = (s: any) => s.state.rules.gc.pools;'],
    ['src-main/service/example.ts', 'export const a = (u: any) => u.gc?.airbase;'],
    ['src-main/service/example.ts', "export const a = (s: any) => s.rules['ocs'];"],
    ['src-main/service/example.ts', 'export const a = ({ ocs }: any) => ocs;'],
    ['shared/engine/example.ts', 'export const a = (state: any) => state.rules.ocs.pendingAttrition;'],
    ['shared/rules/counter-face.ts', 'export const a = (u: any) => u.ocs?.fuel;'],
    ['shared/rules/ocs/example.ts', 'export const a = (state: any) => state.rules.gc.pools;'],
    ['shared/rules/classic/example.ts', 'export const a = (u: any) => u.ocs?.internals;'],
    [
      'src-renderer/panels/Example.svelte',
      '<script lang="ts">\n  let { u }: { u: any } = $props();\n</script>\n<p>{u.gc.uLevel}</p>\n',
    ],
    ['src-renderer/rules/grand-campaign/example.ts', 'export const a = (u: any) => u.ocs?.fuel;'],
    ['scripts/example.ts', 'export const a = (c: any) => c.setup.rules.gc.budgets;'],
    // a ruleset's own fields beside the generic ones: of a dump, of a unit type
    ['src-main/service/example.ts', 'export const a = (d: any) => d.blown ?? false;'],
    ['shared/engine/example.ts', 'export const a = (d: any) => { delete d.blown; };'],
    ['shared/rules/grand-campaign/example.ts', 'export const a = ({ blown }: any) => blown;'],
    ['src-renderer/rules/grand-campaign/example.ts', 'export const a = (t: any) => t.landingCraft;'],
    ['shared/model/example.ts', 'export const a = (t: any) => t.attackSupply ?? 1;'],
    [
      'src-renderer/editor/Example.svelte',
      '<script lang="ts">\n  let { t }: { t: any } = $props();\n</script>\n<p>{t.hqKind}</p>\n',
    ],
    ['shared/rules/ocs/example.ts', "export const a = (t: any) => t['hqKind'];"],
    ['src-main/service/example.ts', 'export const a = (t: any) => !!t.air;'],
    ['src-main/service/example.ts', 'export const a = (t: any) => !t.organic;'],
    ['shared/engine/example.ts', 'export const a = (t: any) => t.air === true;'],
    ['src-main/service/example.ts', "export const a = (g: any) => g.extenderInEnemyZoc === 'relays';"],
    ['shared/rules/classic/example.ts', 'export const a = ({ extenderInEnemyZoc }: any) => extenderInEnemyZoc;'],
    // an Extender (OCS 12.7): a unit type's and a unit's field of that name
    ['shared/model/example.ts', 'export const a = (u: any) => u.extender !== undefined;'],
    ['src-renderer/map/example.ts', "export const a = (u: any) => (u.extender ? 'Ext' : u.factors);"],
    ['shared/rules/grand-campaign/example.ts', 'export const a = (t: any) => t.extender?.mp;'],
    // a Leader (CL Soviet supply): the classic rules' own unit-type field
    ['shared/engine/example.ts', 'export const a = (t: any) => !!t?.leader;'],
    ['src-main/service/example.ts', 'export const a = (t: any) => (t.leader ? 1 : null);'],
    [
      'src-renderer/panels/Example.svelte',
      '<script lang="ts">\n  let { t }: { t: any } = $props();\n</script>\n<p>{t.leader}</p>\n',
    ],
    ['shared/rules/ocs/example.ts', 'export const a = ({ leader }: any) => leader;'],
    // GC's major depots (19.A.1.a): the grand campaign's own field of the game
    ['shared/model/example.ts', 'export const a = (g: any) => g.majorDepots.length;'],
    ['shared/view/example.ts', 'export const a = ({ majorDepots, ...rest }: any) => ({ rest, majorDepots });'],
    // GC's edit of them: its type written anywhere but GC's folders (a case, a payload, a type)
    ['shared/model/example.ts', "export const a = (e: any) => { switch (e.type) { case 'majorDepot': return 1; } };"],
    ['shared/engine/example.ts', "export const a = (e: { type: string }) => e.type === 'majorDepot';"],
    ['src-main/service/example.ts', "export type A = { type: 'majorDepot'; hex: string };"],
    ['shared/rules/ocs/example.ts', "export const a = { type: 'majorDepot', id: 'x' };"],
    [
      'src-renderer/editor/Example.svelte',
      '<script lang="ts">\n  let { edit }: { edit: (e: object) => void } = $props();\n</script>\n<button onclick={() => edit({ type: \'majorDepot\' })}>x</button>\n',
    ],
  ];
  for (const [file, code] of refused) {
    it(`refuses in ${file}: ${code.split('\n').at(-2) || code}`, async () => {
      const p = (await problems(code, file)).filter((m) => !m.startsWith('@typescript-eslint/no-explicit-any'));
      expect(p.length).toBeGreaterThan(0);
      for (const m of p) expect(m).toMatch(/^no-restricted-syntax: A ruleset's own (state and fields|game edits)/);
    });
  }
  const allowed: Array<[string, string]> = [
    ['shared/rules/ocs/example.ts', 'export const a = (state: any) => state.rules.ocs.pendingAttrition;'],
    ['shared/rules/grand-campaign/example.ts', 'export const a = (u: any) => u.gc?.airbase;'],
    ['src-renderer/rules/ocs/example.ts', 'export const a = (u: any) => u.ocs?.fuel;'],
    ['shared/rules/ocs/example.ts', 'export const a = (d: any) => d.blown === true;'],
    ['src-renderer/rules/ocs/example.ts', 'export const a = (t: any) => t.landingCraft ?? false;'],
    ['shared/rules/grand-campaign/example.ts', 'export const a = (t: any) => t.hqKind;'],
    ['shared/rules/ocs/example.ts', "export const a = (g: any) => g.extenderInEnemyZoc === 'relays';"],
    ['src-renderer/rules/ocs/example.ts', 'export const a = (u: any) => u.extender ?? null;'],
    ['shared/rules/classic/example.ts', 'export const a = (t: any) => !!t?.leader;'],
    ['src-renderer/rules/grand-campaign/example.ts', 'export const a = (g: any) => g.majorDepots ?? [];'],
    ['src-renderer/rules/classic/example.ts', 'export const a = (t: any) => t.leader === true;'],
    ['shared/rules/grand-campaign/example.ts', "export const a = { type: 'majorDepot', id: 'x' };"],
    [
      'src-renderer/rules/grand-campaign/example.ts',
      "export const a = (e: { type: string }) => e.type === 'majorDepot';",
    ],
    ['test/integration/example.test.ts', "export const a = { type: 'majorDepot', id: 'x' };"],
    // the word in a sentence or another name is no edit's type
    ['src-main/service/example.ts', "export const a = 'majorDepots';"],
    // tests read any part of a state they set up
    ['test/integration/example.test.ts', 'export const a = (s: any) => s.state.rules.gc.pools;'],
    ['test/integration/example.test.ts', 'export const a = (d: any) => d.blown;'],
    // the generic ledger's kind of points is named `resource` too: not a ruleset's field by name
    ['src-main/service/example.ts', 'export const a = (f: any) => f.resource ?? "sp";'],
    // an OCS transport type's capacity (12.1b) and a GC airbase's (19.A.4) are two things of one name
    ['shared/rules/grand-campaign/example.ts', 'export const a = (u: any) => u.gc?.airbase.capacity;'],
    // other members named "rules" are no ruleset's state
    ['shared/view/example.ts', 'export const a = (f: any) => f.rules.marker;'],
  ];
  for (const [file, code] of allowed) {
    it(`allows in ${file}: ${code}`, async () => {
      const p = (await problems(code, file)).filter((m) => !m.startsWith('@typescript-eslint/no-explicit-any'));
      expect(p).toEqual([]);
    });
  }
});
