import { isEngineEvent, type GameEvent, type RulesetEvent, type RulesetEvents } from './events.js';
import { describeGameEdit } from './game-edit-command.js';
import { ID_NAMES, type RefereeNames } from './referee-names.js';

/**
 * One line of the campaign log in words, as a referee would write it in the margin. Used by the
 * archive report (and the logs view): the events carry everything needed, so the line reads alone.
 */
export function describeEvent(
  e: GameEvent | RulesetEvent,
  amount: (n: number) => string,
  name: RefereeNames = ID_NAMES,
  /** the rulesets' own events: the registry gives every registered ruleset's */
  rules: readonly RulesetEvents<RulesetEvent>[] = [],
): string {
  if (!isEngineEvent(e)) return rules.find((r) => r.owns(e))?.describe(e, amount, name) ?? e.type;
  // GC 19: points that are not SP are shown in their own unit ("2 SRP")
  const shown = (unit: string | undefined, n: number) => (unit ? amount(n).replace(/\bSP$/, unit) : amount(n));
  switch (e.type) {
    case 'unitMoved':
      return `${name(e.unit)} moved ${e.from} → ${e.to}`;
    case 'unitCreated':
      return `${e.unit.name} placed at ${e.unit.hex}`;
    case 'unitsImported':
      return `${e.units.length} unit${e.units.length === 1 ? '' : 's'} placed and ${e.track.length} put on the turn record track from ${e.source}`;
    case 'gameEdited':
      return `game edited: ${describeGameEdit(e.edit)}`;
    case 'unitEdited':
      return `${name(e.unit)}: ${Object.entries(e.to)
        .filter(([k]) => k !== 'unread')
        .map(
          ([k, v]) => `${k} ${JSON.stringify(e.from[k as keyof typeof e.from] ?? '-')} → ${JSON.stringify(v ?? '-')}`,
        )
        .join(', ')}`;
    case 'unitStepsSet':
      return `${name(e.unit)}: ${e.from} → ${e.to} steps`;
    case 'unitEliminated':
      return `${name(e.unit)} eliminated at ${e.hex}`;
    case 'unitModeSet':
      return `${name(e.unit)}: ${name.mode(e.from)} → ${name.mode(e.to)}`;
    case 'dumpCreated':
      return `a dump created at ${e.dump.hex} with ${amount(e.dump.amount)}`;
    case 'dumpAmountSet':
      return `${name.dump(e.dump)}: ${amount(e.from)} → ${amount(e.to)}`;
    case 'diceSet':
      return e.to === 'app'
        ? 'from now on the app rolls the dice (seeded, recorded)'
        : 'from now on the referee rolls the dice and types them in';
    case 'phaseAdvanced':
      return `turn ${e.to.turn}, ${name.sidePhase(e.to.side, e.to.phase)} begins`;
    case 'supplyDetermined': {
      const n = (s: string) => e.verdicts.filter((v) => v.status === s).length;
      // a ruleset's own words (GC: full, limited, out), each named where there are some, and units needing none
      const own = rules.find((r) => r.verdictWords && e.verdicts.some((v) => v.status in r.verdictWords!));
      if (own?.verdictWords) {
        const words = [...Object.entries(own.verdictWords), ['exempt', 'need none'] as const].filter(([w]) => n(w) > 0);
        return `${name.side(e.side)} supply: ${words.map(([w, label]) => `${n(w)} ${label}`).join(', ')}`;
      }
      // eating (OCS) and units needing none are named only where there are some
      const parts = (
        [
          [n('in-supply'), 'in supply', true],
          [n('eats'), 'eat off the map', false],
          [n('out-of-supply'), 'out of supply', true],
          [n('exempt'), 'need none', false],
        ] as const
      )
        .filter(([k, , always]) => always || k > 0)
        .map(([k, w]) => `${k} ${w}`);
      return `${name.side(e.side)} supply: ${parts.join(', ')}`;
    }
    case 'dumpSpent':
      return `${atHex(name.dump(e.dump), e.hex)} spent ${e.spentAs ?? amount(e.tokens)} (${e.reason}${e.units.length ? `: ${e.units.map(name).join(', ')}` : ''}${e.note ? `; ${e.note}` : ''})`;
    case 'dumpCaptured':
      return `${atHex(name.dump(e.dump), e.hex)} captured by ${name(e.by)}: die ${e.dice.faces.join('')}${e.note ? ` ${e.note}` : ''} → ${e.percent}%, ${shown(e.shownIn, e.captured)} taken${e.destroyed ? `, ${shown(e.shownIn, e.destroyed)} destroyed` : ''}`;
    case 'supplyMoved':
      return `${shown(e.shownIn, e.tokens)} ${e.action === 'load' ? 'loaded' : e.action === 'unload' ? 'unloaded' : `moved by ${e.by === 'slp' ? 'supply movement points' : e.by}`} from ${name.dump(e.from)} to ${name.dump(e.to)}${e.note ? ` (${e.note})` : ''}`;
    case 'combatSupplied':
      return `${name.side(e.side)} ${e.role === 'attack' ? 'attack' : 'defence'} at ${e.hex}: ${e.withheld ? `combat supply withheld${e.note ? '' : ' (half strength)'}` : `${amount(e.tokens)} combat supply`}${e.internals.length ? `; internal stocks: ${e.internals.map(name).join(', ')}` : ''}${e.note ? ` (${e.note})` : ''}`;
    case 'outOfSupplyMarked':
      return `${name(e.unit)} marked Out of Supply`;
    case 'outOfSupplyCleared':
      return `${name(e.unit)}: Out of Supply marker removed`;
  }
}

/** A dump named where the event found it: its hex then, unless it was carried (OCS 12.1b). */
function atHex(named: string, hex: string): string {
  return named.startsWith('the SP carried') ? named : `the dump at ${hex}`;
}
