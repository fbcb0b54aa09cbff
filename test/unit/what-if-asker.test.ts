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
    // back to 10 before 11's answer: 11's answer is not shown, and 10 is asked again
    d.asker.hover(10);
    d.asked[1]!.answer('eleven');
    await d.settle();
    expect(d.shown()).toBeNull();
    expect(d.asked.map((q) => q.to)).toEqual([10, 11, 10]);
    d.asked[2]!.answer('ten again');
    await d.settle();
    expect(d.shown()?.text).toBe('ten again');
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
