// Issue 35's hostile files sent straight to add-clip, past the app (a script, another client), as
// the creator and as an invitee: each is refused with its message and nothing is stored. The same
// files through the app: e2e/hostile-files.spec.ts. Over real HTTP: mocks/server.test.ts.
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@/shared/config/session';
import { HOSTILE, photoJpeg, type FixtureFile } from '../e2e/fixtures/hostile';
import { DEMO_SESSION_ID } from './db/seed';
import { getDb } from './db/store';
import {
  HEIF_NOT_TAKEN,
  NOT_AS_DECLARED,
  NOT_MEDIA,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
  UPLOAD_ID_TAKEN,
  VIDEO_CUT_SHORT,
} from './handlers/editor';

type Part = { file: FixtureFile } | { field: string; value: string };

/** A multipart add-clip body built by hand (bytes as they are; any part type and name). */
function multipart(parts: Part[]) {
  const boundary = '----hostile-upload';
  const chunks: Uint8Array[] = [];
  const text = (s: string) => chunks.push(new TextEncoder().encode(s));
  for (const part of parts) {
    if ('file' in part) {
      const { name, mimeType, buffer } = part.file;
      text(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\n`);
      text(`Content-Type: ${mimeType}\r\n\r\n`);
      chunks.push(new Uint8Array(buffer));
      text('\r\n');
    } else text(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`);
  }
  text(`--${boundary}--\r\n`);
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (body.set(c, at), at + c.length), 0);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function addClip(query: string, parts: Part[], session?: string) {
  const { body, contentType } = multipart(parts);
  const res = await fetch(`http://localhost/rest/fizz/1001/add-clip?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(session ? { [SESSION_HEADER]: session } : {}) },
    body,
  });
  return { status: res.status, json: (await res.json()) as { status: string; message?: string; clips?: { id: number }[] } };
}

const AS_CREATOR = (isVideo: string) => [`type=upload&size=1${isVideo}`, DEMO_SESSION_ID] as const;
const AS_INVITEE = (isVideo: string) => [`type=invite&uuid=inv-1001&size=1${isVideo}`, undefined] as const;
const stored = () => ({ clips: getDb().clips.length, media: Object.keys(getDb().media).length });

/** Each hostile file, the isVideo the app would send with it (by its name), and its refusal. */
const REFUSED: [string, () => FixtureFile, string, string][] = [
  ['a 20000 × 20000 PNG (1.6 GB decoded)', HOSTILE.hugePng, '&isVideo=no', PHOTO_TOO_LARGE],
  ['a 20000 × 20000 JPEG', HOSTILE.hugeJpeg, '&isVideo=no', PHOTO_TOO_LARGE],
  ['a 9000 × 9000 animated PNG', HOSTILE.hugeApng, '&isVideo=no', PHOTO_TOO_LARGE],
  ['an MP4 cut short after its index', HOSTILE.truncatedMp4, '&isVideo=yes', VIDEO_CUT_SHORT],
  ['a HEIC named .mp4', HOSTILE.heicAsMp4, '&isVideo=yes', HEIF_NOT_TAKEN],
  ['an AVIF named .mp4', HOSTILE.avifAsMp4, '&isVideo=yes', HEIF_NOT_TAKEN],
  [
    'a HEIC sent as the photo it is',
    () => ({ ...HOSTILE.heicAsMp4(), name: 'IMG_0004.HEIC', mimeType: 'image/heic' }),
    '&isVideo=no',
    HEIF_NOT_TAKEN,
  ],
  ['a text file named .jpg', HOSTILE.textAsJpeg, '&isVideo=no', NOT_MEDIA],
  ['a JPEG declared as a video (isVideo=yes, video/mp4, .mp4)', HOSTILE.jpegAsVideo, '&isVideo=yes', NOT_AS_DECLARED],
  ['a JPEG declared as a video by its part alone (no isVideo)', HOSTILE.jpegAsVideo, '', NOT_AS_DECLARED],
  [
    'a JPEG named .jpg sent as isVideo=yes',
    () => ({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: photoJpeg() }),
    '&isVideo=yes',
    NOT_AS_DECLARED,
  ],
  [
    'an MP4 sent as a photo (image/jpeg, .jpg)',
    () => ({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: HOSTILE.truncatedMp4().buffer }),
    '&isVideo=no',
    NOT_AS_DECLARED,
  ],
  [
    'a JPEG cut before its frame header',
    () => ({ name: 'cut.jpg', mimeType: 'image/jpeg', buffer: photoJpeg().subarray(0, 150) }),
    '&isVideo=no',
    PHOTO_UNREADABLE,
  ],
];

describe('hostile files straight to add-clip: refused with their message, nothing stored', () => {
  it.each(
    REFUSED.flatMap(([name, file, isVideo, message]) => [
      [`${name}, as the creator`, file, AS_CREATOR(isVideo), message] as const,
      [`${name}, as an invitee`, file, AS_INVITEE(isVideo), message] as const,
    ]),
  )('%s', async (_name, file, [query, session], message) => {
    const before = stored();
    expect(await addClip(query, [{ file: file() }], session)).toEqual({ status: 400, json: { status: 'error', message } });
    expect(stored()).toEqual(before);
  });

  it('a JPEG behind 650 kB of XMP is read to its frame header and stored as the JPEG it is', async () => {
    const { status, json } = await addClip(AS_INVITEE('&isVideo=no')[0], [{ file: HOSTILE.metadataJpeg() }]);
    expect([status, json.status]).toEqual([200, 'success']);
    expect(Object.values(getDb().media).map((m) => m.type)).toEqual(['image/jpeg']);
  });

  it('a HEIC named .mp4 is refused on the thank-you upload too', async () => {
    const { body, contentType } = multipart([{ file: HOSTILE.heicAsMp4() }]);
    const res = await fetch('http://localhost/rest/fizz/thank-you-add-clip', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    expect([res.status, await res.json()]).toEqual([400, { status: 'error', message: HEIF_NOT_TAKEN }]);
    expect(Object.keys(getDb().media)).toEqual([]);
  });
});

describe('an upload id is answered again only to its own uploader, for the same bytes', () => {
  const photo = (name = 'us.jpg', buffer: Buffer = photoJpeg()): FixtureFile => ({ name, mimeType: 'image/jpeg', buffer });
  const other = () => photo('mine.jpg', HOSTILE.metadataJpeg().buffer);
  const invitee = (file: FixtureFile, uploadId: string, name?: string, session?: string) =>
    addClip(
      AS_INVITEE('&isVideo=no')[0],
      [{ file }, { field: 'uploadId', value: uploadId }, ...(name ? [{ field: 'contributorName', value: name }] : [])],
      session,
    );

  it("another invitee's upload id (read from the invite answer) with another file: refused, the first invitee's clip and name never answered", async () => {
    const first = await invitee(photo(), 'up-jamie', 'Jamie');
    expect(first.status).toBe(200);
    const ids = (await (await fetch('http://localhost/rest/invite/inv-1001/fizz')).json()) as { uploadIds: string[] };
    expect(ids.uploadIds).toEqual(['up-jamie']);
    const before = stored();
    const claim = await invitee(other(), 'up-jamie');
    expect(claim).toEqual({ status: 409, json: { status: 'error', message: UPLOAD_ID_TAKEN } });
    expect(JSON.stringify(claim.json)).not.toContain('Jamie');
    expect(stored()).toEqual(before);
  });

  it("the same bytes from someone else (a session the first had not), or the creator's id claimed by an invitee: refused", async () => {
    expect((await invitee(photo(), 'up-jamie', 'Jamie')).status).toBe(200);
    expect(await invitee(photo(), 'up-jamie', undefined, DEMO_SESSION_ID)).toMatchObject({ status: 409 });
    const own = await addClip(
      AS_CREATOR('&isVideo=no')[0],
      [{ file: photo() }, { field: 'uploadId', value: 'up-own' }],
      DEMO_SESSION_ID,
    );
    expect(own.status).toBe(200);
    expect(await invitee(photo(), 'up-own')).toMatchObject({ status: 409, json: { message: UPLOAD_ID_TAKEN } });
  });

  it('the same upload sent again by its own uploader (its answer lost) is answered with the clip it made, stored once', async () => {
    const first = await invitee(photo(), 'up-again', 'Sam');
    const before = stored();
    const again = await invitee(photo(), 'up-again', 'Sam');
    expect([again.status, again.json.clips?.map((c) => c.id)]).toEqual([200, first.json.clips?.map((c) => c.id)]);
    expect(stored()).toEqual(before);
  });
});
