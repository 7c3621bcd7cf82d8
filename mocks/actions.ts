// Things the dev panel (and tests) can make the fake server do, as if someone else did them.
import { media } from './db/seed/media';
import { getDb, nextId, updateDb } from './db/store';
import type { ClipRow } from './db/types';
import { FINISHED } from './rules';

export type ActionResult<T> = { ok: true; value: T; message: string } | { ok: false; message: string };

/** The server's one answer for a finished greeting (mocks/rules.ts). */
export const INVITEE_LOCKED = FINISHED;

/**
 * An invitee adds a clip to a greeting: alternately one of the seeded photos and the seeded video,
 * added as 'invitee' at the end, and the greeting's newestActorVideoId points at it (the edit page
 * polls for that). A locked greeting refuses it.
 */
export function simulateInviteeClip(fizzId: number): ActionResult<ClipRow> {
  const fizz = getDb().fizzes.find((f) => f.id === fizzId);
  if (!fizz) return { ok: false, message: `There is no greeting ${fizzId}.` };
  if (fizz.isLocked) return { ok: false, message: INVITEE_LOCKED };
  const clip = updateDb((s) => {
    const clips = s.clips.filter((c) => c.fizzId === fizzId);
    const index = clips.reduce((max, c) => Math.max(max, c.index + 1), 0);
    const asVideo = clips.filter((c) => c.addedBy === 'invitee').length % 2 === 1;
    const row: ClipRow = {
      id: nextId(s, 'clip'),
      fizzId,
      isImage: !asVideo,
      image: asVideo ? media.clipMp4Poster : media.photo(2),
      video: asVideo ? media.clipMp4 : null,
      introVid: false,
      caption: asVideo ? 'A video from a friend' : 'A photo from a friend',
      audio_option: 0,
      index,
      addedBy: 'invitee',
      mediaId: null,
      trimStart: null,
      trimEnd: null,
      micVol: null,
      createdAt: new Date().toISOString(),
    };
    s.clips.push(row);
    const target = s.fizzes.find((f) => f.id === fizzId);
    if (target) target.newestActorVideoId = row.id;
    return row;
  });
  return {
    ok: true,
    value: clip,
    message: `An invitee added a ${clip.isImage ? 'photo' : 'video'} (clip ${clip.id}) to greeting ${fizzId}.`,
  };
}
