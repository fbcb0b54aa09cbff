/**
 * What the scripts that write the bundled demos share (make-demo.ts, make-classic-demo.ts,
 * make-gc-demo.ts): a single flat-topped sheet with hexes named by printed column and row,
 * terrain painted in rectangular blocks, and the writing of the demo's two files.
 */
import { writeFileSync } from 'node:fs';
import { HexGrid } from '../shared/hex/hex-grid.js';
import { singleSheetLayout } from '../shared/hex/map-layout.js';
import { gameDefinitionSchema, type GameDefinitionInput } from '../shared/model/game-schema.js';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION, type CampaignInput } from '../shared/model/campaign-schema.js';
import { type RegisteredRules, campaignSchema } from '../shared/rules/registered-state.js';
import { parseCampaign } from '../shared/parse-campaign.js';

/** A W x H sheet; `id(c, r)` is the printed id of the hex in column c, row r (both from 1). */
export function demoSheet(W: number, H: number) {
  const layout = singleSheetLayout(W, H, 'flat', 'odd');
  const grid = new HexGrid(layout);
  const id = (c: number, r: number) => grid.printedId(grid.indexAt(c - 1, r - 1));
  return { layout, grid, id };
}

/** A block of terrain: its code over columns c0..c1 and rows r0..r1 (printed numbers, inclusive). */
export type TerrainBlock = { code: string; c0: number; c1: number; r0: number; r1: number };

/** The terrain rows: clear ('.') but where a block covers the hex; a later block paints over an earlier. */
export function blockTerrain(W: number, H: number, blocks: TerrainBlock[]): string[] {
  const rows: string[] = [];
  for (let r = 1; r <= H; r++) {
    let line = '';
    for (let c = 1; c <= W; c++) {
      let t = '.';
      for (const b of blocks) if (c >= b.c0 && c <= b.c1 && r >= b.r0 && r <= b.r1) t = b.code;
      line += t;
    }
    rows.push(line);
  }
  return rows;
}

/** A unit as a demo's setup places it. */
export type DemoUnit = CampaignInput<RegisteredRules>['setup']['units'][number];

export interface DemoFiles {
  /** the files' name in assets/demo/, without .game.json or .campaign.json */
  file: string;
  /** the campaign's name */
  name: string;
  /** how errors name the campaign, e.g. "the demo campaign" */
  what: string;
  game: GameDefinitionInput;
  setup: CampaignInput<RegisteredRules>['setup'];
}

/**
 * Writes assets/demo/<file>.game.json, the game as its schema gives it, and <file>.campaign.json,
 * the campaign in canonical form (defaults filled in), so that import and export round-trip exactly.
 */
export function writeDemo({ file, name, what, game, setup }: DemoFiles): void {
  const campaign: CampaignInput<RegisteredRules> = {
    format: CAMPAIGN_FORMAT,
    formatVersion: CAMPAIGN_FORMAT_VERSION,
    name,
    game,
    setup,
    log: [],
  };
  const canonical = parseCampaign(campaignSchema.parse(campaign), what);
  writeFileSync(`assets/demo/${file}.game.json`, JSON.stringify(gameDefinitionSchema.parse(game), null, 1) + '\n');
  writeFileSync(`assets/demo/${file}.campaign.json`, JSON.stringify(canonical, null, 1) + '\n');
}
