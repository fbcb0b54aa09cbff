import type { RulesetId } from '../../model/ruleset-ids.js';
import type { ImportPiece } from './catalogue.js';
import { parseFactors } from './factors.js';
import { MAPPING_FORMAT, type SideRule, type VassalMapping } from './mapping.js';
import { typeKeyOf } from './classify.js';

/**
 * A first mapping, as the wizard proposes it: sides from a property whose name says side (or any
 * property, prototype or name prefix that splits the pieces in two), types by prototype when most
 * pieces have one (else by picture), and a type kept as units when most of its pieces carry factors.
 */
const SIDE_WORDS = /side|nation|faction|army|player|owner|country|allegiance|belligerent/i;
const COLOURS = ['#b03a2e', '#2e5cb0'];

function topTwo(counts: Map<string, number>): Array<[string, number]> {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 2);
}

export function guessSides(pieces: ImportPiece[]): SideRule[] {
  const byKey = new Map<string, Map<string, number>>();
  for (const p of pieces)
    for (const [k, v] of Object.entries(p.properties)) {
      if (!v) continue;
      const m = byKey.get(k) ?? new Map<string, number>();
      m.set(v, (m.get(v) ?? 0) + 1);
      byKey.set(k, m);
    }
  const keys = [...byKey.keys()].sort((a, b) => Number(SIDE_WORDS.test(b)) - Number(SIDE_WORDS.test(a)));
  for (const key of keys) {
    const values = byKey.get(key)!;
    if (values.size < 2 || (values.size > 8 && !SIDE_WORDS.test(key))) continue;
    const two = topTwo(values);
    if (SIDE_WORDS.test(key) || two[0]![1] + two[1]![1] >= pieces.length / 2)
      return two.map(([value]) => ({ by: 'property', key, value }));
  }
  // two prototypes that never meet on one piece and cover most pieces
  const protoCount = new Map<string, number>();
  for (const p of pieces) for (const n of p.allPrototypes) protoCount.set(n, (protoCount.get(n) ?? 0) + 1);
  const protos = [...protoCount].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i < protos.length; i++)
    for (let j = i + 1; j < protos.length; j++) {
      const [a, na] = protos[i]!;
      const [b, nb] = protos[j]!;
      // the counts fall along j: no later pair covers enough pieces (and a pair is scanned only when it might do)
      if (na + nb < pieces.length / 2) break;
      if (!SIDE_WORDS.test(a + b)) continue;
      const meet = pieces.some((p) => p.allPrototypes.includes(a) && p.allPrototypes.includes(b));
      if (!meet)
        return [
          { by: 'prototype', name: a },
          { by: 'prototype', name: b },
        ];
    }
  const prefixes = new Map<string, number>();
  for (const p of pieces) {
    const m = /^([A-Za-z]+)[\s_-]/.exec(p.name);
    if (m)
      prefixes.set(m[1]! + p.name.charAt(m[1]!.length), (prefixes.get(m[1]! + p.name.charAt(m[1]!.length)) ?? 0) + 1);
  }
  const two = topTwo(prefixes);
  if (two.length === 2) return two.map(([prefix]) => ({ by: 'prefix', prefix }));
  return [
    { by: 'prefix', prefix: 'A' },
    { by: 'prefix', prefix: 'B' },
  ];
}

function slug(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .replace(/\.[a-z]+$/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'type';
  let s = /^[a-z0-9]/.test(base) ? base : `t${base}`;
  for (let n = 2; taken.has(s); n++) s = `${base}-${n}`;
  taken.add(s);
  return s;
}

function symbolOf(name: string): VassalMapping['unitTypes'][number]['symbol'] {
  if (/\bhq\b|headquarters/i.test(name)) return 'hq';
  if (/arm|panzer|\bpz|tank/i.test(name)) return 'armor';
  if (/mech|pzg|motori[sz]ed/i.test(name)) return 'mechanized';
  if (/art|gun/i.test(name)) return 'artillery';
  if (/truck|wagon|transport/i.test(name)) return 'transport';
  if (/cav/i.test(name)) return 'cavalry';
  if (/inf|rifle|guard|para|mountain/i.test(name)) return 'infantry';
  return 'other';
}

/**
 * The module's own player sides (its PlayerRoster) name the campaign's sides; each takes the rule
 * that finds it among the pieces: a property valued with its name, a prototype or a map or window
 * named after it. A roster side no rule finds keeps the guessed rule, under the roster's name.
 */
function rosterRules(
  pieces: ImportPiece[],
  roster: string[],
  guessed: SideRule[],
): Array<{ name: string; rule: SideRule }> {
  return roster.slice(0, 2).map((name, k) => {
    const low = name.toLowerCase();
    for (const p of pieces) {
      const prop = Object.entries(p.properties).find(([, v]) => v.toLowerCase() === low);
      if (prop) return { name, rule: { by: 'property', key: prop[0], value: prop[1] } };
    }
    const proto = pieces.flatMap((p) => p.allPrototypes).find((n) => n.toLowerCase().includes(low));
    if (proto) return { name, rule: { by: 'prototype', name: proto } };
    const map = pieces.find((p) => p.map?.toLowerCase().includes(low))?.map;
    if (map) return { name, rule: { by: 'map', map } };
    return { name, rule: guessed[k]! };
  });
}

function ruleName(rule: SideRule): string {
  if (rule.by === 'property') return rule.value;
  if (rule.by === 'prototype') return rule.name;
  if (rule.by === 'map') return rule.map;
  return rule.prefix.trim();
}

export function guessMapping(
  pieces: ImportPiece[],
  ruleset: RulesetId,
  map: string,
  roster: readonly string[] = [],
): VassalMapping {
  const guessed = guessSides(pieces);
  const named =
    roster.length >= 2
      ? rosterRules(pieces, [...roster], guessed)
      : guessed.map((rule) => ({ name: ruleName(rule), rule }));
  const rules = named.map((n) => n.rule);
  const withProto = pieces.filter((p) => p.allPrototypes.length > 0).length;
  const groupTypesBy = withProto >= pieces.length / 2 && withProto > 0 ? 'prototype' : 'image';
  const groups = new Map<string, ImportPiece[]>();
  for (const p of pieces) {
    const k = typeKeyOf(p, groupTypesBy, rules);
    const list = groups.get(k);
    if (list) list.push(p);
    else groups.set(k, [p]);
  }
  const taken = new Set<string>();
  const sideTaken = new Set<string>();
  return {
    format: MAPPING_FORMAT,
    formatVersion: 1,
    ruleset,
    map,
    sides: named.map(({ name, rule }, k) => ({
      id: slug(name || `side-${k + 1}`, sideTaken),
      name: name || `Side ${k + 1}`,
      color: COLOURS[k]!,
      rule,
    })),
    // how each side traces supply is asked of the referee, never guessed (nor copied from a demo)
    play: { supplyRules: {}, phasesBySide: {} },
    groupTypesBy,
    unitTypes: [...groups].map(([key, list]) => {
      const withFactors = list.filter((p) => parseFactors(p.name, ...Object.values(p.properties))).length;
      const name = key.replace(/\.(png|jpe?g|gif)$/i, '');
      const symbol = symbolOf(name);
      return {
        key,
        id: slug(key, taken),
        name,
        combat: symbol !== 'transport',
        hq: symbol === 'hq',
        symbol,
        include: withFactors * 2 >= list.length || symbol === 'hq',
      };
    }),
    factors: {},
    include: [],
  };
}
