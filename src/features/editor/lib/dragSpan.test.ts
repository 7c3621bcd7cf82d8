import { describe, expect, it, vi } from 'vitest';
import { createDragSpan, WINDOW, type RowPart } from './dragSpan';

const ROWS = 60;
const rowsThat = (span: ReturnType<typeof createDragSpan>, part: RowPart) =>
  [...Array(ROWS).keys()].filter((i) => span.partOf(i) === part);
const range = (from: number, to: number) => [...Array(to - from + 1).keys()].map((i) => from + i);

describe('createDragSpan', () => {
  it('before any handle is focused or pressed, every row is a drop target and none moves', () => {
    const span = createDragSpan();
    expect(rowsThat(span, 'target')).toEqual(range(0, ROWS - 1));
    span.reach(4); // no drag
    expect(rowsThat(span, 'reached')).toEqual([]);
  });

  it('a focused or pressed handle makes the rows around it the drop targets, WINDOW or more either side', () => {
    const span = createDragSpan();
    span.prepare(20);
    const targets = rowsThat(span, 'target');
    expect(targets[0]).toBeLessThanOrEqual(20 - WINDOW);
    expect(targets.at(-1)).toBeGreaterThanOrEqual(20 + WINDOW);
    expect(targets).toEqual(range(targets[0], targets.at(-1)!));
    expect(targets.length).toBeLessThanOrEqual(3 * WINDOW + 1);
    // the next handle down: the same rows (the edges move in steps)
    span.prepare(21);
    expect(rowsThat(span, 'target')).toEqual(targets);
  });

  it('takes in the dragged row and its neighbours, then each place it is over; those stay until the next drag', () => {
    const span = createDragSpan();
    span.prepare(5);
    span.start(5);
    expect(rowsThat(span, 'reached')).toEqual([4, 5, 6]);
    span.reach(8);
    expect(rowsThat(span, 'reached')).toEqual(range(4, 9));
    // going back keeps the rows passed: they slide back into place
    span.reach(6);
    expect(rowsThat(span, 'reached')).toEqual(range(4, 9));
    span.reach(2);
    expect(rowsThat(span, 'reached')).toEqual(range(1, 9));
    span.end();
    expect(rowsThat(span, 'reached')).toEqual(range(1, 9));
    span.prepare(30);
    span.start(30);
    expect(rowsThat(span, 'reached')).toEqual([29, 30, 31]);
  });

  it('the drop targets grow ahead of the drag, and do not move while it goes on', () => {
    const span = createDragSpan();
    span.prepare(10);
    span.start(10);
    for (let over = 11; over <= 40; over++) {
      span.reach(over);
      const targets = rowsThat(span, 'target').concat(rowsThat(span, 'reached'));
      expect(Math.max(...targets)).toBeGreaterThanOrEqual(over + WINDOW);
      expect(Math.min(...targets)).toBeLessThanOrEqual(10 - WINDOW > 0 ? 10 - WINDOW : 0);
    }
    span.prepare(55); // focus elsewhere during the drag changes nothing
    expect(span.partOf(2)).not.toBe('far');
    span.end();
    span.prepare(55);
    expect(span.partOf(2)).toBe('far');
    expect(span.partOf(55)).toBe('target');
  });

  it('tells its subscribers when it changes, and only then', () => {
    const span = createDragSpan();
    const onChange = vi.fn();
    const unsubscribe = span.subscribe(onChange);
    span.prepare(5);
    expect(onChange).toHaveBeenCalledTimes(1);
    span.prepare(6); // the same drop targets
    expect(onChange).toHaveBeenCalledTimes(1);
    span.start(5);
    span.reach(5);
    span.reach(-1); // over nothing
    expect(onChange).toHaveBeenCalledTimes(2);
    span.reach(7);
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    span.reach(12);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
