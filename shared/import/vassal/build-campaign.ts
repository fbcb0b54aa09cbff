import { type RegisteredCampaign, emptyState } from '../../rules/registered-state.js';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION, type Unit } from '../../model/campaign-schema.js';
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameDefinition } from '../../model/game-schema.js';
import { newUnitType } from '../../model/unit-type-schema.js';
import { rulesetInfo } from '../../rules/rulesets.js';
import type { Sorted } from './classify.js';
import { calendarTurns, DEFAULT_AR, DEFAULT_RE } from './import-defaults.js';
import { keepOffMap } from './off-map-places.js';
import type { MapLattice } from './map-lattice.js';
import { turnedPicture } from './board-placement.js';
import type { VassalMapping } from './mapping.js';
import { withSidePlay } from '../../model/side-play.js';

/**
 * The campaign an import makes: the template game of the chosen ruleset (its mobilities, terrain
 * types, tables and turns) with the module's map (every hex of the first terrain type, the module's
 * printed ids, the boards as backdrop), the mapping's sides and unit types, and one unit per sorted
 * piece: in its hex, or off the map where off-map-places.ts keeps it (a box, the turn record
 * track, the dead pile). Pictures are referred to by id; src-main stores their bytes.
 */
export interface BuildInput {
  template: GameDefinition;
  moduleName: string;
  lattice: MapLattice;
  mapping: VassalMapping;
  sorted: Sorted[];
  /** the campaign-file picture id of a module picture, or undefined when it is not kept */
  pictureId: (image: string) => string | undefined;
  /** false: no save was given, so no unit is placed */
  place: boolean;
}

function gameId(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return /^[a-z0-9]/.test(s) ? s : `vassal-${s || 'module'}`;
}

function unitId(vassalId: string, taken: Set<string>): string {
  const base = `v${vassalId.replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 60);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function buildCampaign(input: BuildInput): RegisteredCampaign {
  const { template, lattice, mapping } = input;
  const mobility = template.mobilities[0]!.id;
  const code = template.terrain[0]!.code;
  const layout = lattice.layout;
  const inSection = (col: number, row: number) =>
    layout.sections.some((s) => col >= s.column && col < s.column + s.columns && row >= s.row && row < s.row + s.rows);
  const hexes = Array.from({ length: layout.rows }, (_, row) =>
    Array.from({ length: layout.columns }, (_, col) => (inSection(col, row) ? code : ' ')).join(''),
  );
  const typesUsed = new Set(input.sorted.filter((s) => !s.skipped).map((s) => s.type));
  const typePicture = new Map<string, string>();
  for (const s of input.sorted) {
    const pic = s.piece.image ? input.pictureId(s.piece.image) : undefined;
    if (s.type && pic && !typePicture.has(s.type)) typePicture.set(s.type, pic);
  }
  const unitTypes = mapping.unitTypes
    .filter((t) => t.include || typesUsed.has(t.id))
    .map((t) =>
      newUnitType({
        id: t.id,
        name: t.name,
        mobility,
        combat: t.combat,
        hq: t.hq,
        symbol: t.symbol,
        ...(typePicture.has(t.id) ? { picture: typePicture.get(t.id)! } : {}),
      }),
    );
  if (unitTypes.length === 0)
    unitTypes.push(newUnitType({ id: 'unit', name: 'Unit', mobility, combat: true, hq: false, symbol: 'other' }));
  const backdrop = {
    sideways: lattice.pixel.sideways,
    dx: lattice.pixel.dx,
    dy: lattice.pixel.dy,
    x0: lattice.pixel.x0,
    y0: lattice.pixel.y0,
    boards: lattice.placed.flatMap((p) => {
      const image = p.board.image && (p.reversed ? turnedPicture(p.board.image) : p.board.image);
      const picture = image ? input.pictureId(image) : undefined;
      return picture
        ? [{ picture, name: p.board.name, x: p.x, y: p.y, width: p.board.width, height: p.board.height }]
        : [];
    }),
  };
  const game: GameDefinition = {
    ...template,
    format: GAME_FORMAT,
    formatVersion: GAME_FORMAT_VERSION,
    id: gameId(input.moduleName),
    name: input.moduleName.slice(0, 200) || 'VASSAL module',
    ruleset: mapping.ruleset,
    map: {
      orientation: layout.orientation,
      offset: layout.offset,
      columns: layout.columns,
      rows: layout.rows,
      sections: layout.sections.map((s) => ({ ...s })),
      hexes,
      labels: lattice.ids,
      backdrop,
    },
    turns: calendarTurns(template, mapping.calendar, mapping.weather),
    hexsides: [],
    routes: [],
    sides: mapping.sides.map((s) => ({ id: s.id, name: s.name, color: s.color })),
    unitTypes,
    nations: [],
    supplySources: [],
    holdingBoxes: [],
  };
  // what the template's sides may see of each other is about its sides, not the module's
  delete game.fog;
  // the ruleset's own fields tied to the template's map (GC 19.A.1.a: the demo's Vinnitsa and Kiev)
  Object.assign(game, rulesetInfo(mapping.ruleset).game?.forNewMap?.(game));
  // each side's supply rule and phases are the referee's answers, not the template's (a demo's sides)
  const played = withSidePlay(game, mapping.play);
  game.supplyRules = played.supplyRules;
  game.phasesBySide = played.phasesBySide;
  const taken = new Set<string>();
  // what the module did not give, so the inspector says "not in the module: default"
  const unread = (s: Sorted) => [
    ...(mapping.ar === undefined ? (['ar'] as const) : []),
    ...(mapping.re === undefined ? (['re'] as const) : []),
    ...(s.factors ? [] : (['factors'] as const)),
  ];
  const makeUnit = (s: Sorted, hex: string): Unit => {
    const picture = s.piece.image ? input.pictureId(s.piece.image) : undefined;
    return {
      id: unitId(s.piece.id, taken),
      name: (s.piece.name || s.typeKey).slice(0, 120),
      side: s.side!,
      type: s.type!,
      hex,
      steps: 1,
      maxSteps: 1,
      re: mapping.re ?? DEFAULT_RE,
      ar: mapping.ar ?? DEFAULT_AR,
      ma: s.factors?.ma ?? 0,
      mode: 'combat',
      attack: s.factors?.attack ?? 0,
      defense: s.factors?.defense ?? 0,
      ...(picture ? { picture } : {}),
      ...(unread(s).length ? { unread: unread(s) } : {}),
    };
  };
  const units: Unit[] = [];
  const edgeHex = lattice.ids.flat().find(Boolean) ?? '';
  const offMap = input.place ? keepOffMap(input.sorted, makeUnit, edgeHex) : undefined;
  if (input.place)
    for (const s of input.sorted)
      if (!s.skipped && s.piece.hex && s.side && s.type) units.push(makeUnit(s, s.piece.hex));
  game.holdingBoxes = offMap?.boxes ?? [];
  const first = [...game.turns].sort((a, b) => a.number - b.number)[0]!;
  return {
    format: CAMPAIGN_FORMAT,
    formatVersion: CAMPAIGN_FORMAT_VERSION,
    name: `${game.name} campaign`.slice(0, 200),
    game,
    setup: {
      ...emptyState({ turn: first.number, side: game.sides[0]!.id, phase: rulesetInfo(game.ruleset).phases[0]!.id }),
      units: [...units, ...(offMap?.units ?? [])],
      track: offMap?.track ?? [],
      deadPile: offMap?.deadPile ?? [],
    },
    log: [],
  };
}
