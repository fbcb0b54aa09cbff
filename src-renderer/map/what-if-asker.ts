/**
 * The what-if questions of one drag, asked one at a time. While the counter is in the hand the
 * pointer crosses hexes faster than the main process answers; every question sent would wait
 * behind the ones before it there, so the hex under the pointer would be answered last. Instead
 * only one question is out at a time, and when its answer comes the next one asked is for the hex
 * hovered *then*: the hexes crossed meanwhile are never asked about. An answer is shown only while
 * its hex is still the one hovered, so the marks on the map are always the newest hex's.
 */
export interface WhatIfMarks {
  /** the hovered hex (grid index) the answer is for */
  to: number;
  /** what the banner says */
  text: string;
  /** the hexes marked, as grid indices */
  hexes: Int32Array;
}

export class WhatIfAsker {
  /** the hex hovered now whose answer is wanted, or -1 (back over the start, or no drag) */
  private wanted = -1;
  /** the hex whose question is out, or -1 */
  private asking = -1;
  /** a drag's number: answers to an earlier drag's questions are dropped */
  private drag = 0;

  constructor(
    private readonly ask: (to: number) => Promise<Omit<WhatIfMarks, 'to'>>,
    private readonly show: (marks: WhatIfMarks | null) => void,
  ) {}

  /** The pointer brought the counter over hex `to` (-1: nothing to ask, as over its own hex). */
  hover(to: number): void {
    if (to === this.wanted) return;
    this.wanted = to;
    // the marks of the hex left describe another move: gone at once
    this.show(null);
    if (this.asking < 0) this.next();
  }

  /** The drag ended (dropped or Esc): whatever is still out is answered to nobody. */
  stop(): void {
    this.drag++;
    this.wanted = -1;
    this.asking = -1;
    this.show(null);
  }

  /** Whether a question is out (for tests). */
  get busy(): boolean {
    return this.asking >= 0;
  }

  private next(): void {
    const to = this.wanted;
    if (to < 0) return;
    const drag = this.drag;
    this.asking = to;
    const done = (marks: WhatIfMarks | null) => {
      if (drag !== this.drag) return;
      this.asking = -1;
      if (to === this.wanted) {
        if (marks) this.show(marks);
      } else this.next();
    };
    this.ask(to).then(
      (answer) => done({ to, ...answer }),
      // a refused plan (an off-map hex): no marks, and the banner keeps saying where the counters would go
      () => done(null),
    );
  }
}
