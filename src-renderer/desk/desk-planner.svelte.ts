import type { CampaignSummary, WhatIfView } from '../../shared/api.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import { api, quietApi } from '../api-client.js';
import { whatIfShown, type WhatIfShown } from '../map/what-if-summary.js';
import { placements, planCommands, type PlannedMove } from '../plan/move-plan.js';

/** What the planner asks of the desk it serves (desk-state.svelte.ts). */
interface PlanDesk {
  readonly summary: CampaignSummary | null;
  /** a verdict's status in the ruleset's own words */
  statusLabel(status: string): string;
  /** a command made, false when it was refused or not confirmed */
  run(command: Command): Promise<boolean>;
  fail(e: unknown): void;
}

/**
 * Plan moves and the what-if of counters in the hand: the plan, its combined effect asked again as
 * it changes, and the plan made one command at a time. Apart from DeskState, which holds the
 * campaign as it stands; this holds the moves not yet made and what they would change.
 */
export class DeskPlanner {
  /** Plan moves: a Shift-drag sets counters down in the plan instead of moving them */
  planning = $state(false);
  plan: PlannedMove[] = $state([]);
  /** the plan's combined effect on every side's verdicts, and its marks on the map */
  planEffect: { view: WhatIfView; shown: WhatIfShown } | null = $state.raw(null);
  private planAsked = 0;
  /** the log head of the campaign a what-if was last answered on (its verdicts as they stand are kept in main) */
  private whatIfWarm: string | undefined;

  constructor(private readonly desk: PlanDesk) {}

  /** what moving these counters to `hex` would change (with the plan's moves, if any), asked while they are still in the hand */
  whatIfAt = async (units: string[], hex: string) => {
    // the first question on a campaign as it stands works out every side's verdicts (seconds on a
    // monster map): it shows on the progress bar; the hovers after it are answered within moments
    const head = this.desk.summary?.head;
    const client = head !== undefined && head === this.whatIfWarm ? quietApi : api;
    // the banner and the marks show no reasons: none is worked out while the counter is in the hand
    const view = await client['supply.whatif']({ moves: placements(this.plan, { units, hex }), reasons: false });
    this.whatIfWarm = head;
    return whatIfShown(view, this.desk.summary?.sides ?? [], this.desk.statusLabel);
  };

  /** the plan as it now stands, and its combined effect asked again (the newest answer wins) */
  setPlan = async (plan: PlannedMove[]) => {
    this.plan = plan;
    const n = ++this.planAsked;
    if (!plan.length) {
      this.planEffect = null;
      return;
    }
    try {
      const view = await api['supply.whatif']({ moves: placements(plan) });
      if (n === this.planAsked)
        this.planEffect = { view, shown: whatIfShown(view, this.desk.summary?.sides ?? [], this.desk.statusLabel) };
    } catch (e) {
      // a planned counter gone since (eliminated, an undo): said, and the referee takes that move back
      if (n === this.planAsked) this.planEffect = null;
      this.desk.fail(e);
    }
  };

  /** the plan made: one move command a counter, in order; at the first refused, the moves not made stay planned */
  applyPlan = async () => {
    const plan = this.plan;
    const commands = planCommands(plan);
    // off the desk while it is made: each command's refresh would otherwise ask the whole plan's what-if again
    await this.setPlan([]);
    for (let k = 0; k < commands.length; k++) {
      if (!(await this.desk.run(commands[k]!))) {
        const made = new Set(commands.slice(0, k).map((c) => c.unit));
        await this.setPlan(
          plan.flatMap((m) => {
            const units = m.units.filter((u) => !made.has(u));
            return units.length ? [{ ...m, units }] : [];
          }),
        );
        return;
      }
    }
    this.planning = false;
  };
}
