// The edit flow's calls (spec part 2 §7): detail?type=edit-flow, update-current-step, music,
// add-clip (creator, invitee and browser-recording variants), rearrange, delete, caption,
// audio-option, trim, newest-actor-video.
import { http, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  CAPTION_MAX,
  addClipResponseSchema,
  audioOptionBodySchema,
  currentStepBodySchema,
  editDetailResponseSchema,
  musicBodySchema,
  newestActorResponseSchema,
  rearrangeBodySchema,
  trimBodySchema,
} from '@/api/editor/schemas';
import { endCardLookOf, introVideoOf } from '../greetingFile';
import { getDb, nextId, updateDb } from '../db/store';
import type { ClipRow, DbState, FizzRow } from '../db/types';
import { fail, numericParam, ok, readJson, rest, sessionOf } from '../http';
import { absoluteUrl, FINISHED, findFizz, requireEditable, requireOwner } from '../rules';
import { claimOf, uploaderOf, UPLOAD_ID_TAKEN } from '../uploadClaims';
import { readUploadedFiles, storeUpload } from '../uploads';
import { contributorNameOf } from './invitee';
import { thankYouDetail } from './preview';

export { FIZZ_NOT_FOUND as GREETING_NOT_FOUND, NOT_YOUR_FIZZ as NOT_OWNER } from '../rules';
export const CLIP_NOT_FOUND = "We couldn't find that photo or video.";
export const INVITE_NOT_FOUND = "We couldn't find that invitation.";
/** Spec part 2 §8: what an invitee of a finished greeting reads; every refused change says it too. */
export const LOCKED = FINISHED;
export {
  EMPTY_FILE,
  FILE_TOO_LARGE,
  HEIF_NOT_TAKEN,
  NO_FILES,
  NOT_AS_DECLARED,
  NOT_MEDIA,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
  VIDEO_CUT_SHORT,
} from '../uploads';
export { UPLOAD_ID_TAKEN } from '../uploadClaims';
export const CAPTION_TOO_LONG = `Captions can be up to ${CAPTION_MAX} characters.`;

/** A change to a greeting in the edit flow: its creator's, and never once it is finished. */
function requireCreatorEdit(request: Request, fizz: FizzRow): void {
  requireOwner(request, fizz);
  requireEditable(fizz);
}

function findClip(id: number): { clip: ClipRow; fizz: FizzRow } {
  const clip = getDb().clips.find((c) => c.id === id);
  if (!clip) throw fail(CLIP_NOT_FOUND, 404);
  return { clip, fizz: findFizz(clip.fizzId) };
}

const clipsOf = (s: DbState, fizzId: number) => s.clips.filter((c) => c.fizzId === fizzId).sort((a, b) => a.index - b.index);

/** A clip as the API answers it (part 2 §3 "Clip"). */
export function clipJson(c: ClipRow) {
  return {
    id: c.id,
    isImage: c.isImage,
    image: c.image,
    video: c.video,
    introVid: c.introVid,
    caption: c.caption,
    audio_option: c.audio_option,
    index: c.index,
    trimStart: c.trimStart,
    trimEnd: c.trimEnd,
    ...(c.uploadId ? { uploadId: c.uploadId } : {}),
    ...(c.contributorName ? { contributorName: c.contributorName } : {}),
  };
}

function editFizzJson(fizz: FizzRow, request: Request) {
  const s = getDb();
  return {
    id: fizz.id,
    name: fizz.name,
    img: fizz.img,
    videos: clipsOf(s, fizz.id).map(clipJson),
    music: { options: s.music, defaultMusicId: fizz.musicId, defaultId: s.settings.defaultMusicId },
    newestActorVideoId: fizz.newestActorVideoId,
    currentStep: fizz.currentStep,
    taId: fizz.taId,
    specialFields: fizz.specialFields,
    previewImageCount: s.animations.find((a) => a.id === fizz.taId)?.previewImageCount ?? 1,
    isLocked: fizz.isLocked,
    inviteSampleNoLink: fizz.message,
    inviteLink: absoluteUrl(request, `/in/${encodeURIComponent(fizz.inviteCode)}`),
    message: fizz.message,
    introVideo: introVideoOf(s, fizz),
    look: endCardLookOf(s, fizz),
    creatorName: s.users.find((u) => u.id === fizz.ownerId)?.firstName?.trim() || null,
  };
}

/** Renumbers a greeting's clips 0..n-1 in their current order. */
function reindex(s: DbState, fizzId: number): void {
  clipsOf(s, fizzId).forEach((c, i) => {
    c.index = i;
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

/** A video's thumbnail: a generated SVG (the fake server does not decode video frames). */
export function videoThumbnail(name: string): string {
  const label = escapeXml(name.length > 28 ? `${name.slice(0, 27)}…` : name);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">` +
    `<rect width="320" height="180" fill="#3b1020"/>` +
    `<circle cx="160" cy="80" r="34" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="M150 62 L150 98 L180 80 Z" fill="#7a1f3d"/>` +
    `<text x="160" y="150" font-family="sans-serif" font-size="16" fill="#ffffff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type AddClipAnswer = z.input<typeof addClipResponseSchema>;

export const editorHandlers: HttpHandler[] = [
  // GET /rest/fizz/{id}/detail: one handler. ?type=edit-flow is the edit flow's view of a greeting;
  // without it, the thank-you item (preview.ts)
  http.get(rest('/fizz/:id/detail'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    if (new URL(request.url).searchParams.get('type') !== 'edit-flow') return thankYouDetail(request, fizz);
    requireOwner(request, fizz);
    return ok<z.input<typeof editDetailResponseSchema>>({
      fizz: editFizzJson(fizz, request),
      disableNewestActor: fizz.disableNewestActor,
    });
  }),

  http.post(rest('/fizz/:id/update-current-step'), async ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireCreatorEdit(request, fizz);
    const { currentStep } = await readJson(request, currentStepBodySchema);
    updateDb((s) => {
      const row = s.fizzes.find((f) => f.id === fizz.id);
      if (row) row.currentStep = currentStep;
    });
    return ok();
  }),

  http.put(rest('/fizz/:id/music'), async ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireCreatorEdit(request, fizz);
    const { musicId } = await readJson(request, musicBodySchema);
    if (!getDb().music.some((m) => m.id === musicId)) throw fail("We couldn't find that music track.", 404);
    updateDb((s) => {
      const row = s.fizzes.find((f) => f.id === fizz.id);
      if (row) row.musicId = musicId;
    });
    return ok();
  }),

  // multipart files[]; type=invite|desktop-record carry the invite code as uuid (no account needed)
  http.post(rest('/fizz/:id/add-clip'), async ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    const query = new URL(request.url).searchParams;
    const type = query.get('type') ?? 'upload';
    const uuid = query.get('uuid');
    const asInvitee = type === 'invite' || (type === 'desktop-record' && Boolean(uuid));
    if (asInvitee) {
      if (!uuid || uuid !== fizz.inviteCode) throw fail(INVITE_NOT_FOUND, 404);
      requireEditable(fizz);
    } else {
      requireCreatorEdit(request, fizz);
    }
    const size = query.get('size');
    if (size !== null && !(Number(size) >= 0)) throw fail('Invalid request. size must be a number of MB.');
    const isVideoParam = query.get('isVideo');
    if (isVideoParam !== null && isVideoParam !== 'yes' && isVideoParam !== 'no') {
      throw fail("Invalid request. isVideo must be 'yes' or 'no'.");
    }
    const micVolParam = query.get('micVol');
    const micVol = micVolParam === null ? null : Number(micVolParam);
    if (micVol !== null && !Number.isFinite(micVol)) throw fail('Invalid request. micVol must be a number.');

    // checked by their leading bytes: a clip is a photo or a video by what it is, and it must be
    // what the upload says it is (isVideo, the part's type and name); a photo's header is read
    const { files, form } = await readUploadedFiles(request, { isVideo: isVideoParam === null ? null : isVideoParam === 'yes' });
    // an invitee's first name, if they gave one (beyond the spec); a creator's own upload carries none
    const contributorName = asInvitee ? contributorNameOf(form) : null;
    // the client's upload id: an upload sent again (its answer was lost) gets the clips it already
    // made; the id of someone else's upload (or of other bytes) is refused, and nothing is stored
    const uploadIdField = form.get('uploadId');
    const uploadId = typeof uploadIdField === 'string' && uploadIdField.trim() ? uploadIdField.trim().slice(0, 100) : null;
    const uploader = uploaderOf(request, asInvitee);
    const earlier = uploadId ? clipsOf(getDb(), fizz.id).filter((c) => c.uploadId === uploadId) : [];
    if (earlier.length) {
      const sent = files.map((f) => f.file);
      if ((await claimOf(earlier, uploader, sent)) === 'taken') throw fail(UPLOAD_ID_TAKEN, 409);
      return ok<AddClipAnswer>({ message: 'Upload successful!', clips: earlier.map(clipJson), fizzId: fizz.id });
    }

    const stored: { upload: (typeof files)[number]; id: string; url: string }[] = [];
    for (const upload of files) stored.push({ upload, ...(await storeUpload(upload)) });
    const clips = updateDb((s) => {
      const row = s.fizzes.find((f) => f.id === fizz.id);
      let index = clipsOf(s, fizz.id).reduce((max, c) => Math.max(max, c.index), -1);
      const added = stored.map(({ upload, id: mediaId, url }) => {
        // what the bytes are (checked against the isVideo query above)
        const isVideo = upload.kind === 'video';
        const clip: ClipRow = {
          id: nextId(s, 'clip'),
          fizzId: fizz.id,
          isImage: !isVideo,
          image: isVideo ? videoThumbnail(upload.file.name) : url,
          video: isVideo ? url : null,
          introVid: false,
          caption: '',
          audio_option: 0,
          index: ++index,
          addedBy: asInvitee ? 'invitee' : 'owner',
          mediaId,
          trimStart: null,
          trimEnd: null,
          micVol,
          createdAt: new Date().toISOString(),
          uploadId,
          uploader,
          contributorName,
        };
        s.clips.push(clip);
        return clip;
      });
      if (asInvitee && row) {
        row.newestActorVideoId = added[added.length - 1].id;
        const session = s.sessions.find((x) => x.id === sessionOf(request)?.id);
        if (session) session.inviteFizzId = fizz.id;
      }
      return added;
    });
    return ok<AddClipAnswer>({ message: 'Upload successful!', clips: clips.map(clipJson), fizzId: fizz.id });
  }),

  http.put(rest('/video/rearrange'), async ({ request }) => {
    const { videos } = await readJson(request, rearrangeBodySchema);
    if (new Set(videos).size !== videos.length) throw fail('Invalid request. videos lists a clip twice.');
    const rows = videos.map((id) => findClip(id));
    const fizz = rows[0].fizz;
    if (rows.some((r) => r.fizz.id !== fizz.id)) throw fail('Invalid request. videos must belong to one Video Greeting.');
    requireCreatorEdit(request, fizz);
    updateDb((s) => {
      // the listed clips first, in the given order; any the client did not know of (a contributor's
      // new clip) keep their relative order after them
      const listed = new Map(videos.map((id, i) => [id, i]));
      const current = clipsOf(s, fizz.id);
      const unlisted = current.filter((c) => !listed.has(c.id));
      for (const c of current) if (listed.has(c.id)) c.index = listed.get(c.id)!;
      unlisted.forEach((c, i) => {
        c.index = videos.length + i;
      });
    });
    return ok();
  }),

  http.delete(rest('/video/:id'), ({ request, params }) => {
    const { clip, fizz } = findClip(numericParam(params.id, 'photo or video'));
    requireCreatorEdit(request, fizz);
    updateDb((s) => {
      s.clips = s.clips.filter((c) => c.id !== clip.id);
      reindex(s, fizz.id);
    });
    return ok();
  }),

  http.put(rest('/video/:id/caption/:caption'), ({ request, params }) => {
    const { clip, fizz } = findClip(numericParam(params.id, 'photo or video'));
    requireCreatorEdit(request, fizz);
    const caption = String(params.caption ?? '').trim();
    if (caption.length > CAPTION_MAX) throw fail(CAPTION_TOO_LONG);
    updateDb((s) => {
      const row = s.clips.find((c) => c.id === clip.id);
      if (row) row.caption = caption;
    });
    return ok();
  }),

  http.post(rest('/video/audio-option'), async ({ request }) => {
    const { video, audioOption } = await readJson(request, audioOptionBodySchema);
    const { clip, fizz } = findClip(video);
    requireCreatorEdit(request, fizz);
    updateDb((s) => {
      const row = s.clips.find((c) => c.id === clip.id);
      if (row) row.audio_option = audioOption;
    });
    return ok();
  }),

  http.put(rest('/video/:id/trim'), async ({ request, params }) => {
    const { clip, fizz } = findClip(numericParam(params.id, 'photo or video'));
    requireCreatorEdit(request, fizz);
    const { trimStart, trimEnd } = await readJson(request, trimBodySchema);
    if (clip.isImage) throw fail('Only videos can be trimmed.');
    updateDb((s) => {
      const row = s.clips.find((c) => c.id === clip.id);
      if (row) Object.assign(row, { trimStart, trimEnd });
    });
    return ok();
  }),

  http.post(rest('/fizz/:id/newest-actor-video'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireOwner(request, fizz);
    return ok<z.input<typeof newestActorResponseSchema>>({ videoId: fizz.newestActorVideoId });
  }),
];
