/**
 * How much of the counters a frame draws, by zoom (the hex's radius on screen, CSS px) and by how
 * many stacks are in view, so that the frame stays within budget at every zoom:
 * - below COUNTER_SQUARES_BELOW, or with more than STACK_BUDGET stacks in view, each stack is one
 *   square in its side's (or its supply verdict's) colour;
 * - from COUNTER_TEXT_FROM, counters carry their numbers and markers their letters.
 */
export const COUNTER_SQUARES_BELOW = 10;
export const COUNTER_TEXT_FROM = 18;
export const STACK_BUDGET = 1500;

/** Whether to draw stacks as plain squares: far out, or too many in view for one frame. */
export function countersAsSquares(screenHex: number, stacksInView: number): boolean {
  return screenHex < COUNTER_SQUARES_BELOW || stacksInView > STACK_BUDGET;
}
