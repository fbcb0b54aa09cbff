/**
 * The version of the rules engine: raise it whenever a change to a ruleset makes a command produce
 * different events. Campaign files and JSON record the version that wrote their log; an import
 * replays a log of this version exactly, and one of an older version for its invariants only
 * so that archives still open after the rules change.
 */
/**
 * 2: each ruleset's own unit fields under its key in the events (format 3); the grand campaign's own
 * verdict words; the OCS sequence of play, and Next phase refuses to pass an unapplied OCS Supply Phase
 */
/**
 * 3: OCS recovery of internal stocks cheapest first, eating pooled at shared dumps and eatFrom, a
 * dump in enemy ZOC (reading dumpInEnemyZoc), supply paths in weather-lowered costs, markers
 * cleared on a return from breakout, a move on a Fuel marker recorded, Strat Mode moves checked;
 * the classic Movement Phase judged once
 */
export const RULES_VERSION = 3;
