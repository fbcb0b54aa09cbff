/**
 * The what-if questions of one drag, asked one at a time, and answered ahead. While the counter is
 * in the hand the pointer crosses hexes faster than the main process answers; every question sent
 * would wait behind the ones before it there, so the hex under the pointer would be answered last.
 * Instead only one question is out at a time, and when its answer comes the next one asked is for
 * the hex hovered *then*: the hexes crossed meanwhile are never asked about. An answer is shown
 * only while its hex is still the one hovered, so the marks on the map are always the newest hex's.
 *
 * Answering ahead: once the hovered hex's answer has come, and while nothing else is wanted, the
 * hexes the pointer is heading for (`ahead`) are asked about, a few a hex, one at a time. Every
 * answer is kept for the rest of the drag (a bounded number), so a hover over a hex already
 * answered shows its marks at once, with no round trip. A question for the hovered hex always goes
 * before any asked ahead; one asked ahead that is already out is not called back (main answers one
 * question at a time, and it cannot be stopped there), so it can hold up the hovered hex's by the
 * time one answer takes: nothing is asked ahead while answers take longer than the pointer stays
 * over a hex (they would come too late, and hold up every hover). The kept answers are dropped when the drag ends, and when the campaign
 * changes under it (`restate`): an answer asked before then is never shown or kept.
 */
export interface WhatIfMarks {
  /** the hovered hex (grid index) the answer is for */
  to: number;
  /** what the banner says */
  text: string;
  /** the hexes marked, as grid indices */
  hexes: Int32Array;
}

export interface AskerOptions {
  /** the hexes the pointer is likely to enter next, likeliest first (none: no answering ahead) */
  ahead?: () => readonly number[];
  /** how many questions may be asked ahead while the counter rests over one hex */
  aheadPerHex?: number;
  /** how many answers a drag keeps (the oldest kept goes first) */
  keep?: number;
  /**
   * runs a question ahead when nothing more pressing is to be done (the map: once the frame showing
   * the newest marks is painted, so that frame waits for no request); at once if not given
   */
  later?: (ask: () => void) => void;
  /** the clock answers and hovers are timed by (ms) */
  now?: () => number;
}

/** a rest longer than this is no measure of how long the pointer takes over a hex */
const LONGEST_HEX_MS = 1000;
const average = (was: number, ms: number) => (Number.isNaN(was) ? ms : 0.7 * was + 0.3 * ms);

/**
 * How long answers take against how long the pointer stays over a hex: a question asked ahead is
 * worth asking only if its answer most likely comes before the pointer moves on. Otherwise it comes
 * after, and the question for the hex then hovered waits behind it in main.
 */
class Pace {
  private answerMs = NaN;
  private hexMs = NaN;
  private hoveredAt = NaN;

  constructor(private readonly now: () => number) {}

  hovered(): void {
    const t = this.now();
    if (!Number.isNaN(this.hoveredAt)) this.hexMs = average(this.hexMs, Math.min(t - this.hoveredAt, LONGEST_HEX_MS));
    this.hoveredAt = t;
  }

  answered(ms: number): void {
    this.answerMs = average(this.answerMs, ms);
  }

  dragEnded(): void {
    this.hoveredAt = NaN;
  }

  /** (either unknown yet: asked ahead) */
  get aheadPays(): boolean {
    return !(this.answerMs > this.hexMs);
  }
}

export class WhatIfAsker {
  /** the hex hovered now whose answer is wanted, or -1 (back over the start, or no drag) */
  private wanted = -1;
  /** the hex whose question is out, or -1 */
  private asking = -1;
  /** the answers of this drag, by hex; null: refused (an off-map hex), shown as no marks */
  private readonly kept = new Map<number, WhatIfMarks | null>();
  /** questions still to be asked ahead while the counter rests over the hex hovered */
  private aheadLeft = 0;
  /** a question ahead is waiting for `later` */
  private aheadWaits = false;
  /** bumped when a drag ends or the campaign changes: answers to questions asked before are dropped */
  private epoch = 0;
  private readonly aheadPerHex: number;
  private readonly keep: number;
  private readonly pace: Pace;
  private readonly now: () => number;
  /** whether this drag has had an answer yet: the first also works out the verdicts as they stand, and is no measure */
  private answeredOnce = false;

  constructor(
    private readonly ask: (to: number) => Promise<Omit<WhatIfMarks, 'to'>>,
    /** `kept`: the marks come from an answer kept earlier in the drag, with no question asked */
    private readonly show: (marks: WhatIfMarks | null, kept: boolean) => void,
    private readonly options: AskerOptions = {},
  ) {
    this.aheadPerHex = options.aheadPerHex ?? 2;
    this.keep = options.keep ?? 48;
    this.now = options.now ?? (() => performance.now());
    this.pace = new Pace(this.now);
  }

  /** The pointer brought the counter over hex `to` (-1: nothing to ask, as over its own hex). */
  hover(to: number): void {
    if (to === this.wanted) return;
    this.wanted = to;
    this.aheadLeft = to >= 0 ? this.aheadPerHex : 0;
    if (to >= 0) this.pace.hovered();
    // the marks of the hex left describe another move: gone at once, or this hex's if kept
    const kept = to >= 0 ? this.kept.get(to) : undefined;
    this.show(kept ?? null, kept !== undefined);
    if (this.asking < 0) this.next();
  }

  /** The drag ended (dropped or Esc): whatever is still out is answered to nobody, nothing is kept. */
  stop(): void {
    this.epoch++;
    this.wanted = -1;
    this.asking = -1;
    this.kept.clear();
    this.answeredOnce = false;
    this.pace.dragEnded();
    this.show(null, false);
  }

  /**
   * The campaign changed while the counter is in the hand (a command from another window, an undo):
   * every kept answer, and any still out, describes the campaign as it was. The hovered hex is asked
   * about again.
   */
  restate(): void {
    const wanted = this.wanted;
    this.epoch++;
    this.asking = -1;
    this.kept.clear();
    if (wanted < 0) return;
    this.show(null, false);
    this.aheadLeft = this.aheadPerHex;
    this.next();
  }

  /** Whether a question is out (for tests). */
  get busy(): boolean {
    return this.asking >= 0;
  }

  /** How many answers the drag keeps (for tests). */
  get keptCount(): number {
    return this.kept.size;
  }

  private next(): void {
    const wanted = this.wanted;
    if (wanted < 0 || this.asking >= 0) return;
    if (!this.kept.has(wanted)) return this.put(wanted);
    if (this.aheadLeft <= 0 || !this.options.ahead || this.aheadWaits) return;
    if (!this.options.later) return this.askAhead();
    this.aheadWaits = true;
    this.options.later(() => {
      this.aheadWaits = false;
      // (whatever happened meanwhile: the hovered hex may want asking first, or the drag be over)
      this.askAhead();
    });
  }

  private askAhead(): void {
    const wanted = this.wanted;
    if (wanted < 0 || this.asking >= 0) return;
    if (!this.kept.has(wanted)) return this.put(wanted);
    if (this.aheadLeft <= 0 || !this.options.ahead || !this.pace.aheadPays) return;
    const to = this.options.ahead().find((h) => h >= 0 && h !== wanted && !this.kept.has(h));
    if (to === undefined) return;
    this.aheadLeft--;
    this.put(to);
  }

  private put(to: number): void {
    const epoch = this.epoch;
    this.asking = to;
    const asked = this.now();
    const done = (marks: WhatIfMarks | null) => {
      if (epoch !== this.epoch) return;
      if (this.answeredOnce) this.pace.answered(this.now() - asked);
      this.answeredOnce = true;
      this.asking = -1;
      this.remember(to, marks);
      if (to === this.wanted) this.show(marks, false);
      this.next();
    };
    this.ask(to).then(
      (answer) => done({ to, ...answer }),
      // a refused plan (an off-map hex): no marks, and the banner keeps saying where the counters would go
      () => done(null),
    );
  }

  private remember(to: number, marks: WhatIfMarks | null): void {
    this.kept.delete(to);
    this.kept.set(to, marks);
    // a Map keeps its keys in the order set: the first is the oldest
    while (this.kept.size > this.keep) {
      const oldest = this.kept.keys().next().value!;
      this.kept.delete(oldest);
    }
  }
}
