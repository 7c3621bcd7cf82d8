// What make checks on the frames it draws, as pure functions of their pixels (RGBA, as
// getImageData gives them), so checks.test.ts can try them without a browser:
// - no large region of a frame is pure black (a shape left unfilled on an opaque canvas shows
//   black: the sunny hills' clip once had a black band across its hills);
// - the motif never enters the template's text band (the band shows only its sky);
// - the text image's letters stay inside the band.

export type Pixels = { readonly data: Uint8ClampedArray; readonly width: number; readonly height: number };
export type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** A pixel this dark in every channel counts as pure black (what an unpainted pixel is). */
export const BLACK_LEVEL = 6;
/** A connected block of black larger than this share of the frame fails. */
export const MAX_BLACK_SHARE = 0.05;
/**
 * A band: rows each holding a run of black at least BAND_RUN of the width long, more of them in a
 * row than MAX_BLACK_ROWS of the height (8 rows at 720p).
 */
export const BAND_RUN = 1 / 4;
export const MAX_BLACK_ROWS = 1 / 90;

export type BlackFinding = { kind: 'block' | 'rows'; share: number; box: Rect };

/**
 * The pure black a frame should not have: a band across it (rows with a long run of black, more
 * of them together than MAX_BLACK_ROWS of the height), or its largest 4-connected block of black
 * pixels when larger than MAX_BLACK_SHARE of the frame; sampled every `step` pixels. Null when
 * there is neither.
 */
export function blackRegion(frame: Pixels, step = 2): BlackFinding | null {
  const { data, width, height } = frame;
  const gw = Math.ceil(width / step);
  const gh = Math.ceil(height / step);
  const black = new Uint8Array(gw * gh);
  /** Each row's longest run of black cells, and where it ends. */
  const rowRun = new Uint32Array(gh);
  const rowRunEnd = new Uint32Array(gh);
  for (let gy = 0; gy < gh; gy++) {
    let along = 0;
    for (let gx = 0; gx < gw; gx++) {
      const i = (gy * step * width + gx * step) * 4;
      if (data[i] <= BLACK_LEVEL && data[i + 1] <= BLACK_LEVEL && data[i + 2] <= BLACK_LEVEL) {
        black[gy * gw + gx] = 1;
        if (++along > rowRun[gy]) [rowRun[gy], rowRunEnd[gy]] = [along, gx + 1];
      } else along = 0;
    }
  }
  // a band of rows
  let run = 0;
  let longest = { from: 0, rows: 0 };
  for (let gy = 0; gy <= gh; gy++) {
    if (gy < gh && rowRun[gy] >= gw * BAND_RUN) run++;
    else {
      if (run > longest.rows) longest = { from: gy - run, rows: run };
      run = 0;
    }
  }
  if (longest.rows * step > height * MAX_BLACK_ROWS) {
    const rows = Array.from({ length: longest.rows }, (_, k) => longest.from + k);
    const x0 = Math.min(...rows.map((r) => rowRunEnd[r] - rowRun[r]));
    const x1 = Math.max(...rows.map((r) => rowRunEnd[r]));
    const box = { x: x0 * step, y: longest.from * step, width: (x1 - x0) * step, height: longest.rows * step };
    return { kind: 'rows', share: (longest.rows * step) / height, box };
  }
  // the largest connected block
  const seen = new Uint8Array(gw * gh);
  const stack: number[] = [];
  let best: BlackFinding | null = null;
  for (let start = 0; start < black.length; start++) {
    if (!black[start] || seen[start]) continue;
    let count = 0;
    let [x0, y0, x1, y1] = [gw, gh, 0, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const cell = stack.pop()!;
      const x = cell % gw;
      const y = (cell - x) / gw;
      count++;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
      for (const next of [x > 0 ? cell - 1 : -1, x < gw - 1 ? cell + 1 : -1, y > 0 ? cell - gw : -1, y < gh - 1 ? cell + gw : -1])
        if (next >= 0 && black[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
    }
    const share = count / (gw * gh);
    if (share > MAX_BLACK_SHARE && (!best || share > best.share)) {
      const box = { x: x0 * step, y: y0 * step, width: (x1 - x0 + 1) * step, height: (y1 - y0 + 1) * step };
      best = { kind: 'block', share, box };
    }
  }
  return best;
}

export type Intrusion = { pixels: number; worst: number; box: Rect };

/**
 * Where a frame differs from its background (the same region, drawn without the motif) by more
 * than `tolerance` in any channel: how many pixels, the largest difference and their bounding box.
 * Null when the region is the background.
 */
export function intrusion(frame: Pixels, background: Pixels, tolerance = 2): Intrusion | null {
  const { data, width } = frame;
  const bg = background.data;
  let pixels = 0;
  let worst = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let i = 0; i < data.length; i += 4) {
    const d = Math.max(Math.abs(data[i] - bg[i]), Math.abs(data[i + 1] - bg[i + 1]), Math.abs(data[i + 2] - bg[i + 2]));
    if (d <= tolerance) continue;
    pixels++;
    worst = Math.max(worst, d);
    const p = i / 4;
    const x = p % width;
    const y = (p - x) / width;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return pixels ? { pixels, worst, box: { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 } } : null;
}

/** The bounding box of the pixels at least `minAlpha` opaque (a transparent image's drawing), or null. */
export function opaqueBox(image: Pixels, minAlpha = 128): Rect | null {
  const { data, width, height } = image;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[(y * width + x) * 4 + 3] >= minAlpha) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Whether `inner` lies within `outer`. */
export const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

export const describeRect = (r: Rect) => `x ${r.x}-${r.x + r.width}, y ${r.y}-${r.y + r.height}`;
