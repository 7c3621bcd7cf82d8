import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { getEditDetail } from '@/api/editor/requests';
import { addClipResponseSchema } from '@/api/editor/schemas';
import { CONTRIBUTOR_NAME_MESSAGES } from '@/api/invitee/schemas';
import { addInviteClip, addThankYouClip, getInviteGreeting } from '@/api/invitee/requests';
import { getSessionId } from '@/shared/lib/session';
import { JPEG_HEADER } from '@/testing/builders';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther } from '@/testing/sessions';
import { getDb, updateDb } from '../db/store';
import { readUpload } from '../uploads';
import { FIZZ_NOT_FOUND } from '../rules';
import { BAD_FILE_TYPE, INVITE_NOT_FOUND, THANKED_MISMATCH, THANK_YOU_LOCKED } from './invitee';

const video = () => new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'thanks.mp4', { type: 'video/mp4' });
// a JPEG's start up to its frame header: the fake server reads a photo's size before it stores it
const photo = () => new File([new Uint8Array(JPEG_HEADER)], 'us.jpg', { type: 'image/jpeg' });

describe('GET /rest/invite/{code}/fizz', () => {
  it('answers the greeting an invite link points at', async () => {
    expect(await getInviteGreeting('inv-1001')).toEqual({
      status: 'success',
      id: 1001,
      img: expect.stringMatching(/birthday-balloons\.jpg$/),
      name: "Alex's Birthday",
      message: expect.stringContaining('Please add a photo or a short video!'),
      isLocked: false,
      uploadIds: [],
    });
    expect((await getInviteGreeting('inv-1002')).isLocked).toBe(true);
  });

  it('lists the client upload ids of the contributions that arrived (so a page never sends one twice)', async () => {
    await addInviteClip({ greetingId: 1001, code: 'inv-1001', file: photo(), sizeMb: 0.01, isVideo: false, uploadId: 'up-a' });
    await addInviteClip({ greetingId: 1001, code: 'inv-1001', file: photo(), sizeMb: 0.01, isVideo: false });
    expect((await getInviteGreeting('inv-1001')).uploadIds).toEqual(['up-a']);
    expect((await getInviteGreeting('inv-1002')).uploadIds).toEqual([]);
  });

  it('answers 404 with a message for an unknown code', async () => {
    const error = await refusal(getInviteGreeting('inv-nope'));
    expect([error.httpStatus, error.message]).toEqual([404, INVITE_NOT_FOUND]);
  });
});

describe('POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={code} with a client upload id', () => {
  it('the same upload sent again (its answer lost) answers the clip it made, and stores nothing twice', async () => {
    const first = await addInviteClip({
      greetingId: 1001,
      code: 'inv-1001',
      file: photo(),
      sizeMb: 0.01,
      isVideo: false,
      uploadId: 'up-1',
    });
    const clipsBefore = getDb().clips.length;
    const mediaBefore = Object.keys(getDb().media).length;
    const again = await addInviteClip({
      greetingId: 1001,
      code: 'inv-1001',
      file: photo(),
      sizeMb: 0.01,
      isVideo: false,
      uploadId: 'up-1',
    });
    expect(again.clips.map((c) => c.id)).toEqual(first.clips.map((c) => c.id));
    expect(again.clips[0]).toMatchObject({ uploadId: 'up-1' });
    expect([getDb().clips.length, Object.keys(getDb().media).length]).toEqual([clipsBefore, mediaBefore]);

    // another upload id is another clip
    await addInviteClip({ greetingId: 1001, code: 'inv-1001', file: photo(), sizeMb: 0.01, isVideo: false, uploadId: 'up-2' });
    expect(getDb().clips.length).toBe(clipsBefore + 1);
  });

  it('a finished greeting refuses it all the same', async () => {
    const error = await refusal(
      addInviteClip({ greetingId: 1002, code: 'inv-1002', file: photo(), sizeMb: 0.01, isVideo: false, uploadId: 'up-3' }),
    );
    expect(error.message).toBe('This Video Greeting has already been finished');
  });
});

/** add-clip as any client may send it: a photo and these form fields. */
function postClip(query: Record<string, string>, fields: Record<string, string>) {
  const form = new FormData();
  form.append('files[]', photo(), 'us.jpg');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request(
    { method: 'POST', url: '/rest/fizz/1001/add-clip', params: { size: 0.01, isVideo: 'no', ...query }, data: form },
    addClipResponseSchema,
  );
}
const asInvitee = { type: 'invite', uuid: 'inv-1001' };

describe("add-clip's contributorName (an invitee's first name, beyond the spec)", () => {
  it('is kept trimmed on the clip, answered with it, and shown to the creator in the edit flow', async () => {
    const answer = await addInviteClip({
      greetingId: 1001,
      code: 'inv-1001',
      file: photo(),
      sizeMb: 0.01,
      isVideo: false,
      uploadId: 'up-named',
      contributorName: 'Jamie',
    });
    expect(answer.clips[0].contributorName).toBe('Jamie');
    expect(getDb().clips.find((c) => c.uploadId === 'up-named')?.contributorName).toBe('Jamie');
    const spaced = await postClip(asInvitee, { contributorName: '  Sam  ' });
    expect(spaced.clips[0].contributorName).toBe('Sam');

    signInAsDemo();
    const { greeting: fizz } = await getEditDetail(1001);
    expect(fizz.videos.filter((v) => v.contributorName).map((v) => [v.id, v.contributorName])).toEqual([
      [answer.clips[0].id, 'Jamie'],
      [spaced.clips[0].id, 'Sam'],
    ]);
  });

  it.each([
    ['none', {}],
    ['an empty one', { contributorName: '' }],
    ['only spaces', { contributorName: '   ' }],
  ])('%s: the clip is nobody’s in particular', async (_, fields) => {
    const answer = await postClip(asInvitee, fields);
    expect(answer.clips[0].contributorName).toBeNull();
    expect(getDb().clips.find((c) => c.id === answer.clips[0].id)?.contributorName ?? null).toBeNull();
  });

  it.each([
    ['over 40 characters', 'A'.repeat(41), CONTRIBUTOR_NAME_MESSAGES.tooLong],
    ['markup', '<img src=x onerror=alert(1)>', CONTRIBUTOR_NAME_MESSAGES.notPlain],
    ['a line break', 'Ja\nmie', CONTRIBUTOR_NAME_MESSAGES.notPlain],
    // the person-written text policy, as the page applies it
    ['a right-to-left override', 'Evil\u202Egpj.exe', CONTRIBUTOR_NAME_MESSAGES.bidi],
    ['a left-to-right mark', 'Jamie\u200E', CONTRIBUTOR_NAME_MESSAGES.bidi],
    ['zero-width spaces only', '\u200B\u200B', CONTRIBUTOR_NAME_MESSAGES.invisible],
    ['tag characters', 'Jamie\u{E0041}\u{E0042}', CONTRIBUTOR_NAME_MESSAGES.invisible],
    ['a Hangul filler', '\u3164', CONTRIBUTOR_NAME_MESSAGES.invisible],
    ['no letter', '12345', CONTRIBUTOR_NAME_MESSAGES.noLetter],
    ['Zalgo', 'J̸̢̛͈amie', CONTRIBUTOR_NAME_MESSAGES.tooManyMarks],
    ['a sentence', ' and Jamie added 9 videos. Click here', CONTRIBUTOR_NAME_MESSAGES.sentence],
  ])('%s is refused with the page’s own message, and nothing is stored', async (_, name, message) => {
    const clipsBefore = getDb().clips.length;
    const mediaBefore = Object.keys(getDb().media).length;
    const error = await refusal(postClip(asInvitee, { contributorName: name }));
    expect([error.httpStatus, error.message]).toEqual([400, message]);
    expect([getDb().clips.length, Object.keys(getDb().media).length]).toEqual([clipsBefore, mediaBefore]);
  });

  it("a creator's own upload carries no contributor name", async () => {
    signInAsDemo();
    const answer = await postClip({ type: 'upload' }, { contributorName: 'Mallory' });
    expect(answer.clips[0].contributorName).toBeNull();
  });
});

describe('POST /rest/fizz/thank-you-add-clip', () => {
  it('makes a thank-you greeting on the first upload (with an anonymous session), then adds to it', async () => {
    const first = await addThankYouClip({ file: video(), uuid: 'vid-1003' });
    expect(first.sessionId).toMatch(/^sess-anon-/);
    expect(getSessionId()).toBe(first.sessionId);
    expect(first.clips).toEqual([
      expect.objectContaining({ isImage: false, index: 0, video: expect.stringMatching(/\/mock-media\//) }),
    ]);
    const thankYou = getDb().fizzes.find((f) => f.id === Number(first.greetingId))!;
    expect(thankYou).toMatchObject({
      isThankyou: true,
      ownerId: null,
      creatorSessionId: first.sessionId,
      name: 'Thank you for "Congratulations, Riley!"',
    });
    const stored = await readUpload(getDb().clips.find((c) => c.fizzId === thankYou.id)!.mediaId!);
    expect(stored?.type).toBe('video/mp4');

    const second = await addThankYouClip({ file: photo(), greetingId: first.greetingId });
    expect(second.greetingId).toBe(first.greetingId);
    expect(second.sessionId).toBeUndefined();
    expect(second.clips[0]).toMatchObject({ isImage: true, index: 1 });
  });

  it('belongs to a signed-in user when there is one', async () => {
    signInAsDemo();
    const data = await addThankYouClip({ file: photo() });
    expect(getDb().fizzes.find((f) => f.id === Number(data.greetingId))).toMatchObject({ ownerId: 1, isThankyou: true });
  });

  it('refuses a file that is not a photo or a video', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect((await refusal(addThankYouClip({ file: text }))).message).toBe(BAD_FILE_TYPE);
  });

  it("a fizzId that is not a thank-you is the greeting being thanked (the recipient page's /record-thank-you/{fizzId})", async () => {
    const clipsOf = (id: number) => getDb().clips.filter((c) => c.fizzId === id);
    const before = clipsOf(1003).length;
    const first = await addThankYouClip({ file: video(), greetingId: 1003 });
    const thankYouId = Number(first.greetingId);
    expect(thankYouId).not.toBe(1003);
    expect(getDb().fizzes.find((f) => f.id === thankYouId)).toMatchObject({
      isThankyou: true,
      creatorSessionId: first.sessionId,
      name: 'Thank you for "Congratulations, Riley!"',
      thanksFizzId: 1003,
    });
    // a second recording for the same greeting joins the same thank-you; the thanked greeting is untouched
    const second = await addThankYouClip({ file: photo(), greetingId: 1003 });
    expect(second.greetingId).toBe(first.greetingId);
    expect(second.clips[0]).toMatchObject({ isImage: true, index: 1 });
    expect(clipsOf(1003)).toHaveLength(before);
    // so does one that names it by its viewer uuid
    expect((await addThankYouClip({ file: photo(), uuid: 'vid-1003' })).greetingId).toBe(first.greetingId);

    // once that thank-you is finished, the next recording starts a new one
    updateDb((s) => {
      s.fizzes.find((f) => f.id === thankYouId)!.isLocked = true;
    });
    const third = await addThankYouClip({ file: photo(), greetingId: 1003 });
    expect(third.greetingId).not.toBe(first.greetingId);
    expect(third.clips[0]).toMatchObject({ index: 0 });
  });

  it("someone else's open thank-you for the same greeting is not joined", async () => {
    signInAsOther();
    const theirs = await addThankYouClip({ file: photo(), greetingId: 1003 });
    signInAsDemo();
    const mine = await addThankYouClip({ file: photo(), greetingId: 1003 });
    expect(mine.greetingId).not.toBe(theirs.greetingId);
    expect(getDb().fizzes.find((f) => f.id === Number(mine.greetingId))?.ownerId).toBe(1);
  });

  it('refuses a greeting nobody shared, an id that is not one, and a fizzId and uuid that disagree', async () => {
    // 1001 is demo's greeting in progress: no viewer link yet, so to anyone else it does not exist
    const unshared = await refusal(addThankYouClip({ file: photo(), greetingId: 1001 }));
    expect([unshared.httpStatus, unshared.message]).toEqual([404, FIZZ_NOT_FOUND]);
    for (const fizzId of ['abc', '1e3', '01003', '424242']) {
      expect((await refusal(addThankYouClip({ file: photo(), greetingId: fizzId }))).httpStatus).toBe(404);
    }
    expect((await refusal(addThankYouClip({ file: photo(), greetingId: 1003, uuid: 'vid-playlist' }))).message).toBe(
      THANKED_MISMATCH,
    );
    expect(getDb().fizzes.filter((f) => f.isThankyou && f.name.startsWith('Thank you for'))).toEqual([]);
  });

  it("refuses someone else's thank-you video and a finished one", async () => {
    signInAsDemo();
    const { greetingId } = await addThankYouClip({ file: photo() });
    signInAsOther();
    expect((await refusal(addThankYouClip({ file: photo(), greetingId }))).httpStatus).toBe(400);
    signInAsDemo();
    updateDb((s) => {
      s.fizzes.find((f) => f.id === Number(greetingId))!.isLocked = true;
    });
    expect((await refusal(addThankYouClip({ file: photo(), greetingId }))).message).toBe(THANK_YOU_LOCKED);
  });
});

describe('POST /rest/fizz/thank-you-add-clip without files', () => {
  it('is refused with a message', async () => {
    const { request } = await import('@/api/client');
    const { okSchema } = await import('@/api/common/schemas');
    const error = await refusal(
      request({ method: 'POST', url: '/rest/fizz/thank-you-add-clip', data: new FormData() }, okSchema),
    );
    expect(error.message).toBe('Please choose a photo or video to upload.');
  });
});
