import type { GcDump, GcState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { reading } from './readings.js';

/**
 * The SP in a dump that may be spent now. Points converted this phase never may (GC 19.G: "the
 * converted points may not be used or moved during the phase they are converted"). Points moved
 * in this phase are held back too unless the game reads them as usable at once (reading
 * moved-sp-spent): the text is silent, and holding them keeps one phase's moves from paying for
 * that phase's spending twice over.
 */
export function usableNow(game: GameDefinition, state: GcState, d: GcDump): number {
  if (reading(game, 'moved-sp-spent') === 'next-phase') return d.amount - (d.arrived ?? 0);
  return d.amount - (state.rules.gc.converted?.find((c) => c.dump === d.id)?.amount ?? 0);
}
