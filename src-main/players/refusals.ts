/** One request the player server refused: when, from where, and why. */
export interface Refusal {
  at: string;
  from: string;
  what: string;
}

const KEEP = 200;

/** The player server's log of refused requests (bad tokens, other sites, commands, slow readers): the latest ones. */
export class Refusals {
  private readonly list: Refusal[] = [];

  add(from: string | undefined, what: string): void {
    this.list.push({ at: new Date().toISOString(), from: from ?? 'unknown', what });
    if (this.list.length > KEEP) this.list.splice(0, this.list.length - KEEP);
  }

  latest(): Refusal[] {
    return [...this.list].reverse();
  }
}
