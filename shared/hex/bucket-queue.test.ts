import { describe, expect, it } from 'vitest';
import { BucketQueue } from './bucket-queue.js';

/** The entries forEach reports, in its order, as [hex, cost] pairs. */
function entries(q: BucketQueue, current: number): [number, number][] {
  const out: [number, number][] = [];
  q.forEach(current, (hex, cost) => out.push([hex, cost]));
  return out;
}

describe('BucketQueue', () => {
  it('lists each bucket last in, first out, with its cost counted on from the current one', () => {
    const q = new BucketQueue(3);
    q.reset(3);
    q.push(5, 10);
    q.push(6, 11);
    q.push(5, 12);
    q.push(8, 13);
    // buckets 0..3 of a ring of four, from cost 5: bucket 0 holds 8, bucket 1 holds 5, bucket 2 holds 6
    expect(entries(q, 5)).toEqual([
      [13, 8],
      [12, 5],
      [10, 5],
      [11, 6],
    ]);
  });

  it('keeps every entry and its order when a full bucket doubles the capacity', () => {
    const q = new BucketQueue(1, 2);
    q.reset(1);
    for (let h = 0; h < 9; h++) q.push(h % 3 === 0 ? 1 : 0, h);
    expect(entries(q, 0)).toEqual([
      [8, 0],
      [7, 0],
      [5, 0],
      [4, 0],
      [2, 0],
      [1, 0],
      [6, 1],
      [3, 1],
      [0, 1],
    ]);
    expect(q.state().shift).toBe(3);
  });

  it('empties on reset and makes room for dearer edges', () => {
    const q = new BucketQueue(1);
    q.push(0, 1);
    q.reset(1);
    expect(entries(q, 0)).toEqual([]);
    q.reset(12);
    q.push(12, 4);
    expect(entries(q, 0)).toEqual([[4, 12]]);
    expect(q.state().mask).toBe(15);
  });
});
