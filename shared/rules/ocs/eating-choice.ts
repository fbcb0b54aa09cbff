import { CommandError } from '../../model/command-error.js';
import type { OcsUnit } from './state.js';
import { dumpName } from '../../engine/referee-names.js';
import { dumpsAvailable, dumpTable } from './dump-access.js';
import type { SupplyDetermination } from './determine-supply.js';
import { eatingCostTokens } from './eating-pool.js';
import type { EatingPlan } from './eating.js';

/** The referee's choice: this unit eats from this dump. */
export interface EatingChoice {
  unit: string;
  dump: string;
}

/**
 * OCS 12.6c: "up to 2 RE (within draw or throw range of the dump) can be fed" — any dump in the
 * unit's reach, not only the one the proposal chose. The proposal's plans, with each chosen unit
 * moved to the dump the referee names: refused when the unit has trace supply, is in Strat Mode
 * (12.6e), or the dump is not within its draw or throw range (12.3a-b), or does not hold what its
 * units then cost (each dump's RE rounded up alone).
 */
export function eatFromChosen(det: SupplyDetermination, choices: readonly EatingChoice[]): EatingPlan[] {
  if (!choices.length) return det.eating.plans;
  const { sideCtx } = det;
  const byDump = new Map(det.eating.plans.map((p) => [p.dump.id, [...p.units]]));
  const name = (id: string) => sideCtx.friendly.find((u) => u.id === id)?.name ?? id;
  for (const c of choices) {
    const u = sideCtx.friendly.find((x) => x.id === c.unit);
    if (!u) throw new CommandError(`there is no ${sideCtx.side} unit "${c.unit}"`, 'eatFrom');
    const v = det.verdicts.find((x) => x.unit === u.id);
    if (v?.status !== 'eats' && v?.status !== 'out-of-supply')
      throw new CommandError(
        `${u.name} has trace supply or needs none: it does not eat off the map (OCS 12.6c)`,
        'eatFrom',
      );
    if (u.mode === 'strat')
      throw new CommandError(`${u.name} is in Strat Mode: not allowed to eat off the map (OCS 12.6e)`, 'eatFrom');
    const dump = sideCtx.state.dumps.find((d) => d.id === c.dump && d.side === sideCtx.side);
    if (!dump) throw new CommandError(`there is no ${sideCtx.side} dump "${c.dump}"`, 'eatFrom');
    if (!dumpsAvailable(sideCtx, { unit: u }, dumpTable(sideCtx, [dump])).length)
      throw new CommandError(
        `${dumpName(dump, name)} is not within draw or throw range of ${u.name} (OCS 12.3a-b, 12.6c)`,
        'eatFrom',
      );
    for (const units of byDump.values()) {
      const k = units.findIndex((x) => x.id === u.id);
      if (k >= 0) units.splice(k, 1);
    }
    byDump.set(dump.id, [...(byDump.get(dump.id) ?? []), u]);
  }
  const plans: EatingPlan[] = [];
  for (const [id, units] of byDump) {
    if (!units.length) continue;
    const dump = sideCtx.state.dumps.find((d) => d.id === id)!;
    const tokens = eatingCostTokens(units.reduce((a: number, u: OcsUnit) => a + u.re, 0));
    if (tokens > dump.amount)
      throw new CommandError(
        `${dumpName(dump, name)} holds ${dump.amount}T; feeding ${units.map((u) => u.name).join(', ')} costs ${tokens}T (OCS 12.6c)`,
        'eatFrom',
      );
    plans.push({ dump, units, tokens });
  }
  return plans;
}
