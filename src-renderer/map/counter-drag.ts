import { afterPaint } from '../after-paint.js';
import type { MapGeometry } from './map-geometry.js';
import { hexesAhead, PointerHeading } from './pointer-heading.js';
import { WhatIfAsker, type WhatIfMarks } from './what-if-asker.js';
import type { WhatIfShown } from './what-if-summary.js';

/** What the drag draws with: DragLayer.svelte's calls. */
export interface DragDrawing {
  begin(name: string, hex: number): void;
  moveTo(hex: number): void;
  show(marks: WhatIfMarks | null): void;
  end(): void;
}

/** How many neighbours ahead of the pointer are asked about while the counter rests over a hex. */
const AHEAD = 2;

/**
 * Counters in the hand (Shift-drag on the map): which, where from, the hex under the pointer, and
 * the referee's what-if for it, asked (and asked ahead, along the pointer's heading) and handed
 * straight to the drag layer. None of it is page state: a hover and its answer redraw the drag
 * layer and nothing else.
 */
export class CounterDrag {
  /** the counters in the hand: which, their name, the hex they come from and the one under the pointer */
  current: { units: string[]; name: string; from: number; to: number } | null = null;
  private readonly heading = new PointerHeading();
  private readonly asker: WhatIfAsker;

  constructor(
    private readonly at: {
      geom: () => MapGeometry;
      drawing: () => DragDrawing | undefined;
      /** the what-if question (null: none asked, as in History) */
      whatif: () => ((units: string[], hex: string) => Promise<WhatIfShown>) | null;
      /** answering ahead: off for the bench's cold figure (?whatif-ahead=off) */
      ahead: boolean;
    },
  ) {
    this.asker = new WhatIfAsker(
      async (to) => {
        const drag = this.current;
        const whatif = this.at.whatif();
        if (!drag || !whatif) throw new Error('no drag');
        const geom = this.at.geom();
        const r = await whatif(drag.units, geom.grid.printedId(to));
        // the answer has reached the map: `npm run bench` times from here to the painted frame (whatif.frame.paint.*)
        performance.mark('whatif-answered', { detail: { to } });
        const hexes = r.hexes.map((h) => geom.grid.indexOf(h)).filter((i) => i >= 0);
        return { text: r.text, hexes: Int32Array.from(hexes) };
      },
      (marks, kept) => {
        // a hover answered from an answer kept earlier in the drag: `npm run bench` counts them (whatif.frame.ahead.hits)
        if (kept && marks) performance.mark('whatif-kept', { detail: { to: marks.to } });
        this.at.drawing()?.show(marks);
      },
      {
        ahead: this.at.ahead ? () => this.ahead() : undefined,
        aheadPerHex: AHEAD,
        later: afterPaint,
      },
    );
  }

  /** Counters taken in the hand from hex `from`. */
  start(units: string[], name: string, from: number): void {
    this.current = { units, name, from, to: from };
    this.heading.clear();
    this.at.drawing()?.begin(name, from);
  }

  /**
   * The pointer is over hex `hex`, at map point (x, y), at the event's time: a new hex is drawn and
   * asked about; every move feeds the heading the next hexes are asked ahead along.
   */
  move(hex: number, x: number, y: number, timeStamp: number): void {
    const drag = this.current;
    if (!drag) return;
    this.heading.add(x, y, timeStamp);
    if (hex < 0 || hex === drag.to) return;
    // the hover a what-if answers, at the pointer event's time: `npm run bench` reads it (whatif.frame.*)
    performance.mark('whatif-hover', { startTime: timeStamp, detail: { to: hex } });
    drag.to = hex;
    this.at.drawing()?.moveTo(hex);
    // the hex left's question, if still out, is not asked again; back over its own hex, nothing to ask
    if (this.at.whatif()) this.asker.hover(hex !== drag.from ? hex : -1);
  }

  /** Dropped or Esc: the counters out of the hand, and where they were over (null: nothing was in the hand). */
  end(): { units: string[]; from: number; to: number } | null {
    const drag = this.current;
    this.current = null;
    this.asker.stop();
    this.at.drawing()?.end();
    return drag;
  }

  /** The campaign changed while the counters are in the hand: nothing answered before is shown again. */
  restate(): void {
    if (this.current) this.asker.restate();
  }

  private ahead(): number[] {
    const drag = this.current;
    if (!drag) return [];
    return hexesAhead(this.at.geom(), drag.to, this.heading.heading(), AHEAD).filter((h) => h !== drag.from);
  }
}
