import type { DumpView, HexView, StateView, UnitView } from '../../shared/api.js';
import type { Dump, Unit } from '../../shared/model/campaign-schema.js';
import type { CampaignSession } from './campaign-session.js';
import { resourceFormat } from './ledger-view.js';
import { counterChits, counterFactors, nationColor, shortUnitId } from '../../shared/rules/counter-face.js';
import {
  rulesetChits,
  rulesetCounterFoot,
  rulesetDumpViews,
  rulesetStateViews,
  rulesetUnitViews,
} from '../../shared/rules/registered-views.js';
import type { ViewShow } from '../../shared/engine/ruleset-views.js';

/** Turns model rows into what the renderer shows: names resolved, amounts in the game's notation. */
export function unitView(s: CampaignSession, u: Unit): UnitView {
  const type = s.game.unitTypes.find((t) => t.id === u.type);
  const points = type?.symbol === 'transport' ? (u.points ?? 1) : null;
  const factors = counterFactors(u, type?.combat ?? true);
  const mobility = u.throwRange
    ? (s.game.mobilities.find((m) => m.id === u.throwRange!.mobility)?.name ?? u.throwRange.mobility)
    : '';
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    type: u.type,
    typeName: type?.name ?? u.type,
    symbol: type?.symbol ?? 'other',
    hex: u.hex,
    steps: u.steps,
    maxSteps: u.maxSteps,
    re: u.re,
    ar: u.ar,
    unread: u.unread ?? [],
    mode: u.mode,
    attack: u.attack,
    defense: u.defense,
    combat: type?.combat ?? true,
    ...((u.picture ?? type?.picture) ? { picture: u.picture ?? type?.picture } : {}),
    throwRange: u.throwRange ? `${u.throwRange.mp} MP ${mobility}` : null,
    formation: u.formation ?? null,
    outOfSupplySince: u.outOfSupplySince ?? null,
    effects: s.ruleset.unitEffects?.(u, s.game, s.state) ?? [],
    markers: s.ruleset.unitMarkers?.(u) ?? [],
    points,
    foot: rulesetCounterFoot(u, s.game) ?? (points !== null ? `${points} TP` : factors),
    badge: s.ruleset.unitBadge?.(u) ?? null,
    actions: s.ruleset.unitActions?.(u, s.state) ?? [],
    ma: u.ma,
    size: u.size ?? null,
    shortId: shortUnitId(u.name),
    nationColor: nationColor(s.game, u.nation),
    factors,
    actionRating: s.ruleset.actionRating && (type?.combat ?? true) ? u.ar : null,
    chits: counterChits(u, s.ruleset.unitBadge?.(u) ?? null, rulesetChits(u)),
    printed: { nation: u.nation ?? null, size: u.size ?? null, ma: u.ma, throwRange: u.throwRange ?? null },
    ...rulesetUnitViews(u, s.game),
  };
}

export function dumpView(s: CampaignSession, d: Dump): DumpView {
  // GC 19: SP, SRP or Offensive Chits, as the ruleset tells a dump's kind
  const kind = s.ruleset.capabilities.resources?.kindOf(d) ?? 'sp';
  return {
    id: d.id,
    side: d.side,
    hex: d.hex,
    amount: d.amount,
    amountText: resourceFormat(s, kind)(d.amount),
    resource: kind,
    captured: d.captured,
    carriedBy: d.on ?? null,
    arrivedText: d.arrived ? s.ruleset.formatAmount(d.arrived) : null,
    ...rulesetDumpViews(d),
  };
}

export function stateView(s: CampaignSession): StateView {
  return {
    clock: s.state.clock,
    units: s.state.units.map((u) => unitView(s, u)),
    dumps: s.state.dumps.map((d) => dumpView(s, d)),
    track: s.state.track.map((t) => ({ turn: t.turn, unit: unitView(s, t.unit), note: t.note })),
    deadPile: s.state.deadPile.map((u) => unitView(s, u)),
    dice: s.state.dice,
    supplyJudged: s.state.supplyJudged,
    ...rulesetStateViews(s.state, viewShow(s)),
  };
}

/** How the rulesets' view parts show units and amounts: as this session shows them. */
export function viewShow(s: CampaignSession): ViewShow<UnitView> {
  return {
    game: s.game,
    unit: (u) => unitView(s, u),
    amount: (resource, n) => s.ruleset.capabilities.resources?.format(resource, n) ?? s.ruleset.formatAmount(n),
  };
}

export function hexView(s: CampaignSession, index: number): HexView {
  const hex = s.grid.printedId(index);
  const code = s.game.map.hexes[s.grid.row(index)]![s.grid.col(index)]!;
  const terrain = s.game.terrain.find((t) => t.code === code)!;
  const hexsides = s.game.hexsides
    .filter((h) => h.a === hex || h.b === hex)
    .map((h) => ({
      toward: h.a === hex ? h.b : h.a,
      feature: s.game.hexsideFeatures.find((f) => f.id === h.feature)?.name ?? h.feature,
    }));
  const routes = [
    ...new Set(
      s.game.routes
        .filter((r) => r.hexes.includes(hex))
        .map((r) => s.game.routeTypes.find((t) => t.id === r.type)?.name ?? r.type),
    ),
  ];
  return {
    hex,
    terrain: { id: terrain.id, name: terrain.name },
    units: s.state.units.filter((u) => u.hex === hex).map((u) => unitView(s, u)),
    dumps: s.state.dumps.filter((d) => d.hex === hex).map((d) => dumpView(s, d)),
    hexsides,
    routes,
    supplySources: s.game.supplySources
      .filter((x) => x.hex === hex)
      .map((x) => ({ side: x.side, kind: x.kind, name: x.name ?? null })),
  };
}
