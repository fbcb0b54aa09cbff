import type { CampaignState, LogEntry, Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { SupplyReport } from '../engine/ruleset.js';
import { ledgerLines, type LedgerRecord } from '../engine/ledger-report.js';
import { fogRulesOf } from '../rules/fog-defaults.js';
import { allRulesets } from '../rules/rulesets.js';
import { Sight, gridOf } from './sight.js';
import type { HexGrid } from '../hex/hex-grid.js';
import { SideIds } from './side-ids.js';
import { sideLog } from './side-log.js';
import { ViewMemo } from './view-memo.js';
import type { PublicGame, SeenEnemy, SideLedgerRow, SideLogEntry, SideVerdicts, SideView } from './side-view.js';

/** What the caller has beside the state: the log to show, the setup, the ledger rows, the side's supply check. */
export interface ViewSources {
  setup?: CampaignState;
  /** the part of the log to show (the latest commands of a long campaign) */
  log?: readonly LogEntry[];
  /** the clock the first entry of `log` was given at (absent: the setup's) */
  logStartClock?: CampaignState['clock'];
  ledger?: readonly LedgerRecord[];
  verdicts?: SupplyReport | null;
  /** the map's grid where the caller has it already (built otherwise, once per map) */
  grid?: HexGrid;
  /** the copies of an earlier view of this campaign, reused where a unit or dump is unchanged */
  memo?: ViewMemo;
}

/**
 * Exactly what `side` may know of the campaign: its own units, dumps, dead pile, track, verdicts,
 * ledger and log in full; of the other sides only what the game's fog lets it see (fog-schema.ts),
 * and never their dumps' amounts, dice, verdicts, reasons, paths, boxes or track. Everything is
 * built field by field from what may be shown, never copied whole and pruned, so a field added to
 * a unit later stays out of the view until someone decides it may be seen.
 */
export function viewFor(side: string, state: CampaignState, game: GameDefinition, from: ViewSources = {}): SideView {
  const rules = fogRulesOf(game);
  const own = state.units.filter((u) => u.side === side);
  const sight = new Sight(game, rules, own, from.grid ?? gridOf(game));
  const enemies: SeenEnemy[] = [];
  const fullHexes = new Set<string>();
  for (const u of state.units) {
    if (u.side === side || u.box) continue; // a unit in a holding box is off the map's sight
    const level = sight.levelOf(u);
    if (level === 'none') continue;
    enemies.push(seen(u, level));
    if (level === 'full') fullHexes.add(u.hex);
  }
  // the order of the list would tell which units were placed first: by hex, then by what is seen
  const keyed = enemies.map((e) => ({ e, key: `${e.hex}\u0000${JSON.stringify(e)}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  enemies.splice(0, enemies.length, ...keyed.map((k) => k.e));
  const enemyDumps =
    rules.enemyDumps === 'marker'
      ? [
          ...new Set(
            state.dumps
              .filter((d) => d.side !== side && !d.on && (sight.distanceTo(d.hex) ?? 99) <= rules.full)
              .map((d) => d.hex),
          ),
        ].sort()
      : [];
  const setup = from.setup ?? state;
  const ledgerUnits = (from.ledger ?? []).filter((r) => r.owner === side).flatMap((r) => r.units);
  const ids = new SideIds(side, [setup, state], from.log ?? [], ledgerUnits);
  const memo = from.memo ?? new ViewMemo();
  return {
    side,
    clock: { ...state.clock },
    units: own.map((u) => memo.unit(u)),
    dumps: state.dumps.filter((d) => d.side === side).map((d) => memo.dump(d)),
    deadPile: state.deadPile.filter((u) => u.side === side).map((u) => memo.unit(u, 'dead')),
    track: state.track
      .filter((t) => t.unit.side === side)
      .map((t) => ({ turn: t.turn, unit: memo.unit(t.unit, 'track'), note: t.note })),
    enemies,
    enemyDumps,
    verdicts: ownVerdicts(side, from.verdicts),
    ledger: from.ledger ? ownLedger(side, from.ledger, ids.own) : [],
    log: from.log ? sideLog(ids, game, setup, state, from.log, from.logStartClock) : [],
  };
}

/**
 * A side's own log of an earlier part of the campaign, for a player paging back past the view's
 * log: the same choice of entries as the view's, over the commands given.
 */
export function sideLogFor(
  side: string,
  state: CampaignState,
  game: GameDefinition,
  from: Pick<ViewSources, 'setup' | 'log' | 'logStartClock'>,
): SideLogEntry[] {
  const setup = from.setup ?? state;
  const log = from.log ?? [];
  return sideLog(new SideIds(side, [setup, state], log), game, setup, state, log, from.logStartClock);
}

/**
 * The map and charts every side may see: the referee's fog settings and the import's notes (every
 * piece it left out and where it stood, of every side) left out, and each ruleset's own fields as
 * it lets the side see them (Ruleset.game.forSide: GC's major depots of that side only).
 */
export function publicGame(game: GameDefinition, side: string): PublicGame {
  const { fog: _fog, importNotes: _notes, ...rest } = game;
  void _fog;
  void _notes;
  const own = allRulesets().map((r) => r.game?.forSide?.(game, side) ?? {});
  return Object.assign({ ...rest }, ...own) as PublicGame;
}

function seen(u: Unit, level: SeenEnemy['level']): SeenEnemy {
  if (level === 'marker') return { hex: u.hex, level };
  const typed: SeenEnemy = { hex: u.hex, level, side: u.side, type: u.type };
  if (u.size) typed.size = u.size;
  if (level === 'type') return typed;
  return {
    ...typed,
    name: u.name,
    steps: u.steps,
    maxSteps: u.maxSteps,
    attack: u.attack,
    defense: u.defense,
    ma: u.ma,
    ar: u.ar,
    mode: u.mode,
  };
}

function ownVerdicts(side: string, r: SupplyReport | null | undefined): SideVerdicts | null {
  if (!r || r.side !== side) return null;
  return {
    turn: r.turn,
    units: r.units.map((u) => ({
      id: u.id,
      name: u.name,
      hex: u.hex,
      status: u.status,
      via: u.via,
      reason: u.reason,
      path: [...u.path],
    })),
  };
}

function ownLedger(side: string, rows: readonly LedgerRecord[], ownIds: ReadonlySet<string>): SideLedgerRow[] {
  // balances run over every row, so the side's own balance after each of its rows is true
  return ledgerLines(rows, { side }).map((l) => ({
    seq: l.seq,
    turn: l.turn,
    phase: l.phase,
    dump: l.dump,
    hex: l.hex,
    amount: l.amount,
    reason: l.reason,
    units: l.units.filter((u) => ownIds.has(u)),
    dumpBalance: l.dumpBalance,
    sideBalance: l.sideBalance,
  }));
}
