import { describe, expect, it } from 'vitest';
import { WhatIfAsker, type WhatIfMarks } from '../../src-renderer/map/what-if-asker.js';

/**
 * A drag across the map while the main process is slower than the pointer: the questions the
 * asker sends, answered by hand in any order, and the marks the map would show after each step.
 */
function drag() {
  const asked: Array<{ to: number; answer: (text: string) => void; refuse: () => void }> = [];
  let shown: WhatIfMarks | null = null;
  const asker = new WhatIfAsker(
    (to) =>
      new Promise((resolve, reject) =>
        asked.push({
          to,
          answer: (text) => resolve({ text, hexes: Int32Array.of(to, to + 1) }),
          refuse: () => reject(new Error('refused')),
        }),
      ),
    (marks) => (shown = marks),
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { asker, asked, shown: () => shown, settle };
}

describe('what-if questions while the counter crosses hexes faster than main answers', () => {
  it('asks about the hex hovered when the last answer came, never the hexes crossed meanwhile', async () => {
    const d = drag();
    d.asker.hover(10);
    d.asker.hover(11);
    d.asker.hover(12);
    d.asker.hover(13);
    // one question out: the first hex's; 11 and 12 were crossed while it was out
    expect(d.asked.map((q) => q.to)).toEqual([10]);
    d.asked[0]!.answer('ten');
    await d.settle();
    // the answer for 10 is not shown over 13: the next question is 13's
    expect(d.shown()).toBeNull();
    expect(d.asked.map((q) => q.to)).toEqual([10, 13]);
    d.asked[1]!.answer('thirteen');
    await d.settle();
    expect(d.shown()).toEqual({ to: 13, text: 'thirteen', hexes: Int32Array.of(13, 14) });
    expect(d.asker.busy).toBe(false);
  });

  it("clears the marks the moment another hex is hovered, and shows the newest hex's answer only", async () => {
    const d = drag();
    d.asker.hover(10);
    d.asked[0]!.answer('ten');
    await d.settle();
    expect(d.shown()?.to).toBe(10);
    d.asker.hover(11);
    expect(d.shown()).toBeNull();
    d.asker.hover(12);
    d.asked[1]!.answer('eleven');
    await d.settle();
    // 11's answer is not shown over 12
    expect(d.shown()).toBeNull();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 12]);
    d.asked[2]!.answer('twelve');
    await d.settle();
    expect(d.shown()?.text).toBe('twelve');
  });

  it('shows a hex answered earlier in the drag at once when the pointer comes back to it, asking nothing', async () => {
    const d = drag();
    d.asker.hover(10);
    d.asked[0]!.answer('ten');
    await d.settle();
    d.asker.hover(11);
    d.asked[1]!.answer('eleven');
    await d.settle();
    d.asker.hover(10);
    expect(d.shown()?.text).toBe('ten');
    expect(d.asked).toHaveLength(2);
    expect(d.asker.busy).toBe(false);
  });

  it('asks nothing over the counter’s own hex, and shows no marks there', async () => {
    const d = drag();
    d.asker.hover(10);
    d.asker.hover(-1);
    d.asked[0]!.answer('ten');
    await d.settle();
    expect(d.shown()).toBeNull();
    expect(d.asked).toHaveLength(1);
    expect(d.asker.busy).toBe(false);
  });

  it('goes on to the newest hex after a refused question, with no marks for the refused one', async () => {
    const d = drag();
    d.asker.hover(10);
    d.asker.hover(11);
    d.asked[0]!.refuse();
    await d.settle();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11]);
    d.asked[1]!.refuse();
    await d.settle();
    expect(d.shown()).toBeNull();
    expect(d.asker.busy).toBe(false);
  });

  it('drops an answer that comes after the drag ended, and a new drag asks at once', async () => {
    const d = drag();
    d.asker.hover(10);
    d.asker.stop();
    d.asker.hover(20);
    expect(d.asked.map((q) => q.to)).toEqual([10, 20]);
    d.asked[0]!.answer('ten');
    await d.settle();
    expect(d.shown()).toBeNull();
    // the late answer does not start another question either
    expect(d.asked).toHaveLength(2);
    d.asked[1]!.answer('twenty');
    await d.settle();
    expect(d.shown()?.to).toBe(20);
  });
});

/** A drag whose pointer is heading for the hexes `ahead` says (as the map works them out from its motion). */
function dragAhead(ahead: () => number[], keep?: number) {
  const asked: Array<{ to: number; answer: (text: string) => void }> = [];
  const shown: Array<{ marks: WhatIfMarks | null; kept: boolean }> = [];
  const asker = new WhatIfAsker(
    (to) => new Promise((resolve) => asked.push({ to, answer: (text) => resolve({ text, hexes: Int32Array.of(to) }) })),
    (marks, kept) => shown.push({ marks, kept }),
    // a clock that stands still: answers always come in time, so the pace never holds a question back
    { ahead, aheadPerHex: 2, keep, now: () => 0 },
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { asker, asked, shown, last: () => shown.at(-1)!, settle };
}

describe('answering ahead of the pointer', () => {
  it('asks about the hexes ahead once the hovered one is answered, one at a time, a few a hex, and shows them at once when entered', async () => {
    let heading = [11, 21];
    const d = dragAhead(() => heading);
    d.asker.hover(10);
    // nothing ahead until the hex under the pointer is answered
    expect(d.asked.map((q) => q.to)).toEqual([10]);
    d.asked[0]!.answer('ten');
    await d.settle();
    expect(d.last().marks?.text).toBe('ten');
    expect(d.asked.map((q) => q.to)).toEqual([10, 11]);
    d.asked[1]!.answer('eleven');
    await d.settle();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 21]);
    d.asked[2]!.answer('twenty-one');
    await d.settle();
    // two a hex: nothing more while the counter rests over 10, and 10's marks still shown
    expect(d.asked).toHaveLength(3);
    expect(d.last().marks?.to).toBe(10);
    heading = [12, 22];
    d.asker.hover(11);
    // kept: shown in the same call, no question for it
    expect(d.last()).toEqual({ marks: { to: 11, text: 'eleven', hexes: Int32Array.of(11) }, kept: true });
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 21, 12]);
  });

  it("never starts a question ahead while the hovered hex's waits, and asks the hovered hex next", async () => {
    const d = dragAhead(() => [11, 12]);
    d.asker.hover(10);
    d.asked[0]!.answer('ten');
    await d.settle();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11]);
    // the pointer went elsewhere while 11 was out: 30 is asked as soon as 11 is answered, before anything ahead
    d.asker.hover(30);
    expect(d.last().marks).toBeNull();
    d.asked[1]!.answer('eleven');
    await d.settle();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 30]);
    expect(d.last().marks).toBeNull();
    d.asked[2]!.answer('thirty');
    await d.settle();
    expect(d.last().marks?.text).toBe('thirty');
  });

  it('shows the answer asked ahead when the pointer enters that hex while it is out', async () => {
    const d = dragAhead(() => [11]);
    d.asker.hover(10);
    d.asked[0]!.answer('ten');
    await d.settle();
    d.asker.hover(11);
    expect(d.last().marks).toBeNull();
    // 11 is out already: not asked twice
    expect(d.asked.map((q) => q.to)).toEqual([10, 11]);
    d.asked[1]!.answer('eleven');
    await d.settle();
    expect(d.last()).toEqual({ marks: { to: 11, text: 'eleven', hexes: Int32Array.of(11) }, kept: false });
  });

  it('keeps a bounded number of answers, the oldest dropped first', async () => {
    const d = dragAhead(() => [], 2);
    for (const [k, hex] of [10, 11, 12].entries()) {
      d.asker.hover(hex);
      d.asked[k]!.answer(String(hex));
      await d.settle();
    }
    expect(d.asker.keptCount).toBe(2);
    d.asker.hover(10);
    expect(d.last().marks).toBeNull();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 12, 10]);
  });

  it('drops every kept answer, and any still out, when the campaign changes under the drag, and when the drag ends', async () => {
    const d = dragAhead(() => [11]);
    d.asker.hover(10);
    d.asked[0]!.answer('ten before');
    await d.settle();
    // 11 asked ahead, and out when the campaign changes
    expect(d.asked.map((q) => q.to)).toEqual([10, 11]);
    d.asker.restate();
    expect(d.last().marks).toBeNull();
    // 10 asked again at once, beside 11's question from before the change
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 10]);
    d.asked[1]!.answer('eleven before');
    await d.settle();
    d.asked[2]!.answer('ten after');
    await d.settle();
    expect(d.last().marks?.text).toBe('ten after');
    // 11 is asked again: its answer from before the change was not kept
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 10, 11]);
    d.asked[3]!.answer('eleven after');
    await d.settle();
    d.asker.hover(11);
    expect(d.last()).toMatchObject({ marks: { text: 'eleven after' }, kept: true });
    d.asker.stop();
    expect(d.asker.keptCount).toBe(0);
    d.asker.hover(11);
    expect(d.last().marks).toBeNull();
  });

  it('asks ahead only once the frame with the newest marks is out of the way, and a hover meanwhile is asked at once', async () => {
    const asked: number[] = [];
    const answers: Array<() => void> = [];
    const waiting: Array<() => void> = [];
    // a referee's pace: 200 ms over a hex, answers in 10 (the pace asks ahead only when answers come in time)
    let now = 0;
    const asker = new WhatIfAsker(
      (to) =>
        new Promise((resolve) => {
          asked.push(to);
          answers.push(() => resolve({ text: String(to), hexes: Int32Array.of(to) }));
        }),
      () => undefined,
      { ahead: () => [11, 12], later: (ask) => waiting.push(ask), now: () => now },
    );
    asker.hover(10);
    answers[0]!();
    await new Promise((r) => setTimeout(r, 0));
    // 10 answered: the question ahead waits for its moment
    expect(asked).toEqual([10]);
    expect(waiting).toHaveLength(1);
    now = 200;
    asker.hover(30);
    expect(asked).toEqual([10, 30]);
    // its moment comes while 30 is out: nothing more asked
    waiting.shift()!();
    expect(asked).toEqual([10, 30]);
    now = 210;
    answers[1]!();
    await new Promise((r) => setTimeout(r, 0));
    waiting.shift()!();
    expect(asked).toEqual([10, 30, 11]);
  });

  it('asks nothing ahead while answers take longer than the pointer stays over a hex, and asks again once they come in time', async () => {
    let now = 0;
    const asked: number[] = [];
    const answers: Array<() => void> = [];
    const asker = new WhatIfAsker(
      (to) =>
        new Promise((resolve) => {
          asked.push(to);
          answers.push(() => resolve({ text: String(to), hexes: Int32Array.of(to) }));
        }),
      () => undefined,
      { ahead: () => [asked.at(-1)! + 100], now: () => now },
    );
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const at = async (t: number, step: () => void) => {
      now = t;
      step();
      await settle();
    };
    const answer = () => answers.at(-1)!();
    await at(0, () => asker.hover(10));
    // the drag's first answer is no measure (it also works out the campaign as it stands): 110 asked ahead
    await at(50, answer);
    // the pointer over 11 at 100 ms; 110's answer takes 300 ms, then 11's as long
    await at(100, () => asker.hover(11));
    await at(350, answer);
    await at(650, answer);
    await at(700, () => asker.hover(12));
    await at(1000, answer);
    expect(asked).toEqual([10, 110, 11, 12]);
    // answers in 20 ms: worth asking ahead again
    await at(1050, () => asker.hover(13));
    await at(1070, answer);
    expect(asked).toEqual([10, 110, 11, 12, 13, 113]);
  });
});
