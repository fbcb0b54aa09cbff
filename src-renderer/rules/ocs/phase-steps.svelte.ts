import { untrack } from 'svelte';
import type { CampaignSummary } from '../../../shared/api.js';
import { api } from '../../api-client.js';

/**
 * OCS sequence of play: breakout is rolled in the Breakout Segment and units on the track
 * come back in the Reinforcement Phase. Each side's phase list (the game's own, or the ruleset's) says
 * whether it plays such a step; a side whose list has none may take it at any time.
 * Made while a component starts: it asks for the phase lists again whenever the log moves.
 */
export class PhaseSteps {
  private sidePhases: Record<string, Array<{ id: string; name: string }>> = $state({});

  constructor(private readonly summary: () => CampaignSummary) {
    // the log head, derived: the effect runs again when the log moves, not whenever the panel's props do
    const head = $derived(summary().head);
    $effect(() => {
      void head;
      // untracked: the call itself touches the pending-calls state, which must not rerun this effect
      untrack(() => api['turns.get']({})).then(
        (t) => (this.sidePhases = t.sidePhases),
        () => {},
      );
    });
  }

  /** the step may be taken now: the clock is in that side's phase, or its list has no such phase */
  open(who: string, phase: string): boolean {
    const clock = this.summary().clock;
    return !(this.sidePhases[who] ?? []).some((p) => p.id === phase) || (clock.side === who && clock.phase === phase);
  }

  /** "Axis Breakout Segment": the side and the phase as the game names them */
  name(who: string, phase: string): string {
    const side = this.summary().sides.find((s) => s.id === who)?.name ?? who;
    return `${side} ${(this.sidePhases[who] ?? []).find((p) => p.id === phase)?.name ?? phase}`;
  }
}
