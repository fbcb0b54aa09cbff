/**
 * Runs `fn` once the next frame has been painted: a requestAnimationFrame callback runs before that
 * frame's paint, and a task it queues runs after it. For work that should not hold up what the
 * frame shows (the map recoloured after the verdict list's rows are on screen).
 */
export function afterPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}
