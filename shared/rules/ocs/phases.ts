/**
 * The OCS sequence of play (series rules; ../shared/rules/ocs-sequence-of-play.md): the Movement
 * Phase's three segments are steps of their own, and the Reaction Phase is the non-phasing player's.
 */
export const OCS_PHASES: readonly { id: string; name: string }[] = [
  { id: 'aircraft-refit', name: 'Aircraft Refit Phase' },
  { id: 'reinforcement', name: 'Reinforcement Phase' },
  { id: 'breakout', name: 'Movement Phase: Breakout Segment' },
  { id: 'movement', name: 'Movement Phase: Movement Segment' },
  { id: 'barrage', name: 'Movement Phase: Air/Naval Barrage Segment' },
  { id: 'supply', name: 'Supply Phase' },
  { id: 'reaction', name: 'Reaction Phase (the non-phasing player)' },
  { id: 'combat', name: 'Combat Phase' },
  { id: 'exploitation', name: 'Exploitation Phase' },
  { id: 'clean-up', name: 'Clean Up Phase' },
];
