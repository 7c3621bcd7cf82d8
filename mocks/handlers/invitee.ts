import { http, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { contributorNameSchema } from '@/api/invitee/schemas';
import { media } from '../db/seed/media';
import { newFizzRow } from '../db/rows';
import { getDb, newUuid, nextId, updateDb } from '../db/store';
import type { ClipRow, FizzRow } from '../db/types';
import { fail, ok, parseId, rest, sessionOf, userOf } from '../http';
import { FINISHED, FIZZ_NOT_FOUND, isOwner, newAnonymousSession, requireEditable, requireOwner } from '../rules';
import { NOT_MEDIA, readUploadedFiles, storeUpload } from '../uploads';

export const INVITE_NOT_FOUND = "We couldn't find that invitation. Please check the link.";
export { NO_FILES } from '../uploads';
/** Uploads are checked by their leading bytes in mocks/uploads.ts, which refuses with this. */
export const BAD_FILE_TYPE = NOT_MEDIA;
export const THANK_YOU_LOCKED = FINISHED;
export const THANKED_MISMATCH = 'Invalid request. fizzId and uuid name different Video Greetings.';
export const CONTRIBUTOR_NAME_NOT_TEXT = 'Invalid request. contributorName must be text.';

/**
 * An invitee's add-clip form field `contributorName` (their first name, beyond the spec), checked
 * with the page's own schema: the trimmed name, null when none was given, or a refusal with the
 * schema's message. The add-clip handler keeps it on the clip row (ClipRow.contributorName).
 */
export function contributorNameOf(form: FormData): string | null {
  const raw = form.get('contributorName');
  if (raw === null) return null;
  if (typeof raw !== 'string') throw fail(CONTRIBUTOR_NAME_NOT_TEXT);
  const parsed = z.safeParse(contributorNameSchema, raw);
  if (!parsed.success) throw fail(parsed.error.issues[0]?.message ?? CONTRIBUTOR_NAME_NOT_TEXT);
  return parsed.data || null;
}

/**
 * A thank-you greeting remembers the greeting it thanks, so a second recording for the same
 * greeting joins the first. (Kept on the row beside FizzRow's fields: JSON state keeps it.)
 */

/** The caller's thank-you for `thanked` that is still open to more clips, if any. */
function openThankYouFor(request: Request, thanked: FizzRow): FizzRow | undefined {
  return getDb().fizzes.find((f) => f.isThankyou && !f.isLocked && f.thanksFizzId === thanked.id && isOwner(request, f));
}

/**
 * The greeting a fizzId names: a thank-you greeting (added to by its owner only) or the greeting
 * being thanked, which must have been sent (it has a viewer link) unless it is the caller's own.
 * Anything else reads as unknown, so ids reveal nothing about greetings nobody shared.
 */
function namedById(request: Request, raw: string): FizzRow {
  const id = parseId(raw);
  const fizz = id === null ? undefined : getDb().fizzes.find((f) => f.id === id);
  if (!fizz || (!fizz.isThankyou && fizz.shareUrl === null && !isOwner(request, fizz))) throw fail(FIZZ_NOT_FOUND, 404);
  return fizz;
}

function clipAnswer(c: ClipRow) {
  return {
    id: c.id,
    isImage: c.isImage,
    image: c.image,
    video: c.video,
    introVid: c.introVid,
    caption: c.caption,
    audio_option: c.audio_option,
    index: c.index,
  };
}

/** A new thank-you greeting, modelled on the greeting it thanks (or the Thank You theme). */
function newThankYouFizz(id: number, thanked: FizzRow | undefined, ownerId: number | null, sessionId: string): FizzRow {
  const animation = getDb().animations.find((a) => a.id === 501);
  const row: FizzRow = newFizzRow({
    id,
    ownerId,
    creatorSessionId: sessionId,
    name: thanked ? `Thank you for "${thanked.title}"` : 'Thank you',
    title: 'Thank you!',
    img: media.thankYouPoster,
    isThankyou: true,
    price: 0,
    isFree: true,
    sku: animation?.sku ?? 'VG-501',
    themeName: 'Thank You',
    themeId: 5,
    taId: 501,
    uuid: newUuid(),
    inviteCode: `inv-${id}`,
    message: '',
    specialFields: [],
    musicId: getDb().settings.defaultMusicId,
    disableNewestActor: true,
  });
  if (thanked) row.thanksFizzId = thanked.id;
  return row;
}

export const inviteeHandlers: HttpHandler[] = [
  http.get(rest('/invite/:code/fizz'), ({ params }) => {
    const code = String(params.code);
    const fizz = getDb().fizzes.find((f) => f.inviteCode === code);
    if (!fizz) return fail(INVITE_NOT_FOUND, 404);
    // the client upload ids of the contributions that arrived: an invitee's page checks them before
    // sending a file again whose answer was lost (random ids, so they say nothing about anyone)
    const uploadIds = getDb()
      .clips.filter((c) => c.fizzId === fizz.id && c.addedBy === 'invitee' && c.uploadId)
      .map((c) => c.uploadId as string);
    return ok({ id: fizz.id, img: fizz.img, message: fizz.message, name: fizz.name, isLocked: fizz.isLocked, uploadIds });
  }),

  // a recipient's thank-you video: the first upload makes the thank-you greeting, later ones add to
  // it. fizzId (query or form field) names either that thank-you greeting or, from the recipient
  // page's /record-thank-you/{fizzId}, the greeting being thanked, as ?uuid= does: then the
  // caller's open thank-you for it gets the clip, or a new one is made
  http.post(rest('/fizz/thank-you-add-clip'), async ({ request }) => {
    const { files, form } = await readUploadedFiles(request);
    const query = new URL(request.url).searchParams;
    const field = (name: string) => {
      const v = query.get(name) ?? form.get(name);
      return typeof v === 'string' && v.trim() ? v.trim() : null;
    };
    const fizzIdParam = field('fizzId');
    const thankedUuid = field('uuid');

    let existing: FizzRow | undefined;
    let thanked: FizzRow | undefined;
    if (fizzIdParam !== null) {
      const named = namedById(request, fizzIdParam);
      if (named.isThankyou) {
        existing = named;
        requireOwner(request, existing);
        requireEditable(existing);
      } else thanked = named;
    }
    if (thankedUuid) {
      const byUuid = getDb().fizzes.find((f) => f.uuid === thankedUuid);
      if (!byUuid) return fail(FIZZ_NOT_FOUND, 404);
      if (thanked && thanked.id !== byUuid.id) return fail(THANKED_MISMATCH);
      thanked ??= byUuid;
    }
    // a second recording for the same greeting joins the caller's thank-you that is still open
    if (!existing && thanked) existing = openThankYouFor(request, thanked);

    const stored: { kind: (typeof files)[number]['kind']; upload: { id: string; url: string } }[] = [];
    for (const file of files) stored.push({ kind: file.kind, upload: await storeUpload(file) });

    const user = userOf(request);
    const result = updateDb((s) => {
      let sessionId: string | undefined;
      let fizz = existing;
      if (!fizz) {
        let session = sessionOf(request);
        if (!session) {
          session = newAnonymousSession(s);
          sessionId = session.id;
        }
        fizz = newThankYouFizz(nextId(s, 'fizz'), thanked, user?.id ?? null, session.id);
        s.fizzes.push(fizz);
      }
      const target = fizz;
      let index = s.clips.filter((c) => c.fizzId === target.id).reduce((max, c) => Math.max(max, c.index + 1), 0);
      const clips = stored.map(({ kind, upload }) => {
        const isVideo = kind === 'video';
        const clip: ClipRow = {
          id: nextId(s, 'clip'),
          fizzId: target.id,
          isImage: !isVideo,
          image: isVideo ? media.thankYouPoster : upload.url,
          video: isVideo ? upload.url : null,
          introVid: false,
          caption: '',
          audio_option: 0,
          index: index++,
          addedBy: 'owner',
          mediaId: upload.id,
          trimStart: null,
          trimEnd: null,
          micVol: null,
          createdAt: new Date().toISOString(),
        };
        s.clips.push(clip);
        return clip;
      });
      if (!existing && clips[0]?.isImage) target.img = clips[0].image;
      return { fizzId: target.id, clips, sessionId };
    });
    return ok({
      message: 'Upload successful!',
      clips: result.clips.map(clipAnswer),
      fizzId: result.fizzId,
      ...(result.sessionId ? { sessionId: result.sessionId } : {}),
    });
  }),
];
