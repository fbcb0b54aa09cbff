/**
 * The grand-campaign demo's tables (make-gc-demo.ts): the rules' own charts (gc-charts.ts) beside
 * the values this demo sets itself, namely which units are C/M, the SLP ranges by weather, which
 * elimination row a hex or unit reads, the fortress at Kiev, the ZOC into marsh and the supply
 * tables' amounts. The engine reads each by its id, so a referee's game may edit any of them.
 */
import type { GameDefinitionInput } from '../shared/model/game-schema.js';
import {
  AIR_SUPPLY_EFFECTS,
  ELIMINATION_MODIFIERS,
  RESOURCE_CAPTURE,
  RESOURCE_CAPTURE_MODIFIERS,
  SUPPLY_EFFECTS_CHART,
} from './gc-charts.js';
import { id } from './gc-demo-map.js';
import { attackSupplyTerrain, attackSupplyWeather, railCapacity, supplyMovement } from './gc-supply-tables.js';

export const GC_DEMO_TABLES: NonNullable<GameDefinitionInput['tables']> = [
  SUPPLY_EFFECTS_CHART,
  ELIMINATION_MODIFIERS,
  {
    id: 'cm-units',
    name: 'C/M units',
    rowHeader: 'unit type or mobility',
    columns: ['note'],
    note: "units moved by the Supply Effects Chart's C/M column (and charged its '#' to exploit)",
    rows: [{ key: 'cm', cells: ['combat motorized'] }],
  },
  {
    id: 'supply-line-points',
    name: 'Supply Line Points',
    rowHeader: 'weather',
    columns: ['HQ range', 'limited range', 'special range', 'enemy ZOC'],
    note: 'SLP a unit may trace: from an HQ for full supply, on a limited supply line, from SP as a special source; and what each hex of enemy ZOC adds to a LOC (three times the HQ range, GC 16.H)',
    rows: [
      { key: 'clear', cells: [7, 10, 4, 3] },
      { key: 'mud', cells: [4, 6, 2, 3] },
      { key: 'snow', cells: [5, 8, 3, 3] },
    ],
  },
  {
    id: 'elimination-terrain',
    name: 'Elimination rows by terrain and weather',
    rowHeader: 'terrain@weather',
    columns: ['chart rows'],
    rows: [
      { key: 'city', cells: ['dot-city'] },
      { key: 'major-city', cells: ['full-city-or-fortress'] },
      { key: 'city@snow', cells: ['snow-dot-city'] },
      { key: 'major-city@snow', cells: ['snow-major-city-or-fortress'] },
      { key: '*@snow', cells: ['snow-other'] },
      { key: 'fortress', cells: ['fortress'] },
      { key: 'fortress@snow', cells: ['snow-major-city-or-fortress'] },
    ],
  },
  {
    id: 'elimination-units',
    name: 'Elimination rows by nation and type',
    rowHeader: 'nation or unit type',
    columns: ['chart row', 'from turn', 'to turn'],
    rows: [{ key: 'soviet', cells: ['soviet-before-1942-03', '', ''] }],
  },
  {
    id: 'fortresses',
    name: 'Fortresses',
    rowHeader: 'hex',
    columns: ['owner at start', 'improved by'],
    rows: [{ key: id(24, 9), cells: ['soviet', ''] }],
  },
  {
    id: 'zoc-terrain',
    name: 'ZOC into terrain',
    rowHeader: 'terrain',
    columns: ['ZOC'],
    rows: [{ key: 'marsh', cells: ['reduced'] }],
  },
  AIR_SUPPLY_EFFECTS,
  RESOURCE_CAPTURE,
  RESOURCE_CAPTURE_MODIFIERS,
  attackSupplyTerrain({ city: 1, 'major-city': 3, fort: 1 }, 'Attack SP by terrain (Terrain Effects Chart)'),
  attackSupplyWeather({ mud: 2, snow: 2 }),
  railCapacity({ 'high-volume': 1, 'low-volume': 2, uncertified: 4 }, 'Rail capacity per SP', 'rail line'),
  supplyMovement({ axis: [20, 60], soviet: [15, 45] }, 'Supply movement per turn'),
];
