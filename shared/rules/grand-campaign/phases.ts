/** The grand campaign's phase ids that its commands check (GC 17: supply is judged in its own phase). */
export const JUDGEMENT_PHASE = 'supply-judgement';
