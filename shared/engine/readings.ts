import { IMPASSABLE, type MovementGraph } from '../hex/movement-graph.js';
import { DEFAULT_READINGS, type Readings } from '../model/game-readings-schema.js';
import type { GameDefinition } from '../model/game-schema.js';

/**
 * The readings a game uses where a rule text reads two ways (game.readings), as the searches need
 * them and as a verdict names them: every reason decided by a reading says which one, so a referee
 * who reads the rule the other way sees where the app differs (docs/rules-interpretations.md).
 */
export function readingsOf(game: GameDefinition): Readings {
  return game.readings ?? DEFAULT_READINGS;
}

/** OCS 12.3a: the direction a draw search counts its MP in (readings.drawCounted). */
export function drawDirection(game: GameDefinition): 'to-sources' | 'from-sources' {
  return readingsOf(game).drawCounted === 'source-outward' ? 'from-sources' : 'to-sources';
}

const TEXT: { [K in keyof Readings]: Record<Readings[K], string> } = {
  walledOffHex: {
    'path-leaves-hex': 'a draw must leave the unit’s own hex like a move',
    'adjacent-is-close-enough': 'supply next to the unit reaches it, whatever its hex (12.3c)',
  },
  formationSource: {
    'any-map-edge': 'all sources of the network count as one',
    'same-source-hex': 'each source hex counts alone',
  },
  drawCounted: {
    'unit-to-source': 'MP counted from the unit to the source',
    'source-outward': 'MP counted from the source to the unit',
  },
  clGermanCase2: {
    'mp-by-unit-type': 'counted in MP by the unit’s type',
    hexes: 'counted in hexes',
  },
  dumpInEnemyZoc: {
    'no-path-out': 'no Truck path leaves a dump in enemy ZOC: only units in or next to its hex draw from it',
    'path-from-next-hex': 'a Truck path may start next to a dump in enemy ZOC (12.3c)',
  },
};

/** 'reading drawCounted: MP counted from the unit to the source', for a verdict's reason. */
export function readingNote<K extends keyof Readings>(game: GameDefinition, key: K): string {
  return `reading ${key}: ${TEXT[key][readingsOf(game)[key]]}`;
}

/**
 * Is hex i walled off for a draw of this mobility: is every move the draw would make out of it
 * (towards the source; into it when counted from the source outward) prohibited?
 */
export function walledOff(graph: MovementGraph, i: number, mobility: string, direction: string): boolean {
  const costs = direction === 'from-sources' ? graph.reverseCostsFor(mobility) : graph.costsFor(mobility);
  for (let d = 0; d < 6; d++)
    if (graph.grid.neighbours[6 * i + d]! >= 0 && costs[6 * i + d] !== IMPASSABLE) return false;
  return true;
}
