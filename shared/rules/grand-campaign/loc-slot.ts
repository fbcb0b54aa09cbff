/** The LOC search's name among a judgement's searches (search-replay.ts). */
export const LOC_SLOT = 'loc';

/** Is this one of a judgement's LOC searches (16.H): the one LOC search, or a drag's search from one unit (loc-asked.ts)? */
export function isLocSlot(slot: string): boolean {
  return slot === LOC_SLOT || slot.startsWith(`${LOC_SLOT}:`);
}
