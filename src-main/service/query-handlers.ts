import type { Handlers, TurnsView } from '../../shared/api.js';
import { phasesOf } from '../../shared/engine/clock.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { CampaignService } from './campaign-service.js';
import type { CampaignSession } from './campaign-session.js';
import { supplyReport } from './supply-report.js';
import { supplyCheck, verdictPage } from './verdict-pages.js';
import { rulesetArrivals } from '../../shared/rules/registered-views.js';
import { hexView, stateView, viewShow } from './views.js';
import { whatIf } from './what-if-handler.js';
import { StateFollower } from './state-since.js';

/** The read-only questions about the open campaign: its map, state, hexes, supply, turns, ZOCs and fuel. */
export type QueryHandlers = Pick<
  Handlers,
  | 'map.get'
  | 'state.get'
  | 'state.since'
  | 'hex.inspect'
  | 'supply.preview'
  | 'supply.check'
  | 'supply.verdicts'
  | 'supply.whatif'
  | 'supply.reach'
  | 'turns.get'
  | 'map.zoc'
  | 'fuel.propose'
  | 'eating.dumps'
>;

export function queryHandlers(service: CampaignService): QueryHandlers {
  const follower = new StateFollower();
  return {
    'map.get': () => ({ game: service.current().game }),
    'state.get': () => stateView(service.current()),
    'state.since': (r) => follower.since(service.current(), r.version),
    'hex.inspect': (r) => {
      const s = service.current();
      const i = s.grid.indexOf(r.hex);
      if (i < 0) throw new CommandError(`"${r.hex}" is not a hex on this map`, 'hex');
      return hexView(s, i);
    },
    'supply.preview': (r) => supplyReport(service.current(), r.side),
    'supply.check': (r) => {
      const s = service.current();
      const check = supplyCheck(s, r.side);
      // the list's first page with it, when asked: the panel draws its rows without a second call
      return r.page ? { ...check, page: verdictPage(s, { ...r.page, side: r.side }) } : check;
    },
    'supply.verdicts': (r) => verdictPage(service.current(), r),
    'supply.whatif': (r) => whatIf(service.current(), r.moves, { reasons: r.reasons ?? true }),
    'supply.reach': (r) => {
      const s = service.current();
      if (!s.ruleset.reach) throw new CommandError(`supply reach for the ${s.ruleset.name} rules is not built yet`);
      if (!r.unit === !r.dump) throw new CommandError('name either an HQ (unit) or a dump');
      return s.ruleset.reach(s.game, s.graph(), s.state, r);
    },
    'turns.get': () => turnsView(service.current()),
    'map.zoc': (r) => {
      const s = service.current();
      if (!s.game.sides.some((x) => x.id === r.side)) throw new CommandError(`there is no side "${r.side}"`, 'side');
      if (!s.ruleset.zocHexes) throw new CommandError(`ZOCs for the ${s.ruleset.name} rules are not built yet`);
      return s.ruleset.zocHexes({ game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset }, s.state, r.side);
    },
    'fuel.propose': (r) => {
      const s = service.current();
      const fuel = s.ruleset.capabilities.fuel;
      if (!fuel) throw new CommandError(`the ${s.ruleset.name} rules have no fuel`);
      return fuel.propose({ game: s.game, graph: s.graph() }, s.state, r.side, r.units);
    },
    'eating.dumps': (r) => {
      const s = service.current();
      const eating = s.ruleset.capabilities.eating;
      if (!eating) throw new CommandError(`the ${s.ruleset.name} rules have no eating off the map`);
      if (!s.game.sides.some((x) => x.id === r.side)) throw new CommandError(`there is no side "${r.side}"`, 'side');
      return eating.dumpsFor({ game: s.game, graph: s.graph() }, s.state, r.side, r.unit);
    },
  };
}

/** The turn record track: each side's phases, and what arrives on each turn. */
function turnsView(s: CampaignSession): TurnsView {
  return {
    clock: s.state.clock,
    phases: s.ruleset.phases.map((p) => ({ id: p.id, name: p.name })),
    sidePhases: Object.fromEntries(
      s.game.sides.map((x) => [
        x.id,
        phasesOf(s.game, s.ruleset, x.id).map((id) => ({
          id,
          name: s.ruleset.phases.find((p) => p.id === id)?.name ?? id,
        })),
      ]),
    ),
    sides: s.game.sides.map((x) => ({ id: x.id, name: x.name })),
    turns: [...s.game.turns]
      .sort((a, b) => a.number - b.number)
      .map((t) => ({
        number: t.number,
        label: t.label,
        weather: t.weather,
        arrivals: [
          ...s.state.track
            .filter((e) => e.turn === t.number)
            .map((e) => ({ unit: e.unit.id, name: e.unit.name, note: e.note })),
          ...rulesetArrivals(s.state, t.number, viewShow(s)),
        ],
      })),
  };
}
