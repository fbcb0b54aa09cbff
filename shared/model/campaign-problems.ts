import { HexGrid } from '../hex/hex-grid.js';
import { printedIdExample } from '../hex/printed-id.js';
import type { CampaignState } from './campaign-schema.js';
import type { GameDefinition } from './game-schema.js';
import { stackProblems } from './stack-problems.js';

/** Checks a campaign state against its game: every unit and dump on a real hex, known side and type. */
export function stateProblems(game: GameDefinition, state: CampaignState, grid = new HexGrid(game.map)): string[] {
  const problems: string[] = [];
  const sides = new Set(game.sides.map((s) => s.id));
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const mobilities = new Set(game.mobilities.map((m) => m.id));
  const example = printedIdExample(game.map);
  if (!sides.has(state.clock.side)) problems.push(`clock.side: unknown side "${state.clock.side}"`);
  if (!game.turns.some((t) => t.number === state.clock.turn))
    problems.push(`clock.turn: turn ${state.clock.turn} is not on the turn record track`);
  const ids = new Set<string>();
  for (const u of state.units) {
    const where = `unit "${u.id}" (${u.name})`;
    if (ids.has(u.id)) problems.push(`${where}: the id is used twice`);
    ids.add(u.id);
    if (!sides.has(u.side)) problems.push(`${where}: unknown side "${u.side}"`);
    if (!types.has(u.type)) problems.push(`${where}: unknown unit type "${u.type}"`);
    if (grid.indexOf(u.hex) < 0) problems.push(`${where}: "${u.hex}" is not a hex on this map (expected ${example})`);
    if (u.steps > u.maxSteps) problems.push(`${where}: ${u.steps} steps but only ${u.maxSteps} printed`);
    if (u.box !== undefined) {
      const box = game.holdingBoxes.find((b) => b.id === u.box);
      if (!box) problems.push(`${where}: unknown holding box "${u.box}"`);
      else if (box.hex !== u.hex)
        problems.push(
          `${where}: in holding box "${box.id}", so its hex must be the box's hex ${box.hex}, not ${u.hex}`,
        );
    }
    if (u.throwRange && !mobilities.has(u.throwRange.mobility))
      problems.push(`${where}: throw range uses unknown mobility type "${u.throwRange.mobility}"`);
  }
  problems.push(...stackProblems(game, state.units));
  const dumpIds = new Set<string>();
  for (const d of state.dumps) {
    const where = `dump "${d.id}"`;
    if (dumpIds.has(d.id)) problems.push(`${where}: the id is used twice`);
    dumpIds.add(d.id);
    if (!sides.has(d.side)) problems.push(`${where}: unknown side "${d.side}"`);
    if (grid.indexOf(d.hex) < 0) problems.push(`${where}: "${d.hex}" is not a hex on this map (expected ${example})`);
  }
  return problems;
}
