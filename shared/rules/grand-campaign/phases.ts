/** The grand campaign's phase ids that its commands check (GC 17: supply is judged in its own phase). */
export const JUDGEMENT_PHASE = 'supply-judgement';
/** GC 19.A.2.d: the initial phase begins with the Movement Phase (its combat phase follows). */
export const INITIAL_PHASE = 'movement';

/**
 * What applying the Supply Judgement Phase does, named when Next phase would leave it unapplied:
 * no marker placed, raised or lowered (16.B, 17.C, 17.D.1), no isolation checked (16.G.2), no
 * elimination roll due (17.E).
 */
export const JUDGEMENT_SKIPS =
  'no Supply Status marker was placed, raised or lowered, no unit was checked for supply isolation and none may roll for elimination (GC 16.B, 16.G.2, 17.E)';
