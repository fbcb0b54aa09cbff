import { CommandError } from './command-error.js';
import type { GameDefinition } from './game-schema.js';
import { playRulesOf, type SidePlayEdit } from './side-play.js';

/**
 * Applies a side's supply rule or sequence of play to `next` (a copy of the game), refusing a rule
 * its ruleset does not define, a number the case needs and lacks, or a phase the ruleset has not.
 */
export function applySidePlayEdit(next: GameDefinition, edit: SidePlayEdit): void {
  const rules = playRulesOf(next.ruleset);
  if (!rules) throw new CommandError(`unknown ruleset "${next.ruleset}"`, 'ruleset');
  const side = next.sides.find((s) => s.id === edit.side);
  if (!side)
    throw new CommandError(
      `there is no side "${edit.side}" (sides: ${next.sides.map((s) => s.name).join(', ')})`,
      'side',
    );
  if (edit.type === 'supplyRule') {
    next.supplyRules = next.supplyRules.filter((r) => r.side !== side.id);
    if (!edit.rule) return;
    const cases = rules.supplyRuleCases ?? [];
    const c = cases.find((x) => x.method === edit.rule!.method);
    if (!c)
      throw new CommandError(
        cases.length
          ? `the ${rules.name} rules have no supply rule "${edit.rule.method}" (${cases.map((x) => x.method).join(', ')})`
          : `the ${rules.name} rules trace supply the same way for every side: there is no rule to choose`,
        'rule',
      );
    for (const p of c.params)
      if (edit.rule[p] === undefined)
        throw new CommandError(`${c.label} needs ${p === 'mp' ? 'the MP' : 'the number of hexes'} for ${side.name}`, p);
    next.supplyRules.push({ side: side.id, ...edit.rule });
    return;
  }
  if (!edit.phases) {
    delete next.phasesBySide[side.id];
    return;
  }
  const known = new Set(rules.phases.map((p) => p.id));
  const unknown = edit.phases.filter((p) => !known.has(p));
  if (unknown.length)
    throw new CommandError(
      `the ${rules.name} rules have no phase ${unknown.map((p) => `"${p}"`).join(', ')} (phases: ${[...known].join(', ')})`,
      'phases',
    );
  next.phasesBySide[side.id] = [...edit.phases];
}
