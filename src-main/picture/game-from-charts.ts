import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Handlers } from '../../shared/api.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import { layoutProblems } from '../../shared/hex/map-layout.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { parseGame } from '../../shared/parse-campaign.js';

/**
 * The game a "new game from pictures" starts as: a charts file's terrain, features and sides, and
 * the sheets the referee lays side by side (each its own map section, every hex of the first
 * terrain until read), or the charts file's own map. Nothing placed on the map is taken over when
 * sheets are given: their hexsides, routes and sources are read from the pictures or drawn.
 */
export function gameFromCharts(r: Parameters<Handlers['picture.start']>[0]): GameDefinition {
  const path = resolve(r.gameFile);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new CommandError(`${path} could not be read as a JSON game: ${(e as Error).message}`, 'gameFile');
  }
  const base = parseGame(raw, path);
  const orientation = r.orientation ?? base.map.orientation;
  let map = base.map;
  if (r.sheets) {
    let column = 0;
    const sections = r.sheets.map((s) => {
      const section = { ...s, column, row: 0 };
      column += s.columns;
      return section;
    });
    const rows = Math.max(...sections.map((s) => s.rows));
    const code = base.terrain[0]!.code;
    map = { orientation, offset: base.map.offset, columns: column, rows, sections, hexes: [] };
    const problems = layoutProblems(map);
    if (problems.length) throw new CommandError(problems.join('; '), 'sheets');
    const grid = new HexGrid(map);
    map.hexes = Array.from({ length: rows }, (_, y) =>
      Array.from({ length: column }, (_, x) => (grid.indexAt(x, y) >= 0 ? code : ' ')).join(''),
    );
  }
  const game: GameDefinition = {
    ...base,
    ruleset: r.ruleset ?? base.ruleset,
    name: r.name ?? base.name,
    map: { ...map, orientation },
    hexsides: r.sheets ? [] : base.hexsides,
    routes: r.sheets ? [] : base.routes,
    supplySources: r.sheets ? [] : base.supplySources,
    holdingBoxes: r.sheets ? [] : base.holdingBoxes,
    // the charts file gives terrain, features and sides, not how the new game's sides play:
    // the wizard asks for each side's supply rule and sequence of play (picture.play)
    supplyRules: [],
    phasesBySide: {},
  };
  return parseGame(game, 'the new game');
}
