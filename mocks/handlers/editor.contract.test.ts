import { describe, expect, it } from 'vitest';
import { newestActorVideoQuery } from '@/api/editor/queries';
import { testQueryClient } from '@/testing/render';
import {
  addClip,
  captionSegment,
  deleteClip,
  findUploadedClips,
  getEditDetail,
  getNewestActorVideo,
  rearrangeClips,
  saveAudioOption,
  saveCaption,
  saveMusic,
  trimClip,
  updateCurrentStep,
} from '@/api/editor/requests';
import { endSession } from '@/shared/lib/session';
import { jpegFile, mp4File, pngFile } from '@/testing/builders';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther, startGuestSession } from '@/testing/sessions';
import { getDb } from '../db/store';
import { DEMO_SESSION_ID, GUEST_SESSION_ID } from '../db/seed';
import { SERVER_ERROR_MESSAGE, setScenarios } from '../scenarios/scenarios';
import {
  CLIP_NOT_FOUND,
  EMPTY_FILE,
  GREETING_NOT_FOUND,
  INVITE_NOT_FOUND,
  LOCKED,
  NOT_AS_DECLARED,
  NOT_MEDIA,
  NOT_OWNER,
} from './editor';
import { NOT_SIGNED_IN } from '../http';

const photo = jpegFile;
const video = mp4File;
const clipsOf = (fizzId: number) =>
  getDb()
    .clips.filter((c) => c.fizzId === fizzId)
    .sort((a, b) => a.index - b.index);
const fizzRow = (id: number) => getDb().fizzes.find((f) => f.id === id)!;

/** A multipart body built by hand (jsdom's FormData does not carry file bytes through msw). */
function multipart(parts: { name: string; filename: string; type: string; content: string }[]) {
  const boundary = '----editor-contract';
  const body =
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n${p.content}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Session-Id': DEMO_SESSION_ID } };
}

describe('editor contract', () => {
  describe('GET /rest/fizz/{id}/detail?type=edit-flow', () => {
    it('answers the greeting in the edit flow and the polling flag', async () => {
      signInAsDemo();
      const { greeting: fizz, disableNewestActor } = await getEditDetail(1001);
      expect(disableNewestActor).toBe(false);
      expect(fizz).toMatchObject({ id: 1001, isLocked: false, currentStep: 3, taId: 101, newestActorVideoId: 5005 });
      expect(fizz.videos.map((v) => v.id)).toEqual([5001, 5002, 5003, 5004, 5005]);
      expect(fizz.videos[1]).toMatchObject({ isImage: false, video: expect.stringMatching(/\.mp4$/) });
      expect(fizz.music.defaultMusicId).toBe(6);
      expect(fizz.music.options.find((m) => m.id === 0)?.url).toBeNull();
      expect(fizz.specialFields[0].items.length).toBeGreaterThan(0);
      expect(fizz.inviteLink).toMatch(/\/in\/inv-1001$/);
      // ours: the intro animation (its theme animation's video), which the preview and the renderer start with
      expect(fizz.introVideo).toBe('/media/videos/intro-birthday-balloons.mp4');
    });

    it('refuses an unknown greeting, a visitor without a session, and someone else', async () => {
      signInAsDemo();
      expect(await refusal(getEditDetail(99999))).toMatchObject({ message: GREETING_NOT_FOUND, httpStatus: 404 });
      expect(await refusal(getEditDetail(1005))).toMatchObject({ message: NOT_OWNER, httpStatus: 400 });
      endSession();
      expect(await refusal(getEditDetail(1001))).toMatchObject({ message: NOT_SIGNED_IN, httpStatus: 403 });
    });

    it('lets an anonymous creator read the greeting their session made', async () => {
      const row = fizzRow(1001);
      row.ownerId = null;
      row.creatorSessionId = GUEST_SESSION_ID;
      startGuestSession();
      expect((await getEditDetail(1001)).greeting.id).toBe(1001);
    });

    it('answers the thank-you item for the plain detail (no type): one handler, two answers', async () => {
      signInAsDemo();
      const res = await fetch('http://localhost/rest/fizz/1001/detail', { headers: { 'X-Session-Id': DEMO_SESSION_ID } });
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: 'success', item: { id: 1001 } });
      expect(body.disableNewestActor).toBeUndefined();
    });
  });

  describe('POST /rest/fizz/{id}/update-current-step', () => {
    it('persists the step', async () => {
      signInAsDemo();
      await updateCurrentStep(1001, 4);
      expect(fizzRow(1001).currentStep).toBe(4);
    });

    it('refuses a step out of range and a finished greeting', async () => {
      signInAsDemo();
      expect((await refusal(updateCurrentStep(1001, 5))).message).toMatch(/^Invalid request\. currentStep/);
      expect(await refusal(updateCurrentStep(1002, 2))).toMatchObject({ message: LOCKED });
    });
  });

  describe('PUT /rest/fizz/{id}/music', () => {
    it('saves the track, and the no-music option', async () => {
      signInAsDemo();
      await saveMusic(1001, 2);
      expect(fizzRow(1001).musicId).toBe(2);
      await saveMusic(1001, 0);
      expect(fizzRow(1001).musicId).toBe(0);
    });

    it('refuses an unknown track, a finished greeting and someone else', async () => {
      signInAsDemo();
      expect(await refusal(saveMusic(1001, 999))).toMatchObject({ httpStatus: 404 });
      expect(await refusal(saveMusic(1002, 2))).toMatchObject({ message: LOCKED });
      signInAsOther();
      expect(await refusal(saveMusic(1001, 2))).toMatchObject({ message: NOT_OWNER });
    });
  });

  describe('POST /rest/fizz/{id}/add-clip', () => {
    it('stores several files and answers the new clips at the end of the greeting', async () => {
      signInAsDemo();
      const progress: number[] = [];
      const res = await addClip(1001, [photo(), photo('b.jpg')], {
        sizeMb: 0.01,
        isVideo: false,
        onUploadProgress: (e) => progress.push(e.loaded),
      });
      expect(res.greetingId).toBe(1001);
      expect(res.clips).toHaveLength(2);
      expect(res.clips[0]).toMatchObject({ isImage: true, index: 5, image: expect.stringMatching(/^\/mock-media\//) });
      expect(clipsOf(1001)).toHaveLength(7);
      expect(progress.length).toBeGreaterThan(0);
      expect(Object.keys(getDb().media)).toHaveLength(2);
    });

    it('a video gets a generated thumbnail and its url', async () => {
      signInAsDemo();
      const { clips } = await addClip(1001, video(), { sizeMb: 0.01, isVideo: true });
      expect(clips[0]).toMatchObject({
        isImage: false,
        image: expect.stringMatching(/^data:image\/svg\+xml/),
        video: expect.stringMatching(/^\/mock-media\//),
      });
    });

    it('an invitee (no account, the invite code as uuid) adds a clip and becomes the newest actor video', async () => {
      const { clips } = await addClip(1001, photo(), { type: 'invite', uuid: 'inv-1001', sizeMb: 1, isVideo: false });
      expect(fizzRow(1001).newestActorVideoId).toBe(clips[0].id);
      expect(getDb().clips.find((c) => c.id === clips[0].id)?.addedBy).toBe('invitee');
    });

    it('a browser recording carries its mic level', async () => {
      signInAsDemo();
      const { clips } = await addClip(1001, video('rec.mp4'), { type: 'desktop-record', micVol: 0.42, sizeMb: 2, isVideo: true });
      expect(getDb().clips.find((c) => c.id === clips[0].id)?.micVol).toBe(0.42);
    });

    it("an invitee's browser recording (desktop-record with the invite code) is a contribution; a wrong code is refused", async () => {
      const { clips } = await addClip(1001, video('rec.webm'), {
        type: 'desktop-record',
        uuid: 'inv-1001',
        micVol: 0.5,
        sizeMb: 2,
        isVideo: true,
      });
      expect(fizzRow(1001).newestActorVideoId).toBe(clips[0].id);
      expect(
        await refusal(addClip(1001, video('rec.webm'), { type: 'desktop-record', uuid: 'inv-nope', sizeMb: 2, isVideo: true })),
      ).toMatchObject({
        message: INVITE_NOT_FOUND,
        httpStatus: 404,
      });
    });

    it('reads isVideo and size from the query, and refuses bad values', async () => {
      signInAsDemo();
      // the bytes must be what the query says (issue 35): a photo sent as isVideo=yes is refused
      expect(await refusal(addClip(1001, photo(), { sizeMb: 0.01, isVideo: true }))).toMatchObject({
        message: NOT_AS_DECLARED,
        httpStatus: 400,
      });
      const send = (query: string) =>
        fetch(`http://localhost/rest/fizz/1001/add-clip?${query}`, {
          method: 'POST',
          ...multipart([{ name: 'files[]', filename: 'a.jpg', type: 'image/jpeg', content: 'jpeg' }]),
        }).then(async (r) => [r.status, await r.json()]);
      expect(await send('type=upload&size=lots&isVideo=no')).toEqual([
        400,
        { status: 'error', message: 'Invalid request. size must be a number of MB.' },
      ]);
      expect(await send('type=upload&size=1&isVideo=maybe')).toEqual([
        400,
        { status: 'error', message: "Invalid request. isVideo must be 'yes' or 'no'." },
      ]);
      expect(clipsOf(1001)).toHaveLength(5); // nothing stored
    });

    it('stores a file as what its bytes are, and serves it with that type and nosniff', async () => {
      signInAsDemo();
      // a PNG named .jpg and declared image/jpeg is a PNG
      const { clips } = await addClip(1001, pngFile('holiday.jpg'), { sizeMb: 0.01, isVideo: false });
      const served = await fetch(`http://localhost${clips[0].image}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Object.values(getDb().media).map((m) => m.type)).toEqual(['image/png']);
    });

    it('refuses a wrong invite code, a finished greeting, someone else and a server error', async () => {
      expect(
        await refusal(addClip(1001, photo(), { type: 'invite', uuid: 'inv-1002', sizeMb: 1, isVideo: false })),
      ).toMatchObject({
        message: INVITE_NOT_FOUND,
        httpStatus: 404,
      });
      expect(
        await refusal(addClip(1002, photo(), { type: 'invite', uuid: 'inv-1002', sizeMb: 1, isVideo: false })),
      ).toMatchObject({ message: LOCKED });
      expect(await refusal(addClip(1001, photo(), { sizeMb: 1, isVideo: false }))).toMatchObject({ httpStatus: 403 });
      signInAsOther();
      expect(await refusal(addClip(1001, photo(), { sizeMb: 1, isVideo: false }))).toMatchObject({ message: NOT_OWNER });
      signInAsDemo();
      setScenarios(['server-error:add-clip']);
      expect(await refusal(addClip(1001, photo(), { sizeMb: 1, isVideo: false }))).toMatchObject({
        message: SERVER_ERROR_MESSAGE,
      });
      expect(clipsOf(1001)).toHaveLength(5);
    });

    it('refuses an empty file, a file that is not a photo or video, and no file at all', async () => {
      const url = 'http://localhost/rest/fizz/1001/add-clip?type=upload&size=1&isVideo=no';
      const empty = multipart([{ name: 'files[]', filename: 'empty.jpg', type: 'image/jpeg', content: '' }]);
      let res = await fetch(url, { method: 'POST', ...empty });
      expect(await res.json()).toEqual({ status: 'error', message: EMPTY_FILE });
      const text = multipart([{ name: 'files[]', filename: 'notes.txt', type: 'text/plain', content: 'hello' }]);
      res = await fetch(url, { method: 'POST', ...text });
      expect(await res.json()).toEqual({ status: 'error', message: NOT_MEDIA });
      // declared a JPEG, named .jpg, but HTML inside; and an SVG (it can carry script)
      for (const [filename, type, content] of [
        ['cat.jpg', 'image/jpeg', '<html><script>alert(1)</script></html>'],
        ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        ['fake.mp4', 'video/mp4', 'mp4 bytes'],
      ]) {
        res = await fetch(url, { method: 'POST', ...multipart([{ name: 'files[]', filename, type, content }]) });
        expect([res.status, await res.json()], filename).toEqual([400, { status: 'error', message: NOT_MEDIA }]);
      }
      const none = multipart([]);
      res = await fetch(url, { method: 'POST', ...none });
      expect(res.status).toBe(400);
      expect(clipsOf(1001)).toHaveLength(5);
    });
  });

  describe('PUT /rest/video/rearrange', () => {
    it('saves the new order', async () => {
      signInAsDemo();
      await rearrangeClips([5005, 5001, 5002, 5003, 5004]);
      expect(clipsOf(1001).map((c) => c.id)).toEqual([5005, 5001, 5002, 5003, 5004]);
    });

    it('keeps a clip the client did not know of after the listed ones', async () => {
      signInAsDemo();
      await rearrangeClips([5002, 5001, 5003, 5004]);
      expect(clipsOf(1001).map((c) => c.id)).toEqual([5002, 5001, 5003, 5004, 5005]);
    });

    it('refuses a repeated clip, clips of two greetings, an unknown clip and a finished greeting', async () => {
      signInAsDemo();
      expect((await refusal(rearrangeClips([5001, 5001]))).message).toMatch(/twice/);
      expect((await refusal(rearrangeClips([5001, 5006]))).message).toMatch(/one Video Greeting/);
      expect(await refusal(rearrangeClips([424242]))).toMatchObject({ message: CLIP_NOT_FOUND, httpStatus: 404 });
      expect(await refusal(rearrangeClips([5007, 5006]))).toMatchObject({ message: LOCKED });
      expect((await refusal(rearrangeClips([]))).message).toMatch(/^Invalid request/);
    });
  });

  describe('DELETE /rest/video/{id}', () => {
    it('removes the clip and closes the gap', async () => {
      signInAsDemo();
      await deleteClip(5002);
      expect(clipsOf(1001).map((c) => [c.id, c.index])).toEqual([
        [5001, 0],
        [5003, 1],
        [5004, 2],
        [5005, 3],
      ]);
    });

    it('refuses an unknown clip and a finished greeting', async () => {
      signInAsDemo();
      expect(await refusal(deleteClip(424242))).toMatchObject({ message: CLIP_NOT_FOUND });
      expect(await refusal(deleteClip(5006))).toMatchObject({ message: LOCKED });
    });
  });

  describe('PUT /rest/video/{id}/caption/{caption}', () => {
    it.each([
      ['Happy birthday!', 'Happy birthday!'],
      ['a/b ?#% 100%', 'a/b ?#% 100%'],
      ['  spaced  ', 'spaced'],
      ['', ''],
      ['.', '.'],
      ['..', '..'],
      ['🎉 <b>hi</b>', '🎉 <b>hi</b>'],
    ])('saves %j as %j', async (sent, stored) => {
      signInAsDemo();
      await saveCaption(5001, sent);
      expect(getDb().clips.find((c) => c.id === 5001)?.caption).toBe(stored);
    });

    it('refuses a caption that is too long and a finished greeting', async () => {
      signInAsDemo();
      expect((await refusal(saveCaption(5001, 'x'.repeat(500)))).message).toMatch(/up to/);
      expect(await refusal(saveCaption(5006, 'hi'))).toMatchObject({ message: LOCKED });
    });

    it('captionSegment keeps every caption one path segment', () => {
      expect(captionSegment('a/b')).toBe('a%2Fb');
      expect(captionSegment('')).toBe('%20');
      expect(captionSegment('..')).toBe('..%20');
    });
  });

  describe('POST /rest/video/audio-option', () => {
    it('saves the sound option', async () => {
      signInAsDemo();
      await saveAudioOption(5002, 2);
      expect(getDb().clips.find((c) => c.id === 5002)?.audio_option).toBe(2);
    });

    it('refuses an unknown clip and a finished greeting', async () => {
      signInAsDemo();
      expect(await refusal(saveAudioOption(424242, 1))).toMatchObject({ httpStatus: 404 });
      expect(await refusal(saveAudioOption(5007, 1))).toMatchObject({ message: LOCKED });
    });
  });

  describe('PUT /rest/video/{id}/trim', () => {
    it('saves the trim of a video', async () => {
      signInAsDemo();
      await trimClip(5002, { trimStart: 0.5, trimEnd: 2 });
      expect(getDb().clips.find((c) => c.id === 5002)).toMatchObject({ trimStart: 0.5, trimEnd: 2 });
    });

    it('refuses a photo, an end before the start, and a finished greeting', async () => {
      signInAsDemo();
      expect((await refusal(trimClip(5001, { trimStart: 0, trimEnd: 2 }))).message).toBe('Only videos can be trimmed.');
      expect((await refusal(trimClip(5002, { trimStart: 3, trimEnd: 2 }))).message).toMatch(/^Invalid request/);
      expect(await refusal(trimClip(5007, { trimStart: 0, trimEnd: 1 }))).toMatchObject({ message: LOCKED });
    });
  });

  describe('POST /rest/fizz/{id}/newest-actor-video', () => {
    it('answers the newest contributor clip id', async () => {
      signInAsDemo();
      expect(await getNewestActorVideo(1001)).toBe(5005);
      fizzRow(1001).newestActorVideoId = null;
      expect(await getNewestActorVideo(1001)).toBeNull();
    });

    it('refuses someone else and an unknown greeting', async () => {
      signInAsDemo();
      expect(await refusal(getNewestActorVideo(1005))).toMatchObject({ message: NOT_OWNER });
      expect(await refusal(getNewestActorVideo(99999))).toMatchObject({ httpStatus: 404 });
    });
  });
});

describe('editor query options and composed requests over the fake server', () => {
  it('newestActorVideoQuery reads the newest contributor clip', async () => {
    signInAsDemo();
    const queryClient = testQueryClient();
    await expect(queryClient.fetchQuery(newestActorVideoQuery(1001))).resolves.toBe(5005);
    await expect(queryClient.fetchQuery(newestActorVideoQuery(1005))).rejects.toMatchObject({ message: NOT_OWNER });
  });

  it('findUploadedClips answers the clips an upload id made (a resend after a lost answer), null when it never arrived', async () => {
    signInAsDemo();
    const sent = await addClip(1001, video(), { type: 'desktop-record', sizeMb: 1, isVideo: true, uploadId: 'rec-1' });
    await expect(findUploadedClips(1001, 'rec-1')).resolves.toMatchObject({
      status: 'success',
      clips: sent.clips,
      greetingId: 1001,
    });
    await expect(findUploadedClips(1001, 'never-sent')).resolves.toBeNull();
  });
});
