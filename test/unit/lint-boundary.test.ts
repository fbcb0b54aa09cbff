import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** shared/ runs in both processes: the lint rule that keeps Node, Electron, DOM, Svelte and d3 out must hold. */
const eslint = new ESLint({ cwd: process.cwd() });

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
        "import { z } from 'zod';\nimport { HexGrid } from './hex-grid.js';\nexport const s = [z, HexGrid];\n",
        'shared/hex/example.ts',
      ),
    ).toEqual([]);
  });
  it('keeps the renderer away from Node and main', async () => {
    expect(
      await problems("import Database from 'better-sqlite3';\nexport const d = Database;\n", 'src-renderer/example.ts'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });
});
