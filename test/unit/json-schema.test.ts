import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../../shared/rules/registered-state.js';

describe('the published JSON Schemas (docs/schema)', () => {
  it('match the schemas the app validates with (run `npx tsx scripts/make-schemas.ts` after changing a format)', () => {
    for (const [name, schema] of Object.entries(jsonSchemas())) {
      expect(JSON.parse(readFileSync(`docs/schema/${name}.schema.json`, 'utf8'))).toEqual(
        JSON.parse(JSON.stringify(schema)),
      );
    }
  });
  it('describe the fields a referee edits', () => {
    const game = JSON.parse(readFileSync('docs/schema/game.schema.json', 'utf8')) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(game.properties)).toEqual(
      expect.arrayContaining(['map', 'terrain', 'hexsides', 'routes', 'sides', 'unitTypes', 'supplySources', 'tables']),
    );
    expect(game.required).toEqual(expect.arrayContaining(['format', 'map', 'terrain', 'sides']));
  });
});
