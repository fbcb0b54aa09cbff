import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upgradeNotes } from './upgrade-notes.js';

describe('opening a file of an older format version says what opening it changes', () => {
  const v2 = JSON.parse(readFileSync('test/fixtures/campaign-v2-before-readings.json', 'utf8')) as Record<
    string,
    unknown
  >;
  it('a version-2 OCS campaign keeps its old phase order, and says which phases it lacks', () => {
    const ocs = { ...v2, game: { ...(v2.game as object), ruleset: 'ocs' } };
    const notes = upgradeNotes(ocs);
    expect(notes[0]).toBe(
      "written by format version 2: this Operational Combat Series campaign keeps the phase order it was made with (Supply Phase, Movement Phase: Movement Segment, Combat Phase, Exploitation Phase, Clean Up Phase), without Aircraft Refit Phase, Reinforcement Phase, Movement Phase: Breakout Segment, Movement Phase: Air/Naval Barrage Segment, Reaction Phase (the non-phasing player); a new campaign made from its game plays the series' full sequence of play",
    );
    expect(notes[1]).toContain('dumpInEnemyZoc: path-from-next-hex');
  });
  it('a file of the current version opens unchanged: nothing to say', () => {
    expect(upgradeNotes({ ...v2, formatVersion: 3 })).toEqual([]);
  });
});
