import { describe, expect, it } from 'vitest';
import { deleteComment, getComments, getStats, getViewerGreeting, markViewed, postComment, setLike } from '@/api/viewer/requests';
import { endSession, getSessionId } from '@/shared/lib/session';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther } from '@/testing/sessions';
import { getDb } from '../db/store';
import { NOT_SIGNED_IN, rest } from '../http';
import {
  COMMENT_NOT_FOUND,
  COMMENT_TOO_LONG,
  COMMENT_TOO_SHORT,
  COMMENTS_OFF,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  LIKER_UNKNOWN,
  ONLY_OWNER_REMOVES,
  REPLY_TO_REPLY,
  VIEWER_NOT_FOUND,
} from './viewer';

const author = { firstName: 'Ana', lastName: 'Ruiz' };

describe('GET /rest/vid/{uuid}/fizz', () => {
  it('answers the recipient page data: title, video, offer, stats and comments flags, videos', async () => {
    const { item } = await getViewerGreeting('vid-1003');
    expect(item).toMatchObject({
      fizzId: 1003,
      uuid: 'vid-1003',
      title: 'Congratulations, Riley!',
      showVideoStats: true,
      showComments: true,
      showMultiPlayer: false,
      bannerType: null,
      isDone: true,
      isLocked: true,
      needsPurchase: false,
      isOwner: false,
    });
    expect(item.video).toBe('/media/videos/greeting-1.mp4');
    expect(item.offer?.ui.claimBtn).toBe('Redeem my free greeting');
    expect(item.videos).toHaveLength(3);
    expect(item.videos[1]).toMatchObject({ isImage: false, video: expect.stringMatching(/clip-1\.mp4$/) });
  });

  it('knows the playlist and charity banner fixtures, and the owner', async () => {
    expect((await getViewerGreeting('vid-playlist')).item).toMatchObject({ showMultiPlayer: true, offer: null });
    expect((await getViewerGreeting('vid-komen')).item.bannerType).toBe('komen');
    signInAsDemo();
    expect((await getViewerGreeting('vid-1003')).item.isOwner).toBe(true);
  });

  it('answers 404 for an unknown uuid and for a greeting not yet shareable', async () => {
    expect((await refusal(getViewerGreeting('vid-nope'))).message).toBe(VIEWER_NOT_FOUND);
    expect((await refusal(getViewerGreeting('vid-1002'))).httpStatus).toBe(404);
  });
});

describe('GET /rest/fizz/{uuid}/stats and POST /rest/vid/{uuid}/likes', () => {
  it('counts views and likes; a like toggles per user and changes the count by one', async () => {
    signInAsDemo();
    expect(await getStats('vid-1003')).toEqual({ status: 'success', viewCount: 42, likeCount: 3, userLiked: false });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await getStats('vid-1003')).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await setLike('vid-1003', false)).toMatchObject({ likeCount: 3, userLiked: false });
    expect(await setLike('vid-1003', false)).toMatchObject({ likeCount: 3, userLiked: false });
  });

  it('a visitor without a session likes as this browser: repeated likes count once, and no session is made', async () => {
    const sessions = getDb().sessions.length;
    for (let i = 0; i < 5; i++)
      expect(await setLike('vid-1003', true)).toEqual({ status: 'success', likeCount: 4, userLiked: true });
    expect(getDb().sessions).toHaveLength(sessions);
    expect(getSessionId()).toBeUndefined();
    expect(getDb().likes.filter((l) => l.fizzUuid === 'vid-1003' && l.sessionOrUserId.startsWith('device:'))).toHaveLength(1);
    // the like is this browser's: it shows as liked, and can be undone
    expect(await getStats('vid-1003')).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await setLike('vid-1003', false)).toMatchObject({ likeCount: 3, userLiked: false });
    expect(getDb().sessions).toHaveLength(sessions);
  });

  it('another browser (another deviceId) is another visitor; the same one after a reload is not', async () => {
    await setLike('vid-1003', true);
    localStorage.setItem('deviceId', 'another-browser-0001');
    expect(await getStats('vid-1003')).toMatchObject({ likeCount: 4, userLiked: false });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 5, userLiked: true });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 5, userLiked: true });
  });

  it('a call that names no one (a script without a session or a deviceId) is refused, makes no session and counts nothing', async () => {
    const sessions = getDb().sessions.length;
    const likeAs = (body: unknown) =>
      fetch(new URL(rest('/vid/vid-1003/likes').replace('*', ''), window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 3; i++) {
      const answer = await likeAs({ isAdd: true });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ status: 'error', message: LIKER_UNKNOWN });
    }
    // a deviceId that is not one (too short, markup) is refused as a bad body
    expect((await likeAs({ isAdd: true, deviceId: 'x' })).status).toBe(400);
    expect((await likeAs({ isAdd: true, deviceId: '<script>alert(1)</script>' })).status).toBe(400);
    expect(getDb().sessions).toHaveLength(sessions);
    expect(getDb().likes.filter((l) => l.fizzUuid === 'vid-1003')).toHaveLength(3);
  });

  it('a signed-in visitor likes as their account, whichever browser', async () => {
    signInAsDemo();
    await setLike('vid-1003', true);
    localStorage.setItem('deviceId', 'another-browser-0001');
    expect(await getStats('vid-1003')).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 4, userLiked: true });
  });

  it('refuses unknown greetings and a bad body', async () => {
    expect((await refusal(getStats('vid-nope'))).httpStatus).toBe(404);
    expect((await refusal(setLike('vid-nope', true))).httpStatus).toBe(404);
    // isAdd must be a boolean
    expect((await refusal(setLike('vid-1003', 'yes' as unknown as boolean))).message).toMatch(/^Invalid request\. isAdd/);
  });
});

describe('POST /rest/vid/{uuid}/viewed', () => {
  it('counts each view', async () => {
    expect(await markViewed('vid-1003')).toEqual({ status: 'success', viewCount: 43 });
    expect(await markViewed('vid-1003')).toEqual({ status: 'success', viewCount: 44 });
    expect((await getStats('vid-1003')).viewCount).toBe(44);
  });

  it('refuses an unknown greeting', async () => {
    expect((await refusal(markViewed('vid-nope'))).httpStatus).toBe(404);
  });
});

describe('GET and POST /rest/fizz/{uuid}/comment', () => {
  it('lists roots newest first with their replies, one level deep', async () => {
    const { comments, canModerate, commentsEnabled } = await getComments('vid-1003');
    expect(comments.map((c) => c.uuid)).toEqual(['cmt-5', 'cmt-4', 'cmt-1']);
    expect(comments[2].childComments.map((c) => c.uuid)).toEqual(['cmt-2', 'cmt-3']);
    expect([canModerate, commentsEnabled]).toEqual([false, true]);
  });

  it('posts a root comment and a reply', async () => {
    const { comment: root } = await postComment('vid-1003', { ...author, parentUUID: null, body: 'So happy for you!' });
    expect(root).toMatchObject({ parentUUID: null, body: 'So happy for you!', firstName: 'Ana' });
    const { comment: reply } = await postComment('vid-1003', { ...author, parentUUID: root.uuid, body: 'Me too!!' });
    expect(reply.parentUUID).toBe(root.uuid);
    const { comments } = await getComments('vid-1003');
    expect(comments[0]).toMatchObject({ uuid: root.uuid, childComments: [{ uuid: reply.uuid }] });
  });

  it.each([
    [{ ...author, body: 'Hi!' }, COMMENT_TOO_SHORT],
    [{ ...author, body: '    abc     ' }, COMMENT_TOO_SHORT],
    [{ ...author, firstName: ' ', body: 'Lovely video' }, FIRST_NAME_REQUIRED],
    [{ ...author, lastName: '', body: 'Lovely video' }, LAST_NAME_REQUIRED],
    [{ ...author, parentUUID: 'cmt-2', body: 'A reply to a reply' }, REPLY_TO_REPLY],
    [{ ...author, parentUUID: 'cmt-999', body: 'To nobody at all' }, COMMENT_NOT_FOUND],
    [{ ...author, body: 'x'.repeat(2001) }, COMMENT_TOO_LONG],
  ])('refuses %o: %s', async (body, message) => {
    expect((await refusal(postComment('vid-1003', body))).message).toBe(message);
  });

  it('refuses comments where they are switched off, and unknown greetings', async () => {
    expect((await refusal(postComment('vid-komen', { ...author, body: 'Get well soon!' }))).message).toBe(COMMENTS_OFF);
    expect((await refusal(getComments('vid-nope'))).httpStatus).toBe(404);
  });
});

describe('DELETE /rest/fizz/{uuid}/comment/{commentUuid}', () => {
  it('lets the owner remove a root, which removes its replies', async () => {
    signInAsDemo();
    expect(await deleteComment('vid-1003', 'cmt-1')).toEqual({ status: 'success', removed: 3 });
    const { comments } = await getComments('vid-1003');
    expect(comments.map((c) => c.uuid)).toEqual(['cmt-5', 'cmt-4']);
    expect(getDb().comments.some((c) => c.parentUuid === 'cmt-1')).toBe(false);
  });

  it('lets the owner remove a single reply', async () => {
    signInAsDemo();
    expect(await deleteComment('vid-1003', 'cmt-3')).toEqual({ status: 'success', removed: 1 });
    expect((await getComments('vid-1003')).comments[2].childComments.map((c) => c.uuid)).toEqual(['cmt-2']);
  });

  it('refuses everyone else: no session 403, another account 400; unknown comments 404', async () => {
    let error = await refusal(deleteComment('vid-1003', 'cmt-1'));
    expect([error.httpStatus, error.message]).toEqual([403, NOT_SIGNED_IN]);
    signInAsOther();
    error = await refusal(deleteComment('vid-1003', 'cmt-1'));
    expect([error.httpStatus, error.message]).toEqual([400, ONLY_OWNER_REMOVES]);
    endSession();
    signInAsDemo();
    expect((await refusal(deleteComment('vid-1003', 'cmt-404'))).httpStatus).toBe(404);
    expect(getDb().comments.filter((c) => c.fizzUuid === 'vid-1003')).toHaveLength(5);
  });
});
