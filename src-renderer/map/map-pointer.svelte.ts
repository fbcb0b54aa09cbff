import { countersName } from '../plan/move-plan.js';
import { CounterDrag, type DragDrawing } from './counter-drag.js';
import type { ViewTransform } from './draw-map.js';
import type { MapGeometry } from './map-geometry.js';
import type { PieceLayers } from './map-layers.js';
import { MapPointerMoves } from './map-pointer-moves.js';
import { fanHit, fanSlots, type Fan } from './stack-fan.js';
import type { WhatIfShown } from './what-if-summary.js';

/**
 * What the referee's pointer does on the map: a click picks a hex (and the hexside nearest the
 * pointer) or opens a stack's fan and chooses counters in it; a Shift-drag carries counters to
 * another hex or, in the game editor, paints the hexes it crosses; its moves name the hex under it
 * (map-pointer-moves.ts). Apart from MapView, which draws the fan, the painting and the counters
 * in the hand from the state kept here.
 */
export class MapPointer {
  /** counters being dragged (Shift-drag), and the what-if of the hex under the pointer (drawn by the drag layer) */
  readonly drag: CounterDrag;
  /** the pointer's moves: the status bar's hex, the editor's painting and the counters in the hand */
  readonly moves: MapPointerMoves;
  /** a stack clicked open, and the counters chosen in it */
  fan: Fan | null = $state(null);
  /** Shift-drag in the game editor: the hexes painted so far */
  painting: number[] | null = $state(null);
  /** whether counters are in the hand: the map under them drops its supply path and failure mark */
  dragActive = $state(false);
  /** the open fan as drawn: its counters' places on screen */
  readonly fanLayer = $derived.by(() => {
    const fan = this.fan;
    if (!fan) return undefined;
    const units = this.at.pieces().unitsByHex.get(fan.hex);
    if (!units || units.length < 2) return undefined;
    const geom = this.at.geom();
    const transform = this.at.transform();
    const x = geom.cx[fan.hex]! * transform.k + transform.x;
    const y = geom.cy[fan.hex]! * transform.k + transform.y;
    return { hex: fan.hex, slots: fanSlots(units, x, y, this.at.size()), chosen: fan.chosen };
  });

  constructor(
    private readonly at: {
      canvas: () => HTMLCanvasElement;
      geom: () => MapGeometry;
      transform: () => ViewTransform;
      size: () => { width: number; height: number };
      pieces: () => PieceLayers;
      drawing: () => DragDrawing | undefined;
      whatif: () => ((units: string[], hex: string) => Promise<WhatIfShown>) | null;
      onhover: () => ((text: string | null) => void) | undefined;
      /** the status bar's words for a hex ("Hex 2017 · Woods") */
      hexName: (hex: number) => string;
      onselect: () => (hex: string, across?: string) => void;
      onmove: () => ((units: string[], hex: string) => void) | undefined;
      onpaint: () => ((hexes: string[]) => void) | undefined;
    },
  ) {
    this.drag = new CounterDrag({
      geom: at.geom,
      drawing: at.drawing,
      whatif: at.whatif,
      // ?whatif-ahead=off: no hexes asked about ahead of the pointer (the bench's cold figure)
      ahead: new URLSearchParams(location.search).get('whatif-ahead') !== 'off',
    });
    this.moves = new MapPointerMoves({
      canvas: at.canvas,
      geom: at.geom,
      transform: at.transform,
      drag: this.drag,
      onhover: at.onhover,
      hexName: at.hexName,
      paint: (i) => this.paint(i),
    });
  }

  click = (e: MouseEvent) => {
    if (e.shiftKey) return;
    const canvas = this.at.canvas();
    const geom = this.at.geom();
    const transform = this.at.transform();
    const fanLayer = this.fanLayer;
    if (fanLayer) {
      // a click on a fanned counter chooses it (or unchooses it) for a move; elsewhere closes the fan
      const r = canvas.getBoundingClientRect();
      const hit = fanHit(fanLayer.slots, e.clientX - r.left, e.clientY - r.top);
      if (hit) {
        const chosen = new Set(this.fan!.chosen);
        if (chosen.has(hit.unit)) chosen.delete(hit.unit);
        else chosen.add(hit.unit);
        this.fan = { hex: this.fan!.hex, chosen };
        return;
      }
    }
    const i = this.moves.hexUnder(e);
    if (i < 0) {
      this.fan = null;
      return;
    }
    const stack = this.at.pieces().unitsByHex.get(i);
    this.fan = stack && stack.length > 1 && this.fan?.hex !== i ? { hex: i, chosen: new Set() } : null;
    // the neighbour whose centre is nearest the pointer: the hexside the referee clicked next to
    const r = canvas.getBoundingClientRect();
    const x = (e.clientX - r.left - transform.x) / transform.k;
    const y = (e.clientY - r.top - transform.y) / transform.k;
    let across = -1;
    for (let d = 0; d < 6; d++) {
      const j = geom.grid.neighbours[6 * i + d]!;
      if (
        j >= 0 &&
        (across < 0 ||
          Math.hypot(geom.cx[j]! - x, geom.cy[j]! - y) < Math.hypot(geom.cx[across]! - x, geom.cy[across]! - y))
      )
        across = j;
    }
    this.at.onselect()(geom.grid.printedId(i), across >= 0 ? geom.grid.printedId(across) : undefined);
  };

  dragStart = (e: PointerEvent) => {
    const canvas = this.at.canvas();
    if (e.shiftKey && this.at.onpaint() && e.button === 0) {
      const i = this.moves.hexUnder(e);
      if (i >= 0) {
        this.painting = [i];
        canvas.setPointerCapture(e.pointerId);
      }
      return;
    }
    if (!e.shiftKey || !this.at.onmove() || e.button !== 0) return;
    let i = this.moves.hexUnder(e);
    const fanLayer = this.fanLayer;
    if (fanLayer) {
      const r = canvas.getBoundingClientRect();
      if (fanHit(fanLayer.slots, e.clientX - r.left, e.clientY - r.top)) i = fanLayer.hex;
    }
    const stack = i >= 0 ? this.at.pieces().unitsByHex.get(i) : undefined;
    if (!stack?.length) return;
    // the counters chosen in this stack's fan, or the whole stack
    const fan = this.fan;
    const chosen = fan?.hex === i ? stack.filter((u) => fan.chosen.has(u.id)) : [];
    const moving = chosen.length ? chosen : stack;
    this.drag.start(
      moving.map((u) => u.id),
      countersName(moving.map((u) => u.name)),
      i,
    );
    this.dragActive = true;
    canvas.setPointerCapture(e.pointerId);
  };

  /** Esc, or the pointer lost: the counters back where they were, nothing moved */
  dragCancel = () => {
    this.drag.end();
    this.dragActive = false;
  };

  dragEnd = () => {
    if (this.painting) {
      const geom = this.at.geom();
      const hexes = this.painting.map((i) => geom.grid.printedId(i));
      this.painting = null;
      this.at.onpaint()?.(hexes);
      return;
    }
    const d = this.drag.end();
    this.dragActive = false;
    const onmove = this.at.onmove();
    if (d && d.to !== d.from && onmove) {
      this.fan = null;
      onmove(d.units, this.at.geom().grid.printedId(d.to));
    }
  };

  /** A hex the pointer crossed while painting: true when painting took it (nothing is dragged). */
  paint(i: number): boolean {
    if (!this.painting) return false;
    if (i >= 0 && !this.painting.includes(i)) this.painting = [...this.painting, i];
    return true;
  }

  /** Esc: counters in the hand go back, else an open fan closes. */
  escape(): void {
    if (this.drag.current) this.dragCancel();
    else if (this.fan) this.fan = null;
  }
}
