/**
 * Which rows of a long sortable list a drag needs, so that the rest can be left alone:
 *
 * - the rows the drag has reached (the dragged row's place and each place it has been over, one
 *   more row either side, until the next drag starts): only these move during a drag, or slide
 *   back when it is cancelled, so only they need a transition;
 * - the drop targets: the rows around where a drag may start (the handle focused or pressed) and
 *   around the rows reached, WINDOW rows or more either side, growing as the drag goes. The list
 *   measures each drop target as a drag starts and on each move; far rows need not be measured.
 *   Until a handle is first focused or pressed, every row is a drop target.
 *
 * A store rows subscribe to (useSyncExternalStore): a row renders again only when its part changes.
 */
export type DragSpan = {
  subscribe: (onChange: () => void) => () => void;
  /** The row at this index (0-based): 'reached' (may move), 'target' (a drop target) or 'far'. */
  partOf: (index: number) => RowPart;
  /** A drag may start at this index (its handle is focused or pressed): the rows around it become drop targets. */
  prepare: (index: number) => void;
  /** A drag starts at this index. */
  start: (index: number) => void;
  /** The drag is over this index. */
  reach: (index: number) => void;
  /** The drag is over (dropped or cancelled); what it reached stays until the next one. */
  end: () => void;
};

export type RowPart = 'reached' | 'target' | 'far';

/** Drop targets either side of the rows reached; the edges move in steps of this many rows. */
export const WINDOW = 8;

type Range = { from: number; to: number };

/** WINDOW rows or more either side of `from`..`to`, the edges on multiples of WINDOW. */
const around = (from: number, to: number): Range => ({
  from: Math.floor((from - WINDOW) / WINDOW) * WINDOW,
  to: Math.ceil((to + WINDOW) / WINDOW) * WINDOW,
});

export function createDragSpan(): DragSpan {
  let reached: Range | null = null;
  let targets: Range | null = null; // null: every row
  let dragging = false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const setTargets = (next: Range) => {
    if (targets?.from === next.from && targets.to === next.to) return false;
    targets = next;
    return true;
  };
  // during a drag the targets only grow: the row the drag is over stays one
  const grow = (range: Range) => {
    const next = around(range.from, range.to);
    return setTargets(targets ? { from: Math.min(targets.from, next.from), to: Math.max(targets.to, next.to) } : next);
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    partOf(index) {
      if (reached && index >= reached.from - 1 && index <= reached.to + 1) return 'reached';
      if (!targets || (index >= targets.from && index <= targets.to)) return 'target';
      return 'far';
    },
    prepare(index) {
      if (dragging || index < 0) return;
      if (setTargets(around(index, index))) changed();
    },
    start(index) {
      if (index < 0) return;
      dragging = true;
      reached = { from: index, to: index };
      grow(reached);
      changed();
    },
    reach(index) {
      if (!dragging || !reached || index < 0 || (index >= reached.from && index <= reached.to)) return;
      reached = { from: Math.min(reached.from, index), to: Math.max(reached.to, index) };
      grow(reached);
      changed();
    },
    end() {
      dragging = false;
    },
  };
}
