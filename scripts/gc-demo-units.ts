/**
 * The grand-campaign demo's forces at the start (make-gc-demo.ts), each placed so that the demo
 * shows a supply case: German infantry and a panzer division along the front with their army and
 * command HQs, the ring round the Uman pocket, Hungarian brigades with no army HQ of their own,
 * Romanian brigades far from theirs, the Soviet front and the pocket itself, and an airbase.
 */
import type { DemoUnit as U } from './bundled-demo.js';
import { id } from './gc-demo-map.js';
import { sizeFromName } from './unit-size-from-name.js';

export const units: U[] = [];
const unit = (u: Omit<U, 'hex' | 'steps' | 'maxSteps'> & { c: number; r: number; steps?: number }) => {
  const { c, r, steps = 1, ...rest } = u;
  units.push({ steps, maxSteps: steps, ...rest, size: sizeFromName(rest.name), hex: id(c, r) });
};
const de = (key: string, name: string, c: number, r: number, more: Partial<U> = {}) =>
  unit({
    id: `de-${key}`,
    name,
    side: 'axis',
    nation: 'german',
    type: 'inf',
    re: 3,
    attack: 7,
    defense: 7,
    ma: 4,
    c,
    r,
    steps: 2,
    ...more,
  });
const su = (key: string, name: string, c: number, r: number, more: Partial<U> = {}) =>
  unit({
    id: `su-${key}`,
    name,
    side: 'soviet',
    nation: 'soviet',
    type: 'inf',
    re: 2,
    attack: 4,
    defense: 5,
    ma: 4,
    c,
    r,
    ...more,
  });

// Axis: 17 Army HQ behind the front, Army Group South in the rear, the front along column 19
unit({ id: 'de-17a', name: '17 Army HQ', side: 'axis', nation: 'german', type: 'army-hq', re: 1, ma: 8, c: 13, r: 9 });
unit({
  id: 'de-hgs',
  name: 'Army Group South HQ',
  side: 'axis',
  nation: 'german',
  type: 'command-hq',
  re: 1,
  ma: 8,
  c: 4,
  r: 6,
});
for (const [k, c, r] of [
  ['44', 19, 4],
  ['57', 19, 6],
  ['68', 19, 8],
  ['97', 19, 11],
  ['100', 19, 14],
  ['101', 19, 16],
  ['9', 19, 18],
  ['76', 19, 20],
] as const)
  de(k, `${k} Inf Div`, c, r);
de('11pz', '11 Pz Div', 22, 5, { type: 'pz', attack: 12, defense: 8, ma: 10 });
de('295', '295 Inf Div', 26, 16, { gc: { uLevel: 2 } });
// the ring round Uman
for (const [k, c, r] of [
  ['125', 8, 12],
  ['132', 7, 16],
  ['257', 8, 17],
  ['1mtn', 7, 14],
  ['4mtn', 4, 13],
] as const)
  de(k, `${k.replace('mtn', ' Mtn')} Div`, c, r);
// Hungarian Mobile Corps: no Hungarian army HQ here, so full supply from the German HQ (16.F.2 exception)
for (const [k, c, r] of [
  ['1mot', 16, 5],
  ['2mot', 17, 7],
] as const)
  unit({
    id: `hu-${k}`,
    name: `${k[0]} Motorized Bde`,
    side: 'axis',
    nation: 'hungarian',
    type: 'inf',
    re: 2,
    attack: 4,
    defense: 3,
    ma: 8,
    c,
    r,
  });
// Romanian 3 Army HQ far south; its brigades beside the German HQ draw only limited supply from it (16.F.2)
unit({
  id: 'ro-3a',
  name: 'Romanian 3 Army HQ',
  side: 'axis',
  nation: 'romanian',
  type: 'army-hq',
  re: 1,
  ma: 6,
  c: 3,
  r: 20,
});
for (const [k, c, r] of [
  ['1mtn', 16, 12],
  ['2mtn', 17, 13],
] as const)
  unit({
    id: `ro-${k}`,
    name: `Romanian ${k[0]} Mtn Bde`,
    side: 'axis',
    nation: 'romanian',
    type: 'inf',
    re: 2,
    attack: 3,
    defense: 4,
    ma: 4,
    c,
    r,
  });

// Soviet: Southwest Front HQ at Kiev, the line along column 21, the Uman pocket at U2
unit({
  id: 'su-swf',
  name: 'Southwest Front HQ',
  side: 'soviet',
  nation: 'soviet',
  type: 'army-hq',
  re: 1,
  ma: 6,
  c: 27,
  r: 9,
});
for (const [k, c, r] of [
  ['87', 21, 4],
  ['45', 21, 7],
  ['62', 21, 10],
  ['124', 21, 13],
  ['135', 23, 15],
] as const)
  su(k, `${k} Rifle Div`, c, r);
su('5cav', '5 Cav Div', 24, 12, { type: 'cav', attack: 3, defense: 2, ma: 6 });
for (const [k, c, r, s] of [
  ['99', 6, 14, 3],
  ['139', 5, 14, 1],
  ['44mtn', 6, 15, 1],
] as const)
  su(k, `${k.replace('mtn', ' Mtn')} Rifle Div`, c, r, { gc: { uLevel: 2 }, steps: s, maxSteps: s });

// GC 19.A.4: a 3-capacity airbase behind the German line
unit({
  id: 'de-ab',
  name: 'Vinnitsa airbase',
  side: 'axis',
  nation: 'german',
  type: 'airbase',
  re: 0,
  ma: 0,
  c: 11,
  r: 8,
  gc: { airbase: { capacity: 3, strategic: false } },
});
