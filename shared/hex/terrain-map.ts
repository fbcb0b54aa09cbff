import type { MapLayout } from './map-layout.js';

/** MP cost per mobility type; "P" = prohibited. Costs are multiples of 1 / costScale MP. */
type Costs = Readonly<Record<string, number | 'P'>>;

/**
 * What a movement graph needs of a game: the map, its terrain, hexside features and routes, and
 * their costs. A game definition is one (model/game-schema.ts); hex/ itself knows no file format.
 */
export interface TerrainMap {
  readonly costScale: number;
  readonly mobilities: readonly { readonly id: string }[];
  readonly map: MapLayout & { readonly hexes: readonly string[] };
  readonly terrain: readonly {
    readonly code: string;
    readonly name: string;
    readonly cost: Costs;
    readonly weather?: Readonly<Record<string, Costs>>;
  }[];
  readonly hexsideFeatures: readonly { readonly id: string; readonly name: string; readonly cost: Costs }[];
  readonly hexsides: readonly { readonly a: string; readonly b: string; readonly feature: string }[];
  readonly routeTypes: readonly { readonly id: string; readonly cost: Costs; readonly bridges?: boolean }[];
  readonly routes: readonly { readonly type: string; readonly hexes: readonly string[] }[];
}
