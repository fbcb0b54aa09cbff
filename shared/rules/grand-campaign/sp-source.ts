import { CommandError } from '../../model/command-error.js';
import { majorDepotsOf, type MajorDepot } from './game-parts.js';
import { PathSearch } from '../../hex/path-search.js';
import type { GcDump, GcState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { gcSupply } from './determine-supply.js';
import { specialReach } from './special-reach.js';
import { SLP } from './supply-lines.js';

/** GC 19.A.1.a, 19.C, 15.H.1: the side's major depot at a hex (its SP dumps are the depot's store), if the game names one there. */
export function majorDepotAt(game: GameDefinition, side: string, hex: string): MajorDepot | undefined {
  return majorDepotsOf(game).find((d) => d.side === side && d.hex === hex);
}

/**
 * GC 19.A.1.a (attacks) and 19.A.3 (reserve): the SP "must come from a major depot or a special
 * supply source". From a major depot, every stack must trace full supply (the HQ range, in the
 * turn's weather) from an HQ attached to the depot that is itself in general supply; from any other
 * SP, the SP must be within special supply range of every stack. Refuses naming the first stack
 * that fails; returns how the SP reach them, for the log.
 */
export function checkSpSource(
  ctx: RulesContext,
  state: GcState,
  side: string,
  dump: GcDump,
  stacks: ReadonlyArray<{ name: string; hex: string }>,
  field: string,
): string {
  const depot = majorDepotAt(ctx.game, side, dump.hex);
  if (!depot) {
    const { range, reaches } = specialReach(ctx, state, side, dump.hex);
    const cut = stacks.find((u) => !reaches(u.hex));
    if (cut)
      throw new CommandError(
        `${cut.name} at ${cut.hex} is not within the special supply range of ${range} SLP of ${dump.id} at ${dump.hex}, and ${dump.hex} is no major depot (GC 19.A.1.a)`,
        field,
      );
    return `from a special supply source within ${range} SLP`;
  }
  const supply = gcSupply(ctx, state, side, { paths: false, explain: false });
  const attached = supply.activeHqs.filter((h) => depot.hqs.includes(h.id));
  if (!attached.length)
    throw new CommandError(
      `no HQ attached to the major depot ${depot.name} (${depot.hqs.join(', ') || 'none listed'}) is in general supply: its SP supply no one (GC 19.A.1.a)`,
      field,
    );
  const search = new PathSearch(ctx.graph).run({
    sources: attached.map((h) => ctx.grid.indexOf(h.hex)),
    mobility: SLP,
    weather: supply.weather,
    maxMP: supply.ranges.hq,
    overlay: supply.overlay,
    zocBlocks: true,
    direction: 'to-sources',
  });
  const cut = stacks.find((u) => !search.reached(ctx.grid.indexOf(u.hex)));
  if (cut)
    throw new CommandError(
      `${cut.name} at ${cut.hex} does not trace full supply (${supply.ranges.hq} SLP) from ${attached.map((h) => h.name).join(' or ')}, attached to the major depot ${depot.name}: its SP must come from a special supply source in range (GC 19.A.1.a)`,
      field,
    );
  return `from the major depot ${depot.name}, in full supply from ${attached.map((h) => h.name).join(' or ')}`;
}
