import { HexGrid } from '../hex/hex-grid.js';
import { layoutProblems } from '../hex/map-layout.js';
import { printedIdExample } from '../hex/printed-id.js';
import type { GameDefinition } from './game-schema.js';
import { zocRuleProblems } from './game-readings-schema.js';
import { sideCountProblem } from './side-count.js';

/**
 * Checks a schema-valid game definition for what a schema cannot see: terrain rows that do not fit
 * the map, hex ids that are not on it, hexsides between hexes that do not touch, references to
 * unknown terrain, mobilities, sides and types. Each problem names its field and hex.
 */
export function gameProblems(
  game: GameDefinition,
  /** the game's ruleset, when known: the phases each side has must be its phases */
  rules?: { readonly name: string; readonly phases: readonly { readonly id: string }[] },
): string[] {
  const problems = layoutProblems(game.map).map((p) => `map: ${p}`);
  if (problems.length > 0) return problems;
  const grid = new HexGrid(game.map);
  const example = printedIdExample(game.map);
  const mobilities = new Set(game.mobilities.map((m) => m.id));
  const sides = new Set(game.sides.map((s) => s.id));
  const sideCount = sideCountProblem(game, game.sides.length);
  if (sideCount) problems.push(`sides: ${sideCount}`);
  const codes = new Map<string, string>();

  const unique = (what: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const x of ids) {
      if (seen.has(x)) problems.push(`${what}: "${x}" is defined twice`);
      seen.add(x);
    }
  };
  const idLists: Array<[what: string, ids: string[]]> = [
    ['mobilities', game.mobilities.map((m) => m.id)],
    ['terrain', game.terrain.map((t) => t.id)],
    ['terrain codes', game.terrain.map((t) => t.code)],
    ['sides', game.sides.map((s) => s.id)],
    ['unitTypes', game.unitTypes.map((t) => t.id)],
    ['tables', game.tables.map((t) => t.id)],
  ];
  for (const [what, ids] of idLists) unique(what, ids);

  const checkCosts = (where: string, cost: Record<string, number | 'P'>, complete: boolean) => {
    for (const [m, c] of Object.entries(cost)) {
      if (!mobilities.has(m)) problems.push(`${where}: cost for unknown mobility type "${m}"`);
      if (typeof c === 'number' && !Number.isInteger(c * game.costScale)) {
        problems.push(`${where}: cost ${c} MP for ${m} is not a multiple of 1/${game.costScale} MP (costScale)`);
      }
    }
    if (complete)
      for (const m of mobilities) if (!(m in cost)) problems.push(`${where}: no cost given for mobility type "${m}"`);
  };
  for (const t of game.terrain) {
    codes.set(t.code, t.id);
    checkCosts(`terrain "${t.id}"`, t.cost, true);
  }
  for (const f of game.hexsideFeatures) checkCosts(`hexside feature "${f.id}"`, f.cost, false);
  for (const r of game.routeTypes) checkCosts(`route type "${r.id}"`, r.cost, false);

  if (game.map.hexes.length !== game.map.rows) {
    problems.push(`map.hexes: ${game.map.hexes.length} rows given, the map has ${game.map.rows}`);
  }
  game.map.hexes.forEach((line, row) => {
    if (line.length !== game.map.columns) {
      problems.push(`map.hexes row ${row + 1}: ${line.length} hexes, the map is ${game.map.columns} columns wide`);
      return;
    }
    for (let col = 0; col < line.length; col++) {
      const ch = line[col]!;
      const i = grid.indexAt(col, row);
      if (ch === ' ') {
        if (i >= 0) problems.push(`map.hexes: hex ${grid.printedId(i)} has no terrain (a space is only for holes)`);
      } else if (i < 0) {
        problems.push(`map.hexes row ${row + 1}, column ${col + 1}: terrain "${ch}" outside every map section`);
      } else if (!codes.has(ch)) {
        problems.push(`map.hexes: hex ${grid.printedId(i)} has terrain code "${ch}", which no terrain type uses`);
      }
      if (problems.length > 50) return;
    }
  });

  const hex = (where: string, h: string): number => {
    const i = grid.indexOf(h);
    if (i < 0) problems.push(`${where}: "${h}" is not a hex on this map (expected ${example})`);
    return i;
  };
  const features = new Set(game.hexsideFeatures.map((f) => f.id));
  game.hexsides.forEach((s, n) => {
    const a = hex(`hexsides[${n}].a`, s.a);
    const b = hex(`hexsides[${n}].b`, s.b);
    if (!features.has(s.feature)) problems.push(`hexsides[${n}]: unknown hexside feature "${s.feature}"`);
    if (a >= 0 && b >= 0 && grid.directionTo(a, b) < 0)
      problems.push(`hexsides[${n}]: hexes ${s.a} and ${s.b} are not adjacent`);
  });
  const routeTypes = new Set(game.routeTypes.map((r) => r.id));
  game.routes.forEach((r, n) => {
    if (!routeTypes.has(r.type)) problems.push(`routes[${n}]: unknown route type "${r.type}"`);
    let prev = -1;
    r.hexes.forEach((h, k) => {
      const i = hex(`routes[${n}].hexes[${k}]`, h);
      if (prev >= 0 && i >= 0 && grid.directionTo(prev, i) < 0) {
        problems.push(`routes[${n}]: ${r.hexes[k - 1]} to ${h} is not a step between adjacent hexes`);
      }
      prev = i;
    });
  });
  for (const t of game.unitTypes)
    if (!mobilities.has(t.mobility)) problems.push(`unit type "${t.id}": unknown mobility type "${t.mobility}"`);
  game.supplySources.forEach((s, n) => {
    hex(`supplySources[${n}].hex`, s.hex);
    if (!sides.has(s.side)) problems.push(`supplySources[${n}]: unknown side "${s.side}"`);
  });
  game.holdingBoxes.forEach((b, n) => hex(`holdingBoxes[${n}].hex`, b.hex));
  unique(
    'holdingBoxes',
    game.holdingBoxes.map((b) => b.id),
  );
  game.tables.forEach((t) => {
    t.rows.forEach((row) => {
      if (row.cells.length !== t.columns.length) {
        problems.push(`table "${t.id}" row "${row.key}": ${row.cells.length} cells for ${t.columns.length} columns`);
      }
    });
  });
  // phases each side has, and how each side traces supply, name real sides and the ruleset's phases
  const phaseIds = new Set(rules?.phases.map((p) => p.id));
  for (const [side, phases] of Object.entries(game.phasesBySide)) {
    if (!sides.has(side)) problems.push(`phasesBySide: there is no side "${side}"`);
    for (const p of phases)
      if (rules && !phaseIds.has(p))
        problems.push(
          `phasesBySide.${side}: the ${rules.name} rules have no phase "${p}" (phases: ${[...phaseIds].join(', ')})`,
        );
  }
  game.supplyRules.forEach((r, k) => {
    if (!sides.has(r.side)) problems.push(`supplyRules[${k}]: there is no side "${r.side}"`);
  });
  problems.push(...zocRuleProblems(game));
  return problems;
}
