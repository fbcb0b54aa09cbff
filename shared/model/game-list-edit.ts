import { CommandError } from './command-error.js';
import { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from './game-schema.js';
import { newUnitType } from './unit-type-schema.js';
import { sideCountProblem } from './side-count.js';

/**
 * The game's lists the editor adds to and removes from: terrain types, hexside features, route
 * types, mobilities, sides, nations and unit types. An item the game still uses is not removed:
 * the referee is told what uses it.
 */
export const lists = ['terrain', 'hexsideFeature', 'routeType', 'mobility', 'side', 'nation', 'unitType'] as const;
export type ListKind = (typeof lists)[number];

/** Each list as the referee names one of its items. */
export const LIST_WORDS: Record<ListKind, string> = {
  terrain: 'terrain type',
  hexsideFeature: 'hexside feature',
  routeType: 'route type',
  mobility: 'mobility',
  side: 'side',
  nation: 'nation',
  unitType: 'unit type',
};

/** A list of the game by its kind. */
export function listItems(g: GameDefinition, list: ListKind): Array<{ id: string; name: string }> {
  return {
    terrain: g.terrain,
    hexsideFeature: g.hexsideFeatures,
    routeType: g.routeTypes,
    mobility: g.mobilities,
    side: g.sides,
    nation: g.nations,
    unitType: g.unitTypes,
  }[list];
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** A new item of a list, named `label`, its id made from the name; refused when the name is taken. */
export function addToList(g: GameDefinition, list: ListKind, label: string): void {
  const id = slug(label);
  if (!id) throw new CommandError(`"${label}" needs a letter or digit to make an id from`, 'name');
  if (listItems(g, list).some((i) => i.id === id || i.name.toLowerCase() === label.toLowerCase()))
    throw new CommandError(`there is already a ${LIST_WORDS[list]} called ${label}`, 'name');
  const colour = '#888888';
  switch (list) {
    case 'terrain': {
      const used = new Set(g.terrain.map((t) => t.code));
      const code = [...`${label.toLowerCase()}abcdefghijklmnopqrstuvwxyz0123456789`].find(
        (c) => /[a-z0-9]/.test(c) && !used.has(c),
      );
      if (!code) throw new CommandError('every terrain code letter is used', 'name');
      g.terrain.push({
        id,
        code,
        name: label,
        color: colour,
        cost: Object.fromEntries(g.mobilities.map((m) => [m.id, 1])),
      });
      return;
    }
    case 'hexsideFeature':
      g.hexsideFeatures.push({ id, name: label, color: '#3a7bd5', cost: {} });
      return;
    case 'routeType':
      g.routeTypes.push({ id, name: label, kind: 'road', color: '#7a5230', cost: {}, bridges: true });
      return;
    case 'mobility':
      g.mobilities.push({ id, name: label });
      // every terrain needs a cost for every mobility: the same as the first mobility's to start
      for (const t of g.terrain) t.cost[id] = t.cost[g.mobilities[0]!.id] ?? 1;
      return;
    case 'side':
      return addSide(g, id, label);
    case 'nation':
      g.nations.push({ id, name: label, side: g.sides[0]!.id, fullFrom: [] });
      return;
    case 'unitType':
      // every field's default, the rulesets' own included (a grand-campaign unit type is no air unit)
      g.unitTypes.push(
        newUnitType({ id, name: label, mobility: g.mobilities[0]!.id, combat: true, hq: false, symbol: 'other' }),
      );
      return;
  }
}

/** An item taken out of its list, refused while the game still uses it (hexes, hexsides, routes, units, sources). */
export function removeFromList(g: GameDefinition, list: ListKind, x: { id: string; name: string }): void {
  const refuse = (why: string) => {
    throw new CommandError(`${x.name} cannot be removed: ${why}`, 'id');
  };
  switch (list) {
    case 'terrain': {
      if (g.terrain.length === 1) refuse('a map needs at least one terrain type');
      const code = g.terrain.find((t) => t.id === x.id)!.code;
      const grid = new HexGrid(g.map);
      let n = 0;
      let first = '';
      g.map.hexes.forEach((line, row) => {
        for (let col = 0; col < line.length; col++)
          if (line[col] === code) {
            if (!n++) first = grid.printedId(grid.indexAt(col, row));
          }
      });
      if (n)
        refuse(
          `it is painted on ${n} hex${n === 1 ? '' : 'es'} (first ${first}): paint them with another terrain first`,
        );
      g.terrain = g.terrain.filter((t) => t.id !== x.id);
      return;
    }
    case 'hexsideFeature': {
      const n = g.hexsides.filter((h) => h.feature === x.id).length;
      if (n) refuse(`it is on ${n} hexside${n === 1 ? '' : 's'}: clear them first`);
      g.hexsideFeatures = g.hexsideFeatures.filter((f) => f.id !== x.id);
      return;
    }
    case 'routeType': {
      const n = g.routes.filter((r) => r.type === x.id).length;
      if (n) refuse(`${n} route${n === 1 ? ' is' : 's are'} drawn with it: remove them first`);
      g.routeTypes = g.routeTypes.filter((r) => r.id !== x.id);
      return;
    }
    case 'mobility': {
      if (g.mobilities.length === 1) refuse('a game needs at least one mobility');
      const t = g.unitTypes.find((u) => u.mobility === x.id || namesMobility(u, x.id));
      if (t) refuse(`the unit type ${t.name} moves by it`);
      g.mobilities = g.mobilities.filter((m) => m.id !== x.id);
      for (const c of [...g.terrain, ...g.hexsideFeatures, ...g.routeTypes]) delete c.cost[x.id];
      for (const t of g.terrain) for (const w of Object.values(t.weather ?? {})) delete w[x.id];
      return;
    }
    case 'side': {
      const why = sideCountProblem(g, g.sides.length - 1);
      if (why) refuse(why);
      if (g.nations.some((n) => n.side === x.id))
        refuse(
          `nations fight for it (${g.nations
            .filter((n) => n.side === x.id)
            .map((n) => n.name)
            .join(', ')}): give them to another side first`,
        );
      const sources = g.supplySources.filter((s) => s.side === x.id).length;
      if (sources)
        refuse(`${sources} supply source${sources === 1 ? ' is' : 's are'} on the map for it: remove them first`);
      // its own settings go with it: the phases it plays and how it traces supply
      g.sides = g.sides.filter((s) => s.id !== x.id);
      delete g.phasesBySide[x.id];
      g.supplyRules = g.supplyRules.filter((r) => r.side !== x.id);
      return;
    }
    case 'nation': {
      if (g.supplySources.some((s) => s.nation === x.id)) refuse('supply sources on the map belong to it');
      g.nations = g.nations.filter((n) => n.id !== x.id);
      for (const n of g.nations) n.fullFrom = n.fullFrom.filter((f) => f !== x.id);
      return;
    }
    case 'unitType':
      if (g.unitTypes.length === 1) refuse('a game needs at least one unit type');
      g.unitTypes = g.unitTypes.filter((t) => t.id !== x.id);
      return;
  }
}

/**
 * Another side (OCS, classic: every side not moving is enemy; the clock takes the sides in turn).
 * Nothing is copied from another side: it has no supply rule until the referee chooses one (the
 * editor's "How each side plays" opens, and the readiness list asks for it), and it plays the
 * ruleset's whole sequence of play, the stated default, until the referee trims it.
 */
function addSide(g: GameDefinition, id: string, label: string): void {
  const why = sideCountProblem(g, g.sides.length + 1);
  if (why) throw new CommandError(`${label} cannot be added: ${why}`, 'list');
  const used = new Set(g.sides.map((s) => s.color.toLowerCase()));
  const color = SIDE_COLOURS.find((c) => !used.has(c)) ?? '#888888';
  g.sides.push({ id, name: label, color });
}

/** Colours for added sides, far from each other and from the usual two. */
const SIDE_COLOURS = ['#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#5d4037', '#ad1457', '#9e9d24', '#37474f'];

/**
 * A unit type's field, a ruleset's own included, that moves by a mobility (an OCS Extender's
 * `{ mp, mobility }`): the model names no ruleset's field, so it looks for any field of that shape.
 */
function namesMobility(t: object, mobility: string): boolean {
  return Object.values(t).some(
    (v) => typeof v === 'object' && v !== null && (v as { mobility?: unknown }).mobility === mobility,
  );
}
