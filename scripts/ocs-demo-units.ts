/**
 * The OCS-style demo's forces at the start (make-demo.ts): an Axis panzer corps and infantry corps
 * west of the river, a Soviet rifle army and tank corps east of it with one rifle division cut off
 * to the west, each side's HQs and supply dumps. Placed by printed column and row on the demo map
 * (ocs-demo-map.ts) so that the supply answers the demo shows are known.
 */
import type { DemoUnit as U } from './bundled-demo.js';
import { at, city, H, id } from './ocs-demo-map.js';
import { sizeFromName } from './unit-size-from-name.js';

export const units: U[] = [];
const unit = (u: Omit<U, 'hex'> & { c: number; r: number }) => {
  const { c, r, ...rest } = u;
  units.push({ ...rest, size: sizeFromName(rest.name), hex: id(at(c, r)) });
};
/** A corps or army HQ: one step, 1 RE, 1-2, throwing supply over its throw range (OCS 12.3b). */
const hq = (u: Pick<U, 'id' | 'name' | 'side' | 'ar' | 'ma' | 'throwRange'> & { c: number; r: number }) =>
  unit({
    id: u.id,
    name: u.name,
    side: u.side,
    type: 'hq',
    steps: 1,
    maxSteps: 1,
    re: 1,
    ar: u.ar,
    ma: u.ma,
    attack: 1,
    defense: 2,
    throwRange: u.throwRange,
    c: u.c,
    r: u.r,
  });
// Axis: a panzer corps and an infantry corps along the river's west bank.
hq({
  id: 'ax-hq-48pz',
  name: 'XLVIII Pz Corps HQ',
  side: 'axis',
  ar: 4,
  ma: 12,
  throwRange: { mp: 4, mobility: 'truck' },
  c: 19,
  r: 12,
});
hq({
  id: 'ax-hq-7',
  name: 'VII Corps HQ',
  side: 'axis',
  ar: 3,
  ma: 6,
  throwRange: { mp: 6, mobility: 'leg' },
  c: 18,
  r: 23,
});
const pz = [
  ['11pz-15', '15 Pz Rgt', 'pz'],
  ['11pz-110', '110 PzG Rgt', 'mot'],
  ['11pz-111', '111 PzG Rgt', 'mot'],
  ['11pz-61', '61 Kradschtz Bn', 'mot'],
] as const;
pz.forEach(([uid, name, type], k) =>
  unit({
    id: `ax-${uid}`,
    name: `11 Pz: ${name}`,
    side: 'axis',
    type,
    steps: type === 'pz' ? 3 : 2,
    maxSteps: type === 'pz' ? 3 : 2,
    re: type === 'pz' ? 1 : 1,
    ar: 4,
    ma: type === 'pz' ? 10 : 8,
    attack: type === 'pz' ? 10 : 6,
    defense: type === 'pz' ? 6 : 5,
    formation: '11 Pz',
    c: 22 + (k % 2),
    r: 10 + k,
  }),
);
for (let k = 0; k < 9; k++) {
  unit({
    id: `ax-inf-${k + 1}`,
    name: `${[57, 75, 299][k % 3]} Inf Div: ${['179', '180', '181'][Math.floor(k / 3)]} Rgt`,
    side: 'axis',
    type: 'inf',
    steps: 2,
    maxSteps: 2,
    re: 1,
    ar: 3,
    ma: 4,
    attack: 4,
    defense: 5,
    formation: `${[57, 75, 299][k % 3]} Inf`,
    c: 23 + (k % 2),
    r: 15 + 2 * k > H ? H - k : 15 + 2 * k - (k > 6 ? 6 : 0),
  });
}
for (const [n, name, c, r] of [
  [1, '611 Arty Bn', 20, 16],
  [2, '737 Arty Bn', 19, 20],
] as const)
  unit({
    id: `ax-art-${n}`,
    name,
    side: 'axis',
    type: 'art',
    steps: 1,
    maxSteps: 1,
    re: 0.5,
    ar: 2,
    ma: 6,
    attack: 0,
    defense: 1,
    c,
    r,
  });
unit({
  id: 'ax-tp-1',
  name: 'Truck column (5 TP)',
  side: 'axis',
  type: 'truck',
  steps: 1,
  maxSteps: 1,
  re: 0,
  ar: 0,
  ma: 16,
  points: 5,
  c: 14,
  r: 15,
});
unit({
  id: 'ax-stug-189',
  name: '189 StuG Bn',
  side: 'axis',
  type: 'pz',
  steps: 1,
  maxSteps: 1,
  re: 0.5,
  ar: 4,
  ma: 8,
  attack: 4,
  defense: 3,
  c: 21,
  r: 14,
});
// Soviet: a rifle army and a tank corps east of the river, one rifle division cut off to the west.
hq({
  id: 'sv-hq-13a',
  name: '13 Army HQ',
  side: 'soviet',
  ar: 2,
  ma: 6,
  throwRange: { mp: 5, mobility: 'leg' },
  c: 33,
  r: 18,
});
hq({
  id: 'sv-hq-1tc',
  name: '1 Tank Corps HQ',
  side: 'soviet',
  ar: 3,
  ma: 10,
  throwRange: { mp: 4, mobility: 'truck' },
  c: 35,
  r: 11,
});
/** A Soviet rifle division: three steps, 2 RE, 5-7, 4 MA. */
const rifleDiv = (id: string, name: string, c: number, r: number) =>
  unit({
    id,
    name,
    side: 'soviet',
    type: 'inf',
    steps: 3,
    maxSteps: 3,
    re: 2,
    ar: 2,
    ma: 4,
    attack: 5,
    defense: 7,
    c,
    r,
  });
for (let k = 0; k < 10; k++)
  rifleDiv(
    `sv-rd-${k + 1}`,
    `${[148, 132, 307, 81, 6][k % 5]} Rifle Div`,
    27 + (k % 2),
    6 + 2 * k > H ? H - 1 : 6 + 2 * k + (k > 8 ? -2 : 0),
  );
for (let k = 0; k < 3; k++)
  unit({
    id: `sv-tb-${k + 1}`,
    name: `${[89, 117, 159][k]} Tank Bde`,
    side: 'soviet',
    type: 'pz',
    steps: 1,
    maxSteps: 1,
    re: 1,
    ar: 3,
    ma: 10,
    attack: 6,
    defense: 4,
    formation: '1 TC',
    c: 33 + k,
    r: 10 + (k % 2),
  });
unit({
  id: 'sv-mrb-44',
  name: '44 Mot Rifle Bde',
  side: 'soviet',
  type: 'mot',
  steps: 2,
  maxSteps: 2,
  re: 1,
  ar: 3,
  ma: 8,
  attack: 4,
  defense: 5,
  formation: '1 TC',
  c: 34,
  r: 13,
});
rifleDiv('sv-rd-cut', '160 Rifle Div (cut off)', 12, 28);
unit({
  id: 'sv-tp-1',
  name: 'Transport Point',
  side: 'soviet',
  type: 'truck',
  steps: 1,
  maxSteps: 1,
  re: 0,
  ar: 0,
  ma: 16,
  c: 40,
  r: 17,
});

export const dumps = [
  { id: 'ax-dump-1', side: 'axis', hex: id(city('Westburg')), amount: 40, captured: false },
  { id: 'ax-dump-2', side: 'axis', hex: id(at(18, 12)), amount: 18, captured: false },
  { id: 'ax-dump-3', side: 'axis', hex: id(at(17, 23)), amount: 10, captured: false },
  { id: 'sv-dump-1', side: 'soviet', hex: id(city('Bryansk')), amount: 32, captured: false },
  { id: 'sv-dump-2', side: 'soviet', hex: id(at(36, 11)), amount: 12, captured: false },
  { id: 'sv-dump-3', side: 'soviet', hex: id(city('Orel')), amount: 6, captured: false },
];
