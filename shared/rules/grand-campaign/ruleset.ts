import type { Ruleset } from '../ruleset.js';
import { formatTwelfths, parseTwelfths } from './quantity.js';

/** The grand-campaign system: its phases and quantities; supply determination is not built yet (issue 9). */
export const GRAND_CAMPAIGN: Ruleset = {
  id: 'grand-campaign',
  name: 'Grand campaign',
  phases: [
    { id: 'supply-judgement', name: 'Supply Judgement Phase' },
    { id: 'movement', name: 'Movement Phase' },
    { id: 'combat', name: 'Combat Phase' },
    { id: 'exploitation', name: 'Exploitation Phase' },
  ],
  amountUnit: '1/12 SP',
  formatAmount: formatTwelfths,
  parseAmount: parseTwelfths,
  statusWords: [],
  markers: [],
  requiredTables: [],
  supplyChecks: false,
  supplyPhases: [],
  logistics: false,
  commands: [],
};
