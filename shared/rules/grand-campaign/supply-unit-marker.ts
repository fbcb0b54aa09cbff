import type { GcDump, GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GameEvent } from './events.js';
import { TWELFTHS } from './strategic-resources.js';
import { reading } from './readings.js';

/**
 * GC 19.F.1.a note: "A supply unit that distributes SPs for combat or to supply units, depletes
 * itself and gets a '+1MP' marker for each distributed SP." When the SP spent were carried by a
 * supply unit, its +# MP marker grows by one per SP; a fraction of an SP counts as one, or not at
 * all where the game reads it so (reading distributed-part-sp).
 */
export function distributedMarker(ctx: RulesContext, state: GcState, dump: GcDump, twelfths: number): GameEvent[] {
  if (!dump.on || twelfths <= 0) return [];
  const carrier = state.units.find((u) => u.id === dump.on);
  if (!carrier || ctx.game.unitTypes.find((t) => t.id === carrier.type)?.symbol !== 'transport') return [];
  // the part of an SP counts as one, unless the game reads only whole SP as earning the marker
  const whole = reading(ctx.game, 'distributed-part-sp') === 'whole-sp-only';
  const sp = whole ? Math.floor(twelfths / TWELFTHS) : Math.ceil(twelfths / TWELFTHS);
  if (sp === 0) return [];
  const from = carrier.gc?.plusMp ?? null;
  return [
    {
      type: 'plusMpSet',
      unit: carrier.id,
      from,
      to: (from ?? 0) + sp,
      why: `distributed ${sp} SP: +1 MP a point (GC 19.F.1.a; reading distributed-part-sp ${whole ? 'whole-sp-only' : 'counts-one'})`,
    },
  ];
}
