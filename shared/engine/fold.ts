import type { CampaignState } from '../model/campaign-schema.js';
import type { GameEvent } from './events.js';

/**
 * fold(state, events) -> state: the only way state changes. The input is never touched; the copy is
 * updated in place for speed (a 100,000-event log folds in one pass, not one copy per event).
 */
export function fold(state: CampaignState, events: readonly GameEvent[]): CampaignState {
  const draft = JSON.parse(JSON.stringify(state)) as CampaignState;
  const units = new Map(draft.units.map((u) => [u.id, u]));
  const dumps = new Map(draft.dumps.map((d) => [d.id, d]));
  for (const e of events) foldOne(draft, units, dumps, e);
  return draft;
}

function foldOne(
  draft: CampaignState,
  units: Map<string, CampaignState['units'][number]>,
  dumps: Map<string, CampaignState['dumps'][number]>,
  e: GameEvent,
): void {
  const unit = (id: string) => {
    const u = units.get(id);
    if (!u) throw new Error(`event log names unit "${id}", which the campaign does not have`);
    return u;
  };
  switch (e.type) {
    case 'unitMoved':
      unit(e.unit).hex = e.to;
      return;
    case 'unitStepsSet':
      unit(e.unit).steps = e.to;
      return;
    case 'unitEliminated':
      units.delete(e.unit);
      draft.units = draft.units.filter((u) => u.id !== e.unit);
      return;
    case 'unitModeSet':
      unit(e.unit).mode = e.to;
      return;
    case 'dumpCreated':
      draft.dumps.push({ ...e.dump });
      dumps.set(e.dump.id, draft.dumps[draft.dumps.length - 1]!);
      return;
    case 'dumpAmountSet': {
      const d = dumps.get(e.dump);
      if (!d) throw new Error(`event log names dump "${e.dump}", which the campaign does not have`);
      d.amount = e.to;
      return;
    }
    case 'phaseAdvanced':
      draft.clock = { ...e.to };
      return;
  }
}
