/**
 * The game and unit-type schemas join each ruleset's own fields, registered by the registry
 * (shared/rules/rulesets.ts) when it loads, and zod reads those registered parts through z.lazy once,
 * on the first parse, and keeps them. A game read before the registry had joined them would be read
 * without the rulesets' fields, and every game after it too: their fields dropped without a word.
 * So a read before the registry says it is done is refused, and so is a part joined after a read.
 */
let registryDone = false;
let partsRead = false;

/** The registry has joined every ruleset's parts: games may be read from now on. */
export function rulesetsRegistered(): void {
  registryDone = true;
}

/** Refuses, with a clear error, a read of a game before the registry is done. */
export function refuseBeforeRegistry(): void {
  if (!registryDone)
    throw new Error(
      "rulesets not registered: a game is read before shared/rules/rulesets.ts has joined the rulesets' fields to the game schema, which would drop them; import the registry first",
    );
}

/**
 * A registered part as a z.lazy reads it (once, kept): only once the registry is done. Parses are
 * refused before they reach it (refuseBeforeRegistry runs first), since a lazy part that threw once
 * stays unread for good.
 */
export function registeredPart<T>(part: () => T): T {
  refuseBeforeRegistry();
  partsRead = true;
  return part();
}

/** Refuses a ruleset's part joined once a game has been read without it. */
export function refuseLateRegistration(ruleset: string): void {
  if (partsRead) throw new Error(`${ruleset}'s fields come too late: games have been read without them`);
}
