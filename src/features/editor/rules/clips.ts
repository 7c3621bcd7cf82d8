import type { AudioOption, Clip, ClipId } from '../../../api/editor/schemas';

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

/** 'Photo 3' / 'Video 2': how a clip is named to the user (its 1-based position). */
export function clipName(clip: Pick<Clip, 'isImage'>, position: number): string {
  return `${clip.isImage ? 'Photo' : 'Video'} ${position}`;
}

export type TrimInput = { start: string; end: string };

/** The trim a dialog's two fields describe: null when both are empty, or the problem in words. */
export function parseTrim({ start, end }: TrimInput): { trim: { trimStart: number; trimEnd: number } | null } | { error: string } {
  if (start.trim() === '' && end.trim() === '') return { trim: null };
  const trimStart = start.trim() === '' ? 0 : Number(start);
  const trimEnd = Number(end);
  if (!Number.isFinite(trimStart) || trimStart < 0) return { error: 'Enter the start in seconds (0 or more).' };
  if (end.trim() === '' || !Number.isFinite(trimEnd) || trimEnd <= trimStart) return { error: 'The end must come after the start.' };
  return { trim: { trimStart, trimEnd } };
}
