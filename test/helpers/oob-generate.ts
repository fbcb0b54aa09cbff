/**
 * A generated order of battle for tests and the bench: `count` rows under the documented header,
 * spread over the demo map's hexes (48 x 34), every tenth unit due on the turn record track. A unit
 * placed where `occupied` (hex -> side) already has units takes that side: an import never stacks
 * opposing combat units.
 */
export function generatedOobCsv(
  count: number,
  prefix = 'g',
  occupied: ReadonlyMap<string, string> = new Map(),
): string {
  const rows = [
    'id,name,side,nation,type,size,hex,steps,maximum steps,attack,defence,MA,AR,RE,formation,HQ throw range,mobility,arrival turn',
  ];
  for (let i = 0; i < count; i++) {
    const col = 1 + (i % 48);
    const row = 1 + (Math.floor(i / 48) % 34);
    const hex = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
    const hq = i % 50 === 0;
    rows.push(
      [
        `${prefix}${i}`,
        `"Unit ${i}, ${hq ? 'HQ' : 'Rgt'}"`,
        occupied.get(hex) ?? (i % 2 ? 'axis' : 'soviet'),
        '',
        hq ? 'hq' : ['inf', 'pz', 'mot'][i % 3],
        hq ? 'XXX' : 'III',
        hex,
        2,
        3,
        5,
        4,
        8,
        3,
        i % 4 ? '1' : '1/2',
        `F${i % 20}`,
        hq ? 4 : '',
        hq ? 'truck' : '',
        i % 10 === 5 ? 2 + (i % 5) : '',
      ].join(','),
    );
  }
  return rows.join('\r\n') + '\r\n';
}
