// The Range header as RFC 9110 §14 reads it, for the files the fake server serves (uploads, finished
// videos, demo media): one byte range of a file of `size` bytes, the whole file, or unsatisfiable.

export type ByteRange = { start: number; end: number };

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * The range a `Range` header asks of a file of `size` bytes:
 * - null, for the whole file (200), when there is no header, its unit is not bytes (the unit is
 *   case-insensitive: `Bytes=0-1` is bytes), it cannot be parsed or a range in it is invalid
 *   (`bytes=5-2`: a last position before the first); a server ignores such a header (§14.2);
 * - several ranges: the whole file, which §14.2 allows (no multipart/byteranges here), unless none
 *   of them can be satisfied;
 * - `bytes=a-b` clipped to the file (`b` past the end is the end); `bytes=a-` to the end; `bytes=-n`
 *   the last n bytes (all of them when n is larger);
 * - 'unsatisfiable' (416, whose Content-Range names the size) when no range starts inside the file:
 *   a first position at or past the end, a suffix of 0 bytes, any range of an empty file.
 */
export function byteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return null;
  // the list may hold empty elements and spaces around its commas (RFC 9110 §5.6.1)
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length === 0) return null;
  const ranges: (ByteRange | 'unsatisfiable')[] = [];
  for (const spec of specs) {
    const range = oneRange(spec, size);
    if (range === 'invalid') return null;
    ranges.push(range);
  }
  const satisfiable = ranges.filter((r): r is ByteRange => r !== 'unsatisfiable');
  if (satisfiable.length === 0) return 'unsatisfiable';
  return ranges.length === 1 ? satisfiable[0]! : null;
}

function oneRange(spec: string, size: number): ByteRange | 'unsatisfiable' | 'invalid' {
  const int = INT_RANGE.exec(spec);
  if (int) {
    const start = Number(int[1]);
    const last = int[2] === '' ? Infinity : Number(int[2]);
    if (last < start) return 'invalid';
    if (start >= size) return 'unsatisfiable';
    return { start, end: Math.min(last, size - 1) };
  }
  const suffix = SUFFIX_RANGE.exec(spec);
  if (suffix) {
    const length = Number(suffix[1]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  return 'invalid';
}
