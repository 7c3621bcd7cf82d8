// What the fake server tells about a greeting's finished video beyond the spec (videoReportSchema in
// src/api/common/schemas): whether it failed, and which clips it left out, named as the clip list names them.
import type { LeftOutClip, VideoReport } from '@/api/common/schemas';
import { reportNote } from '@/media/clipName';
import { FizzStatus, type DbState, type FizzRow } from './db/types';

/** The greeting's clips in their saved order: the clip list's order, so a place here is a place there. */
const clipsInOrder = (s: DbState, fizzId: number) => s.clips.filter((c) => c.fizzId === fizzId).sort((a, b) => a.index - b.index);

/** The clips a render left out (or, `which` 'silent', put in without their sound), with their places in the greeting's order (ids no longer there are dropped). */
export function leftOutClips(
  s: DbState,
  fizz: Pick<FizzRow, 'id' | 'renderSkipped'>,
  which: 'left-out' | 'silent' = 'left-out',
): LeftOutClip[] {
  const ids = new Set((which === 'silent' ? fizz.renderSkipped?.silentClipIds : fizz.renderSkipped?.clipIds) ?? []);
  if (ids.size === 0) return [];
  return clipsInOrder(s, fizz.id).flatMap((c, i) =>
    ids.has(c.id)
      ? [{ id: c.id, place: i + 1, isImage: c.isImage, caption: c.caption, contributorName: c.contributorName ?? null }]
      : [],
  );
}

/** The note the pipeline keeps as its message ('Video by Jamie (clip 4) couldn't be loaded, …'), or null. */
export function leftOutMessage(s: DbState, fizz: Pick<FizzRow, 'id' | 'renderSkipped'>): string | null {
  return reportNote({
    skippedIntro: fizz.renderSkipped?.intro ?? false,
    skippedClips: leftOutClips(s, fizz),
    silencedClips: leftOutClips(s, fizz, 'silent'),
    musicLost: fizz.renderSkipped?.musicLost ?? false,
  });
}

/**
 * The report an answer carries: to the owner, a failure with its message and what was left out;
 * to anyone else only that it failed (a recipient learns why it does not play, nothing more).
 * null when there is nothing to tell.
 */
export function videoReportOf(s: DbState, fizz: FizzRow, owner: boolean): VideoReport | null {
  const failed = (fizz.status & FizzStatus.inError) !== 0;
  const skippedClips = owner ? leftOutClips(s, fizz) : [];
  const silencedClips = owner ? leftOutClips(s, fizz, 'silent') : [];
  const skippedIntro = owner && (fizz.renderSkipped?.intro ?? false);
  const musicLost = owner && (fizz.renderSkipped?.musicLost ?? false);
  if (!failed && !skippedIntro && skippedClips.length === 0 && silencedClips.length === 0 && !musicLost) return null;
  const message = failed && owner ? fizz.renderMessage : null;
  return { failed, message, skippedIntro, skippedClips, silencedClips, musicLost };
}
