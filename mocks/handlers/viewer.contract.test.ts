import { describe, expect, it, vi } from 'vitest';
import { deleteComment, getComments, getStats, getViewerGreeting, markViewed, postComment, setLike } from '@/api/viewer/requests';
import { endSession, getSessionId } from '@/shared/lib/session';
import { refusal } from '@/testing/contract';
import { givenShareOffer, GREETINGS } from '@/testing/builders';
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
  TOO_MANY_LIKES,
  VIEWER_NOT_FOUND,
} from './viewer';
import { GUEST_SESSION_ID } from '../db/seed/users';
import { REMOTE_ADDRESS_HEADER } from '../visitors';

const author = { firstName: 'Ana', lastName: 'Ruiz' };

describe('GET /rest/vid/{uuid}/fizz', () => {
  it('answers the recipient page data: title, video, offer, stats and comments flags, videos', async () => {
    const { item } = await getViewerGreeting('vid-1003');
    expect(item).toMatchObject({
      greetingId: 1003,
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

  it("shows the greeting's offer to its recipients only: never an offer meant for its invitees, never to its maker", async () => {
    // the invitees' popup moved onto the paid greeting, ahead of the recipients' offer
    givenShareOffer({ fizzId: GREETINGS.paid }, GREETINGS.inProgress);
    expect((await getViewerGreeting('vid-1003')).item.offer?.ui.claimBtn).toBe('Redeem my free greeting');
    givenShareOffer({ audience: 'invitee' });
    expect((await getViewerGreeting('vid-1003')).item.offer).toBeNull();
    givenShareOffer({ audience: 'recipient' });
    signInAsDemo();
    expect((await getViewerGreeting('vid-1003')).item).toMatchObject({ isOwner: true, offer: null });
  });

  it('answers 404 for an unknown uuid and for a greeting not yet shareable', async () => {
    expect((await refusal(getViewerGreeting('vid-nope'))).message).toBe(VIEWER_NOT_FOUND);
    expect((await refusal(getViewerGreeting('vid-1002'))).httpStatus).toBe(404);
  });
});

/** A call as a script makes it: any body, any headers (an address header stands for the HTTP server's socket). */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(rest(path).replace('*', ''), window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const statsFrom = (address: string, deviceId?: string) =>
  fetch(new URL(rest(`/fizz/vid-1003/stats${deviceId ? `?deviceId=${deviceId}` : ''}`).replace('*', ''), window.location.href), {
    headers: { [REMOTE_ADDRESS_HEADER]: address },
  }).then((r) => r.json() as Promise<{ deviceId?: string; likeCount: number }>);
const likesOf1003 = () => getDb().likes.filter((l) => l.fizzUuid === 'vid-1003').length;
const stored = () => localStorage.getItem('deviceId');

describe('GET /rest/fizz/{uuid}/stats and POST /rest/vid/{uuid}/likes', () => {
  it('counts views and likes; a like toggles per user and changes the count by one', async () => {
    signInAsDemo();
    expect(await getStats('vid-1003')).toMatchObject({ status: 'success', viewCount: 42, likeCount: 3, userLiked: false });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await getStats('vid-1003')).toMatchObject({ likeCount: 4, userLiked: true });
    expect(await setLike('vid-1003', false)).toMatchObject({ likeCount: 3, userLiked: false });
    expect(await setLike('vid-1003', false)).toMatchObject({ likeCount: 3, userLiked: false });
  });

  it('the stats answer issues this browser a signed device id once; the browser keeps it and likes as it', async () => {
    localStorage.setItem('deviceId', 'made-up-by-the-browser-0001');
    const first = await getStats('vid-1003');
    expect(first.deviceId).toMatch(/^[0-9a-f]{24}-[0-9a-f]{32}$/);
    expect(stored()).toBe(first.deviceId);
    // it has one of the server's now: no other is issued
    expect((await getStats('vid-1003')).deviceId).toBeUndefined();
    expect(stored()).toBe(first.deviceId);
  });

  it('a visitor without a session likes as this browser: repeated likes count once, and no session is made', async () => {
    const sessions = getDb().sessions.length;
    await getStats('vid-1003'); // the page loads the stats before its like button shows
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

  it('another browser (its own issued id) is another visitor; the same one after a reload is not', async () => {
    await getStats('vid-1003');
    await setLike('vid-1003', true);
    const mine = stored();
    localStorage.setItem('deviceId', 'another-browser-0001'); // another browser, with an id of its own making
    expect(await getStats('vid-1003')).toMatchObject({ likeCount: 4, userLiked: false });
    expect(stored()).not.toBe(mine);
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 5, userLiked: true });
    expect(await setLike('vid-1003', true)).toMatchObject({ likeCount: 5, userLiked: true });
  });

  it('50 likes with fresh made-up device ids add nothing (the count stays 3), nor does a forged signature', async () => {
    for (let i = 0; i < 50; i++) {
      const answer = await post(
        '/vid/vid-1003/likes',
        { isAdd: true, deviceId: crypto.randomUUID() },
        { [REMOTE_ADDRESS_HEADER]: `198.51.100.${i}` },
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ status: 'error', message: LIKER_UNKNOWN });
    }
    const issued = (await statsFrom('203.0.113.1')).deviceId!;
    const forged = `${issued.slice(0, 24)}-${'0'.repeat(32)}`;
    expect((await post('/vid/vid-1003/likes', { isAdd: true, deviceId: forged })).status).toBe(400);
    const notMine = `${'a'.repeat(24)}-${issued.slice(25)}`;
    expect((await post('/vid/vid-1003/likes', { isAdd: true, deviceId: notMine })).status).toBe(400);
    expect(likesOf1003()).toBe(3);
    expect((await getStats('vid-1003')).likeCount).toBe(3);
  });

  it('a script asking for fresh ids gets 10 an hour per address: 50 tries add 10 likes at most, and other addresses are not held back', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const { deviceId } = await statsFrom('203.0.113.9');
      if (deviceId) ids.push(deviceId);
    }
    expect(ids).toHaveLength(10);
    for (const deviceId of ids)
      await post('/vid/vid-1003/likes', { isAdd: true, deviceId }, { [REMOTE_ADDRESS_HEADER]: '203.0.113.9' });
    expect(likesOf1003()).toBe(13);
    expect((await statsFrom('192.0.2.1')).deviceId).toBeDefined();
  });

  it('like presses are limited per visitor (10 a minute) and per address (30 a minute): then 429 with Retry-After, logged only by the page', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      const { deviceId } = await statsFrom('203.0.113.5');
      const press = (isAdd: boolean, id = deviceId, address = '203.0.113.5') =>
        post('/vid/vid-1003/likes', { isAdd, deviceId: id }, { [REMOTE_ADDRESS_HEADER]: address });
      for (let i = 0; i < 10; i++) expect((await press(i % 2 === 0)).status).toBe(200);
      const refused = await press(true);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
      expect(await refused.json()).toEqual({ status: 'error', message: TOO_MANY_LIKES });
      expect(likesOf1003()).toBe(3);

      // a minute on, the visitor may press again
      now.mockReturnValue(1_700_000_060_001);
      expect((await press(true)).status).toBe(200);
      expect(likesOf1003()).toBe(4);

      // from one address, 30 presses a minute whoever they claim to be (here: made-up ids)
      for (let i = 0; i < 29; i++) expect((await press(true, crypto.randomUUID(), '203.0.113.6')).status).toBe(400);
      expect((await press(true, crypto.randomUUID(), '203.0.113.6')).status).toBe(400);
      expect((await press(true, crypto.randomUUID(), '203.0.113.6')).status).toBe(429);
    } finally {
      now.mockRestore();
    }
  });

  it('a call that names no one (a script without a session or a deviceId) is refused, makes no session and counts nothing', async () => {
    const sessions = getDb().sessions.length;
    for (let i = 0; i < 3; i++) {
      const answer = await post('/vid/vid-1003/likes', { isAdd: true });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ status: 'error', message: LIKER_UNKNOWN });
    }
    // a deviceId that is not one (too short, markup) is refused as a bad body
    expect((await post('/vid/vid-1003/likes', { isAdd: true, deviceId: 'x' })).status).toBe(400);
    expect((await post('/vid/vid-1003/likes', { isAdd: true, deviceId: '<script>alert(1)</script>' })).status).toBe(400);
    // an anonymous session alone is no visitor either (a script can make those)
    expect((await post('/vid/vid-1003/likes', { isAdd: true }, { 'X-Session-Id': GUEST_SESSION_ID })).status).toBe(400);
    expect(getDb().sessions).toHaveLength(sessions);
    expect(likesOf1003()).toBe(3);
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
  it('counts a view once per visitor per minute (spec part 2 §4), on the server too', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      await getStats('vid-1003');
      expect(await markViewed('vid-1003')).toMatchObject({ status: 'success', viewCount: 43 });
      // a reload loop, or a client that skips the browser's rule: not counted again within the minute
      expect(await markViewed('vid-1003')).toMatchObject({ viewCount: 43 });
      now.mockReturnValue(1_700_000_060_000);
      expect(await markViewed('vid-1003')).toMatchObject({ viewCount: 43 });
      now.mockReturnValue(1_700_000_060_001);
      expect(await markViewed('vid-1003')).toMatchObject({ viewCount: 44 });
      // another greeting is its own count
      expect(await markViewed('vid-playlist')).toMatchObject({ viewCount: 18 });
      // another visitor (another browser) counts
      localStorage.setItem('deviceId', 'another-browser-0001');
      await getStats('vid-1003');
      expect(await markViewed('vid-1003')).toMatchObject({ viewCount: 45 });
      expect((await getStats('vid-1003')).viewCount).toBe(45);
    } finally {
      now.mockRestore();
    }
  });

  it("a client that sends no body (the spec's call) counts once a minute per address; fresh made-up ids do not count more", async () => {
    const bare = (address: string) =>
      fetch(new URL(rest('/vid/vid-1003/viewed').replace('*', ''), window.location.href), {
        method: 'POST',
        headers: { [REMOTE_ADDRESS_HEADER]: address },
      }).then((r) => r.json() as Promise<{ viewCount: number }>);
    expect((await bare('203.0.113.20')).viewCount).toBe(43);
    expect((await bare('203.0.113.20')).viewCount).toBe(43);
    for (let i = 0; i < 20; i++)
      await post('/vid/vid-1003/viewed', { deviceId: crypto.randomUUID() }, { [REMOTE_ADDRESS_HEADER]: '203.0.113.20' });
    expect(getDb().views.find((v) => v.fizzUuid === 'vid-1003')?.count).toBe(43);
    expect((await bare('203.0.113.21')).viewCount).toBe(44);
  });

  it('issues a signed device id to a browser without one, as the stats answer does', async () => {
    localStorage.setItem('deviceId', 'made-up-by-the-browser-0001');
    const answer = await markViewed('vid-1003');
    expect(answer.deviceId).toMatch(/^[0-9a-f]{24}-[0-9a-f]{32}$/);
    expect(stored()).toBe(answer.deviceId);
  });

  it('refuses an unknown greeting and a bad body', async () => {
    expect((await refusal(markViewed('vid-nope'))).httpStatus).toBe(404);
    expect((await post('/vid/vid-1003/viewed', { deviceId: '<b>' })).status).toBe(400);
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
