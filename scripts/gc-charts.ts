/**
 * The grand-campaign charts as the rule texts print them (../shared/rules/grand-campaign-17 and
 * -19): game data for the bundled demo (gc-demo-tables.ts) and fixtures for the tests. The engine
 * reads them only from a game definition's tables, where a referee may edit them.
 */
/** The Supply Effects Chart of GC 17.B.1, as a game gives it. */
export const SUPPLY_EFFECTS_CHART = {
  id: 'supply-effects',
  name: 'Supply Effects Chart',
  rowHeader: 'status',
  columns: ['ZOC', 'ELIM', 'C/M', 'OTHER', 'ATT', 'DEF', 'AEC', 'ATEC', 'AA'],
  rows: [
    ['U0', 'Full ZOC', '---', '#', '---', '---', '---', '---', '---', '---'],
    ['U1', 'Full ZOC', '9+', '#', '---', '---', '---', '3/4', '---', '---'],
    ['U2', 'Full ZOC', '8+', '1/2 #', '1/2', '---', '---', '1/2', '3/4', '3/4'],
    ['U3', 'Red. ZOC', '7+', '1/2 #', '1/2', '3/4', '3/4', '1/4', '1/2', '1/2'],
    ['U4', 'Red. ZOC', '6+', '1/2 #', '1/2', '3/4', '3/4', '0', '1/4', '1/4'],
    ['U5', 'Red. ZOC', '5+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
    ['U6', 'No ZOC', '4+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
    ['U7', 'No ZOC', '3+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
    ['U8', 'No ZOC', '2+', '1/2 #', '1/2', '1/2', '1/2', '0', '0', '0'],
  ].map(([key, ...cells]) => ({ key: key!, cells: cells as string[] })),
};

/** The Elimination Roll Modifiers chart of GC 17.E, every row. */
export const ELIMINATION_MODIFIERS = {
  id: 'elimination-modifiers',
  name: 'Elimination Roll Modifiers',
  rowHeader: 'condition',
  columns: ['DRM', 'condition'],
  rows: (
    [
      ['full-city-or-fortress', -4, 'Full hex city or Fortress'],
      ['fortress', -4, 'Fortress'],
      ['partial-city', -3, 'Partial hex city'],
      ['dot-city', -2, 'Dot city'],
      ['reference-city', -1, 'Reference city'],
      ['fortification', -1, 'Fortification (any kind)'],
      ['frost-major-city-or-fortress', 0, 'Frost weather: major city or fortress'],
      ['frost-other', 1, 'Frost weather: other terrain'],
      ['snow-major-city-or-fortress', 0, 'Any snow weather: major city or fortress'],
      ['snow-dot-city', 1, 'Any snow weather: dot or reference city'],
      ['snow-other', 2, 'Any snow weather: other terrain'],
      ['arid', 2, 'Arid weather zone'],
      ['arctic', 1, 'Arctic weather zone'],
      ['double-zoc', 2, 'Double/Triple ZOC'],
      ['full-zoc', 0, 'Full ZOC'],
      ['partial-zoc', -2, 'Partial ZOC'],
      ['no-zoc', -4, 'No ZOC'],
      ['ski', -1, 'Ski units'],
      ['finnish-non-divisional', -1, 'Finnish non-divisional units'],
      ['soviet-before-1942-03', 2, 'Soviet units before March 1942'],
      ['soviet-after-1942-03', 1, 'Soviet units after March 1942'],
      ['soviet-cavalry-division', -3, 'Soviet Cavalry Divisions'],
      ['italian-non-cm', 3, 'Italian non-c/m units'],
      ['italian-cm', 2, 'Italian c/m units'],
      ['italian-with-german', -1, 'Italian units stacked with German units'],
    ] as Array<[string, number, string]>
  ).map(([key, dm, label]) => ({ key, cells: [dm, label] })),
};

/** The Supply Effects on Air Units chart of GC 17.B.2. */
export const AIR_SUPPLY_EFFECTS = {
  id: 'air-supply-effects',
  name: 'Supply Effects on Air Units',
  rowHeader: 'status',
  columns: ['effects'],
  note: 'All effects are cumulative unless superseded by a worse case.',
  rows: [
    ['U0', 'May not fly extended range.'],
    [
      'U1',
      'Improving operational status uses double normal airbase capacity unless SPs are expended. No air drop/assault transport missions may be flown.',
    ],
    [
      'U2',
      'May not improve operative status unless SPs are expended. Bombing strength halved, patrol zone of 2 hexes.',
    ],
    [
      'U3',
      'May not improve operative status. Patrol radius of one hex, interception range halved, air attack and defense strength reduced by 2 (but never below 1).',
    ],
    ['U4+', 'Only transfer or same hex interception missions may be flown.'],
  ].map(([key, text]) => ({ key: key!, cells: [text!] })),
};

/** The Supply and Resource Capture Table of GC 19.H, with its modifiers. */
export const RESOURCE_CAPTURE = {
  id: 'resource-capture',
  name: 'Supply and Resource Capture Table',
  rowHeader: 'die',
  columns: ['% captured'],
  rows: [
    [1, 100],
    [2, 75],
    [3, 50],
    [4, 25],
    [5, 0],
    [6, 0],
  ].map(([d, p]) => ({ key: String(d), cells: [p!] })),
};
export const RESOURCE_CAPTURE_MODIFIERS = {
  id: 'resource-capture-modifiers',
  name: 'Supply and Resource Capture modifiers',
  rowHeader: 'condition',
  columns: ['DRM', 'condition'],
  note: 'May be declined by the appropriate player.',
  rows: (
    [
      ['german-depot-before-1943', -1, 'German capture of depot before Jan 1 43'],
      ['arid', -1, 'Capture occurs in an arid weather zone hex'],
      ['overrun', -1, 'Depot or supply unit overrun, or an "OR#" combat result on the hex'],
      ['surprise', -1, 'Invasion surprise turn (or the first surprise attack against country)'],
      ['commandos', -1, 'Commandos involved in capture'],
      ['airborne-amphibious', -1, 'Airborne or amphibious operation captures points'],
      ['defender-markers', -1, 'For each two (rounded up) "+ # MP" markers on defending units in the hex'],
      ['small-captor', 1, 'The capturing units total less than 1 RE in size'],
      ['division', 1, 'One of the defending units was a division'],
      ['fort', 1, 'The defending units were in a fort or fortification'],
      [
        'attacker-markers',
        1,
        'For each two (rounded up) "+ # MP" markers on the attacker\'s units in the hex before the advance is made',
      ],
      ['exploitation', 3, 'Captured in the exploitation or reaction phases'],
    ] as Array<[string, number, string]>
  ).map(([key, dm, label]) => ({ key, cells: [dm, label] })),
};
