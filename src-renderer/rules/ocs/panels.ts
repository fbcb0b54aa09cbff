import type { RulesetPanels } from '../ruleset-panels.js';
import AttritionSection from './AttritionSection.svelte';
import EatingNote from './EatingNote.svelte';
import ExtenderControls from './ExtenderControls.svelte';
import ExtenderForming from './ExtenderForming.svelte';
import LogisticsActions from './LogisticsActions.svelte';
import TrackSection from './TrackSection.svelte';

/** OCS's panels: the Supply Phase (12.6), attrition and breakout (12.8), Extenders (12.7), logistics (12.2-12.11). */
export const OCS_PANELS: RulesetPanels = {
  // 12.6c, 12.8a: once a phase — applying again would eat off the map a second time
  apply: { noun: 'phase', oncePerPhase: true },
  reportNotes: [EatingNote],
  phaseSections: [AttritionSection, TrackSection],
  unitSections: [ExtenderControls],
  afterUnits: [ExtenderForming],
  atEnd: [LogisticsActions],
};
