import type { RulesetPanels } from '../ruleset-panels.js';
import type { GcReportSections } from '../../../shared/rules/grand-campaign/supply-report.js';
import BudgetsNote from './BudgetsNote.svelte';
import IsolationActions from './IsolationActions.svelte';
import ResourceActions from './ResourceActions.svelte';
import SpecialSupply from './SpecialSupply.svelte';
import AirbaseFields from './AirbaseFields.svelte';
import SupplyPools from './SupplyPools.svelte';
import MajorDepotsEditor from './MajorDepotsEditor.svelte';
import HqKindField from './HqKindField.svelte';

/** The grand campaign's panels: the judgement (16.B, once a phase), isolation (16.G, 17.E), points (19). */
export const GC_PANELS: RulesetPanels = {
  apply: { noun: 'determination', oncePerPhase: true },
  // each capability's section of the report: budgets (19.F), special supply (17.D.2), isolation (16.G)
  reportSections: [BudgetsNote, SpecialSupply, IsolationActions],
  afterDumps: [ResourceActions],
  // 19.A.4: an airbase's capacity and strategic flag; 19.A, 19.D: the national and theatre pools
  unitSections: [AirbaseFields],
  phaseSections: [SupplyPools],
  // 19.A.1.a: the game's major depots and their HQs, in the game editor
  gameEditorSections: [MajorDepotsEditor],
  // 16.F.2: each HQ type's kind
  unitTypeFields: [HqKindField],
  // 16.G.3: the checked side's isolated pockets, outlined on the map
  outlines: (report) => (report as Partial<GcReportSections>).isolation?.pockets.map((p) => p.hexes) ?? [],
};
