import type { CampaignState, Dump } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { Ruleset } from './ruleset.js';

/**
 * How the log, the confirm dialogs and the filters name what the campaign's ids stand for, as a
 * referee would: a unit by its counter's name ("2/5 Pz"), a dump by where it lies ("the dump at
 * 1723"), a side by its name ("Axis"), a phase as the Turns tab shows it ("Soviet Movement Phase:
 * Breakout Segment"). Called with a unit id it names the unit.
 */
export interface RefereeNames {
  (unitId: string): string;
  dump(id: string): string;
  side(id: string): string;
  /** the phase alone ("Supply Phase") */
  phase(id: string): string;
  /** the side's phase ("Axis Supply Phase") */
  sidePhase(side: string, phase: string): string;
  /** a unit mode in the rules' words ("strat mode"; GC: "in reserve") */
  mode(id: string): string;
}

/** Names that are the ids themselves: for a line read without its campaign (tests, the raw log). */
export const ID_NAMES: RefereeNames = Object.assign((id: string) => id, {
  dump: (id: string) => `dump ${id}`,
  side: (id: string) => id,
  phase: (id: string) => id,
  sidePhase: (side: string, phase: string) => `${side} ${phase}`,
  mode: (id: string) => `${id} mode`,
});

/**
 * A dump as a referee names it: by its hex, or by the unit carrying it (OCS 12.1b) and what it
 * carries (`holds`: SP, or another kind of points a ruleset has, dumpHolds).
 */
export function dumpName(
  d: Pick<Dump, 'hex' | 'on'>,
  unitName: (id: string) => string = (id) => id,
  holds = 'SP',
): string {
  return d.on ? `the ${holds} carried by ${unitName(d.on)}` : `the dump at ${d.hex}`;
}

/** What a dump holds, as its ruleset names the kind of points (GC 19: SP, SRP or Offensive Chits); SP where it has no other. */
export function dumpHolds(rules: Pick<Ruleset, 'capabilities'>, d: Dump): string {
  const resources = rules.capabilities.resources;
  const kind = resources?.kindOf(d) ?? 'sp';
  return resources?.kinds.find((k) => k.id === kind)?.label ?? 'SP';
}

/** A unit's name by its id in a state (its id where no unit has it). */
export function unitNameIn(state: Pick<CampaignState, 'units'>): (id: string) => string {
  return (id) => state.units.find((u) => u.id === id)?.name ?? id;
}

/**
 * The names of a campaign: its game's sides, its ruleset's phases, and every unit and dump in the
 * states given (the setup and the state now: a unit since eliminated, a dump since emptied).
 */
export function refereeNames(
  game: { readonly sides: ReadonlyArray<Pick<GameDefinition['sides'][number], 'id' | 'name'>> },
  rules: Pick<Ruleset, 'phases' | 'unitModes' | 'capabilities'>,
  ...states: CampaignState[]
): RefereeNames {
  // indexed on the first name asked for: the summary names one command, often neither a unit nor a dump
  let index: { units: Map<string, string>; dumps: Map<string, Dump> } | undefined;
  const indexed = () => {
    if (index) return index;
    index = { units: new Map(), dumps: new Map() };
    for (const st of states) {
      for (const u of [...st.units, ...st.deadPile, ...st.track.map((t) => t.unit)]) index.units.set(u.id, u.name);
      for (const d of st.dumps) index.dumps.set(d.id, d);
    }
    return index;
  };
  const unit = (id: string) => indexed().units.get(id) ?? id;
  const side = (id: string) => game.sides.find((s) => s.id === id)?.name ?? id;
  const phase = (id: string) => rules.phases.find((p) => p.id === id)?.name ?? id;
  return Object.assign(unit, {
    dump: (id: string) => {
      const d = indexed().dumps.get(id);
      return d ? dumpName(d, unit, dumpHolds(rules, d)) : `dump ${id}`;
    },
    side,
    phase,
    sidePhase: (s: string, p: string) => `${side(s)} ${phase(p)}`,
    mode: (id: string) => rules.unitModes?.find((m) => m.id === id)?.label ?? `${id} mode`,
  });
}
