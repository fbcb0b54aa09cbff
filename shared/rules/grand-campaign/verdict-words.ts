/**
 * A supplier's reasons, one string per cost: the units it serves at the same cost read alike and
 * share one string (a string per unit was 20,000 strings alive through a 400k-hex judgement).
 */
export class Reasons {
  private readonly byCost = new Map<number, string>();
  constructor(private readonly words: string) {}
  at(mp: number, costText: (mp: number) => string): string {
    let r = this.byCost.get(mp);
    if (r === undefined) this.byCost.set(mp, (r = costText(mp) + this.words));
    return r;
  }
}

/** GC 16.F.1: why no national supply source serves: the game gives none, or enemy units hold them all. */
export function noSourceWords(any: boolean, whose: string): string {
  return any
    ? `no national supply source of ${whose} is free of enemy units`
    : `the game gives ${whose} no national supply source (add one to the game's supply sources)`;
}
