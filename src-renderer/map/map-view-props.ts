import type { DumpView, UnitView } from '../../shared/api.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { Underlay } from '../editor/underlay.js';
import type { WhatIfShown } from './what-if-summary.js';

/**
 * What the hex map is given: the game and its pieces, what to draw over them (verdicts, a path,
 * reach, ZOC, areas) and what its clicks and drags tell. Apart from MapView.svelte, which draws them
 * and gives the optional ones their defaults (nothing drawn over the map, no handler called).
 */
export interface MapViewProps {
  game: GameDefinition;
  units: UnitView[];
  dumps: DumpView[];
  selected: string | null;
  /** a click: the hex, and the neighbour across the hexside nearest the pointer (the game editor's hexside tool) */
  onselect: (hex: string, across?: string) => void;
  /** the game editor: Shift-drag paints the hexes the pointer crosses */
  onpaint?: (hexes: string[]) => void;
  /** the game editor: a picture of the printed map under the grid, placed in map units */
  backdrop?: Underlay | null;
  /** Shift-drag from a stack to another hex moves the whole stack there, or the counters chosen in its fan */
  onmove?: (units: string[], hex: string) => void;
  /** the hex where the supply path shown failed, marked */
  failAt?: string | null;
  /**
   * while counters are dragged: what their move to the hovered hex would change (the referee's
   * what-if), said in the banner and marked on the map; the newest hover's answer wins
   */
  whatif?: ((units: string[], hex: string) => Promise<WhatIfShown>) | null;
  /** the hex under the pointer, in words for the status bar ("Hex 2017 · Woods"), or null */
  onhover?: (text: string | null) => void;
  /** the colour of each unit's supply verdict, by unit id, drawn as its border */
  statusOf?: Map<string, string> | null;
  /** the ruleset's status words and their colours */
  legend?: ReadonlyArray<{ label: string; color: string }>;
  /**
   * the colour each verdict colour is drawn in, clear of the counters' (verdict-colours.ts): made
   * once by the app for the map, its legend and the Supply panel's chips
   */
  shown?: Map<string, string>;
  /** a supply path to draw, as printed hex ids */
  path?: string[];
  /** hexes an HQ's throw or a dump's draw reaches, tinted */
  reach?: string[];
  /** a side's ZOC, in the side's colour; the hexes the other side negates dashed */
  zoc?: { hexes: string[]; negated: string[]; color: string; label: string } | null;
  /** areas to outline, as printed hex ids (GC 16.G.3: isolated pockets) */
  areas?: string[][];
}
