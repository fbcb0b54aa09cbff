import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../helpers/import-graph.js';

/** A cycle in shared/ ties layers together (the engine reached the registry, which reached the engine). */
describe('imports in shared/', () => {
  it('finds a cycle where there is one, and none in a tree', () => {
    const cyclic = new Map([
      ['engine/apply-command.ts', ['rules/rulesets.ts', 'model/campaign-schema.ts']],
      ['rules/rulesets.ts', ['rules/ocs/ruleset.ts']],
      ['rules/ocs/ruleset.ts', ['engine/apply-command.ts']],
      ['model/campaign-schema.ts', []],
    ]);
    expect(importCycles(cyclic)).toEqual([
      ['engine/apply-command.ts', 'rules/rulesets.ts', 'rules/ocs/ruleset.ts', 'engine/apply-command.ts'],
    ]);
    cyclic.set('rules/ocs/ruleset.ts', ['model/campaign-schema.ts']);
    expect(importCycles(cyclic)).toEqual([]);
  });
  it('reads the imports of the real files', () => {
    const graph = importGraph('shared');
    expect(graph.get('engine/apply-command.ts')).toContain('model/command-error.ts');
    expect(graph.get('rules/rulesets.ts')).toContain('rules/ocs/ruleset.ts');
  });
  it('has no import cycle', () => {
    expect(importCycles(importGraph('shared'))).toEqual([]);
  });
});
