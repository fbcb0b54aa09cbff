/** Writes docs/schema/*.schema.json from the zod schemas (test/unit/json-schema.test.ts keeps them current). */
import { writeFileSync } from 'node:fs';
import { jsonSchemas } from '../shared/rules/registered-state.js';

for (const [name, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(`docs/schema/${name}.schema.json`, JSON.stringify(schema, null, 2) + '\n');
  console.log(`wrote docs/schema/${name}.schema.json`);
}
