import type { AudioOption, Clip, ClipId } from '@/api/editor/schemas';

/** The three sound options (spec part 2 §3; part 1 §5), in the help pages' words. */
export const AUDIO_OPTION_LABELS: Record<AudioOption, string> = {
  0: 'Background music plus video sound',
  1: 'Mute video sound',
  2: 'Mute background music',
};

/**
 * The clips in the order the user last chose. Clips the order does not know (just uploaded, or a
 * contributor's) follow in the server's order; ids no longer on the server are dropped.
 */
export function applyOrder<C extends Pick<Clip, 'id' | 'index'>>(clips: readonly C[], order: readonly ClipId[] | null): C[] {
  const byServer = [...clips].sort((a, b) => a.index - b.index);
  if (!order) return byServer;
  const byId = new Map(byServer.map((c) => [c.id, c]));
  const ordered = order.flatMap((id) => {
    const clip = byId.get(id);
    return clip ? [clip] : [];
  });
  const known = new Set(order);
  return [...ordered, ...byServer.filter((c) => !known.has(c.id))];
}

/**
 * An order kept from an earlier visit whose save never got its answer (a reload or a closed tab
 * right after a move): the full order to send again, as applyOrder makes it of today's clips; null
 * when nothing usable was kept or the server's order already is that one.
 */
export function resumeOrder<C extends Pick<Clip, 'id' | 'index'>>(clips: readonly C[], kept: unknown): ClipId[] | null {
  if (!Array.isArray(kept) || !kept.every((id) => Number.isInteger(id))) return null;
  const resumed = applyOrder(clips, kept as ClipId[]).map((c) => c.id);
  const server = applyOrder(clips, null).map((c) => c.id);
  return resumed.join() === server.join() ? null : resumed;
}

/** Moves one id by `delta` places (clamped at both ends). Returns the same array when nothing moves. */
export function moveBy(ids: readonly ClipId[], id: ClipId, delta: number): readonly ClipId[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  const to = Math.min(ids.length - 1, Math.max(0, from + delta));
  return moveTo(ids, from, to);
}

/** Moves the item at `from` to `to`. */
export function moveTo(ids: readonly ClipId[], from: number, to: number): readonly ClipId[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** What a label is made of: the clip's caption, kind, id and (when the server says) when it was added. */
export type LabelledClip = Pick<Clip, 'id' | 'isImage' | 'caption'> & { createdAt?: string | null };

const kindOf = (clip: Pick<Clip, 'isImage'>) => (clip.isImage ? 'Photo' : 'Video');

/**
 * Each clip's name, stable while clips move: its caption; else its kind and when it was added
 * ('Video added 3 Mar, 14:05'); else, when the server gives no time, its kind and its place in
 * the order of adding ('Photo 3', ids grow as clips are added). A name two clips share gets
 * ' (2)', ' (3)' on the later ones, so every name points at one clip.
 */
export function clipLabels(clips: readonly LabelledClip[], formatAdded: (date: Date) => string): Map<ClipId, string> {
  const byAdding = [...clips].sort((a, b) => a.id - b.id);
  const rank = new Map<ClipId, number>();
  const seenOfKind = { Photo: 0, Video: 0 };
  for (const clip of byAdding) rank.set(clip.id, ++seenOfKind[kindOf(clip)]);

  const base = (clip: LabelledClip) => {
    const caption = clip.caption.trim();
    if (caption) return caption;
    const added = clip.createdAt ? new Date(clip.createdAt) : null;
    if (added && !Number.isNaN(added.getTime())) return `${kindOf(clip)} added ${formatAdded(added)}`;
    return `${kindOf(clip)} ${rank.get(clip.id)}`;
  };

  const labels = new Map<ClipId, string>();
  const uses = new Map<string, number>();
  for (const clip of byAdding) {
    const name = base(clip);
    const n = (uses.get(name) ?? 0) + 1;
    uses.set(name, n);
    labels.set(clip.id, n === 1 ? name : `${name} (${n})`);
  }
  return labels;
}

let addedFormat: Intl.DateTimeFormat | null = null;
/** How 'added …' reads: day, month and time in the user's locale. */
export function formatAddedDate(date: Date): string {
  addedFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return addedFormat.format(date);
}

/** A video's list thumbnail is its frame this far in (the very first frame is often black). */
export const VIDEO_FRAME_AT_S = 0.1;

export type ClipThumbnail = { kind: 'image'; src: string } | { kind: 'video-frame'; src: string; fallback: string };

/**
 * What the clip list shows for a clip: a photo itself; a video's server thumbnail when it is a real
 * picture; otherwise (no thumbnail, or a drawn SVG stand-in) a frame of the video itself.
 */
export function clipThumbnail(clip: Pick<Clip, 'isImage' | 'image' | 'video'>): ClipThumbnail {
  const standIn = clip.image.trim() === '' || /^data:image\/svg\+xml/i.test(clip.image) || /\.svg(\?|#|$)/i.test(clip.image);
  if (clip.isImage || !clip.video || !standIn) return { kind: 'image', src: clip.image };
  return { kind: 'video-frame', src: `${clip.video}#t=${VIDEO_FRAME_AT_S}`, fallback: clip.image };
}

export type TrimInput = { start: string; end: string };

export const TRIM_MESSAGES = {
  start: 'Enter the start in seconds (0 or more).',
  order: 'The end must come after the start.',
  tooLong: (length: number) => `The end can be at most ${length.toFixed(1)} seconds: that is how long the video is.`,
} as const;

/** A video's length as the trim fields count it: seconds to 0.1, rounded up so the last frame can be kept; null when unknown. */
export function trimLength(duration: number | null | undefined): number | null {
  if (duration === null || duration === undefined || !Number.isFinite(duration) || duration <= 0) return null;
  return Math.ceil(duration * 10) / 10;
}

/**
 * The trim a dialog's two fields describe, against the video's real length when it is known:
 * null when both are empty; an empty start is 0 and an empty end is the video's end.
 */
export function parseTrim(
  { start, end }: TrimInput,
  duration: number | null = null,
): { trim: { trimStart: number; trimEnd: number } | null } | { error: string } {
  if (start.trim() === '' && end.trim() === '') return { trim: null };
  const length = trimLength(duration);
  const trimStart = start.trim() === '' ? 0 : Number(start);
  if (!Number.isFinite(trimStart) || trimStart < 0) return { error: TRIM_MESSAGES.start };
  const trimEnd = end.trim() === '' ? length : Number(end);
  if (trimEnd === null || !Number.isFinite(trimEnd) || trimEnd <= trimStart) return { error: TRIM_MESSAGES.order };
  if (length !== null && trimEnd > length) return { error: TRIM_MESSAGES.tooLong(length) };
  return { trim: { trimStart, trimEnd } };
}

/** The order after `replacement` (which arrived last) takes the place of `replaced`, which leaves. */
export function replacedOrder(ids: readonly ClipId[], replaced: ClipId, replacement: ClipId): ClipId[] {
  const without = ids.filter((id) => id !== replacement);
  const at = without.indexOf(replaced);
  if (at === -1) return [...without, replacement];
  return [...without.slice(0, at), replacement, ...without.slice(at + 1)];
}
