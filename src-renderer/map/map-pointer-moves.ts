import type { CounterDrag } from './counter-drag.js';
import type { ViewTransform } from './draw-map.js';
import type { MapGeometry } from './map-geometry.js';

/**
 * The pointer's moves over the map: the hex under it named for the status bar, the game editor's
 * Shift-drag painting the hexes it crosses, and counters in the hand carried to the hex under it.
 *
 * While counters are in the hand, the moves are taken as the browser reports them
 * (`pointerrawupdate`, in Chromium and so Electron) rather than once a frame, so a new hex is drawn
 * and asked about up to a frame sooner.
 */
export class MapPointerMoves {
  /** the hex the status bar names, or -1 */
  private hovered = -1;

  constructor(
    private readonly at: {
      canvas: () => HTMLCanvasElement;
      geom: () => MapGeometry;
      transform: () => ViewTransform;
      drag: CounterDrag;
      /** the status bar's words for a hex ("Hex 2017 · Woods"), told only if given */
      onhover: () => ((text: string | null) => void) | undefined;
      hexName: (hex: number) => string;
      /** the game editor's Shift-drag: true when it took the hex (it paints, nothing is dragged) */
      paint: (hex: number) => boolean;
    },
  ) {}

  /** Listens to the pointer's moves as they come while counters are in the hand; returns the undoing. */
  listen(): () => void {
    const canvas = this.at.canvas();
    const early = (e: Event) => void (this.at.drag.current && this.move(e as PointerEvent));
    canvas.addEventListener('pointerrawupdate', early);
    return () => canvas.removeEventListener('pointerrawupdate', early);
  }

  /** The hex at the pointer (a grid index, -1 off the map). */
  hexUnder(e: MouseEvent): number {
    const { x, y } = this.mapPoint(e);
    return this.at.geom().hexAt(x, y);
  }

  /** A pointer move over the map. */
  move(e: PointerEvent): void {
    const { x, y } = this.mapPoint(e);
    const hex = this.at.geom().hexAt(x, y);
    if (!this.at.paint(hex)) this.at.drag.move(hex, x, y, e.timeStamp);
    if (hex !== this.hovered) {
      this.hovered = hex;
      this.tell(hex >= 0 ? this.at.hexName(hex) : null);
    }
  }

  /** The pointer left the map. */
  leave(): void {
    this.hovered = -1;
    this.tell(null);
  }

  /**
   * (at once, even with counters in the hand: the status bar's words then change in the frame that
   * draws the marks, which is painted anyway; told after it, they would cost a frame of their own,
   * with both canvases handed to the compositor again)
   */
  private tell(text: string | null): void {
    this.at.onhover()?.(text);
  }

  /** Where the pointer is on the map, in map units. */
  private mapPoint(e: MouseEvent): { x: number; y: number } {
    const r = this.at.canvas().getBoundingClientRect();
    const t = this.at.transform();
    return { x: (e.clientX - r.left - t.x) / t.k, y: (e.clientY - r.top - t.y) / t.k };
  }
}
