import type { Component } from 'svelte';
import type { CampaignSummary, DumpView, HexView, StateView, SupplyCheckView, UnitView } from '../../shared/api.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { GameEdit } from '../../shared/rules/registered-game-edits.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { CLASSIC_PANELS } from './classic/panels.js';
import { GC_PANELS } from './grand-campaign/panels.js';
import { OCS_PANELS } from './ocs/panels.js';

/** What a ruleset's section of the Supply panel is given: the side checked, its report (once made), a way to act. */
export interface SupplySectionProps {
  summary: CampaignSummary;
  view: StateView;
  /** the side's latest check, or null before the first */
  report: SupplyCheckView | null;
  side: string;
  /** runs a command, and checks again if it worked */
  act: (command: Command) => Promise<boolean>;
  /** runs a command without checking again (for a run of commands, then `recheck`) */
  run: (command: Command) => Promise<boolean>;
  /** checks again, if a report is shown */
  recheck: () => Promise<void>;
  busy: boolean;
  /** it is the side's own supply phase (or, where the rules say so, the combat at hand) */
  inPhase: boolean;
  parseAmount: (text: string) => number | undefined;
  onshow: (hex: string, path: string[]) => void;
  /**
   * The ruleset's own fields of the Apply button's command (OCS 12.6c: the dumps the referee chose
   * for units to eat from), set by its section and sent with the next Apply; replaces the last set.
   */
  setApplyFields: (fields: Record<string, unknown>) => void;
}

/** What a ruleset's section of the hex inspector is given. */
export interface HexSectionProps {
  hex: HexView;
  /** every dump of the campaign (GC: SP for a combat may come from another hex) */
  dumps: DumpView[];
  run: (command: Command) => Promise<boolean>;
  fail: (e: unknown) => void;
  parseAmount: (text: string) => number | undefined;
  /** a side's name by its id ("Axis"): a dump is named by its side, never by its id */
  sideName: (id: string) => string;
  /** a unit's name by its id, wherever it stands (the unit carrying a dump, OCS 12.1b) */
  unitName: (id: string) => string;
}

/** What a ruleset's part of one unit's entry in the inspector is given. */
export interface UnitSectionProps {
  unit: UnitView;
  run: (command: Command) => Promise<boolean>;
}

/** What a ruleset's part of the game editor is given: the game as edited, and a way to edit it. */
export interface GameEditorSectionProps {
  game: GameDefinition;
  edit: (e: GameEdit) => Promise<void>;
}

/** What a ruleset's own fields of one unit type in the game editor are given. */
export interface UnitTypeFieldProps {
  /** the unit type as the game file holds it, the ruleset's own fields with it */
  type: GameDefinition['unitTypes'][number];
  edit: (e: GameEdit) => Promise<void>;
}

/**
 * A ruleset's panels and inspector sections, in src-renderer/rules/<id>/; the generic panels
 * (SupplyPanel, Inspector, EditorPanel) show what the game's ruleset lists here and never name its commands
 * or phases. Every member is optional: a ruleset without one shows nothing there.
 */
export interface RulesetPanels {
  /** the Supply panel's Apply button: what one application is called, and when it may be made */
  apply?: {
    /** "Apply the Axis supply phase" (OCS 12.6) or "... supply determination" */
    noun?: 'phase' | 'determination';
    /**
     * made once a phase, then Apply is closed until the next (OCS 12.6c: eating again; GC 16.B: a
     * turn out of supply counted twice; CL: supply for movement holds for the phase)
     */
    oncePerPhase?: boolean;
    /** the phase in which the referee records supply for the combatants he picks (CL), if any */
    combatPhase?: string;
  };
  /** Supply panel, once a report is made: notes above the verdicts (OCS 12.6c eating) */
  reportNotes?: Component<SupplySectionProps>[];
  /** Supply panel, once a report is made: sections after the Apply button (GC isolation) */
  reportSections?: Component<SupplySectionProps>[];
  /** Supply panel's foot, with or without a report (OCS attrition, breakout, the turn record track) */
  phaseSections?: Component<SupplySectionProps>[];
  /** inside each unit's entry in the inspector (OCS Extenders) */
  unitSections?: Component<UnitSectionProps>[];
  /** inspector, after the hex's units (OCS: forming Extenders) */
  afterUnits?: Component<HexSectionProps>[];
  /** inspector, after the hex's dumps (GC 19: points and combat supply) */
  afterDumps?: Component<HexSectionProps>[];
  /** inspector, at its foot (OCS: spending and moving supply) */
  atEnd?: Component<HexSectionProps>[];
  /** a unit's edit form: units of this type carry a rating the form edits (CL: a Leader's, in hexes) */
  rated?(type: GameDefinition['unitTypes'][number] | undefined): boolean;
  /** game editor, in each unit type's row: the ruleset's own unit-type fields (GC 16.F.2: the HQ kind, CL: a Leader) */
  unitTypeFields?: Component<UnitTypeFieldProps>[];
  /** game editor, after the game's lists: data only this ruleset reads (GC 19.A.1.a: major depots) */
  gameEditorSections?: Component<GameEditorSectionProps>[];
  /** hexes the map outlines once a side's supply is checked (GC 16.G.3: isolated pockets) */
  outlines?(report: SupplyCheckView): string[][];
}

const PANELS: Record<string, RulesetPanels> = {
  ocs: OCS_PANELS,
  'grand-campaign': GC_PANELS,
  classic: CLASSIC_PANELS,
};

/** The game's ruleset's panels (none for a ruleset that has no panels of its own). */
export function rulesetPanels(ruleset: string): RulesetPanels {
  return PANELS[ruleset] ?? {};
}
