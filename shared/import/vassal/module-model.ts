import type { VassalHexGrid } from './hex-numbering.js';

/**
 * What Quartermaster takes from a VASSAL module (its buildFile and pictures): maps with their
 * boards and grids, zones, the pieces of the piece palettes and the prototypes. Plain data, read by
 * src-main from the zip; everything here is in board pixels as VASSAL keeps them.
 */
export interface VassalZone {
  name: string;
  /** the zone's outline in board pixels */
  polygon: Array<{ x: number; y: number }>;
  locationFormat: string;
  useParentGrid: boolean;
  /** the zone's own hex grid, when it has one */
  grid?: VassalHexGrid;
}

export interface VassalBoard {
  name: string;
  /** the picture's file name inside the module's images/ folder; absent for a plain-colour board */
  image?: string;
  width: number;
  height: number;
  /** the board's hex grid (a ZonedGrid's background grid); absent when the board has none */
  grid?: VassalHexGrid;
  zones: VassalZone[];
  /** VASSAL's "reversible": a set-up may lay it turned 180° (Board.setReversed) */
  reversible?: boolean;
}

export interface VassalMap {
  /** mapName: saves name the map by it */
  name: string;
  /** VASSAL's class for it, short: Map, PrivateMap, PlayerHand, WidgetMap (a chart or turn-track window) */
  kind: string;
  /** the identifier VASSAL gives the map by position when it has no name ("Map0") */
  fallbackId: string;
  edgeWidth: number;
  edgeHeight: number;
  boards: VassalBoard[];
  /** the BoardPicker's default setup command, if the module has one */
  defaultSetup?: string;
}

export interface VassalPieceDefinition {
  /** the PieceSlot's entry name */
  entry: string;
  gpid: string;
  /** the piece's encoded type and state (from the slot's AddPiece command) */
  type: string;
  state: string;
  /** the palette folders it sits in, outermost first */
  folder: string[];
}

export interface VassalModule {
  name: string;
  version: string;
  maps: VassalMap[];
  /** the module's own player sides (PlayerRoster), in its order */
  sides: string[];
  /** the scenario set-ups kept inside the module (PredefinedSetup): its menu path and the entry holding the save */
  setups: Array<{ name: string; file: string }>;
  /** maps built by the module's own Java code (not a VASSAL class): their name and class */
  customMaps: Array<{ name: string; className: string }>;
  /** what was read but left out, for the referee: square and region grids */
  notes: string[];
  pieces: VassalPieceDefinition[];
  /** PrototypeDefinition name -> its encoded piece type and state */
  prototypes: Record<string, { type: string; state: string }>;
}

/** A board placed on its map: its top-left corner in map pixels. */
export interface PlacedBoard {
  board: VassalBoard;
  x: number;
  y: number;
  /** its column and row among the map's boards */
  column: number;
  row: number;
  /**
   * laid turned 180° (a reversible board named "name/rev" in the set-up): its picture and its grid
   * turned about its centre, so that board point (x, y) lies at (width - x, height - y) from its
   * corner (VASSAL Board.localCoordinates)
   */
  reversed?: boolean;
}
