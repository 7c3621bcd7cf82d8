import { describe, expect, it } from 'vitest';
import { commentPayload, commentSchema, commentTextProblems, countSame, isCommentValid, parseKeptComment } from './commentForm';
import { authorName, commentDate, removalNote } from './comments';
import { settledLike, toggledLike, type LikeOutcome, type LikeState } from './likeCount';
import { movePlaylist, QUEUE_SIZE, visibleQueue, type PlaylistMove } from './playlist';
import { countLabel, DOWNLOAD_NOTE, downloadLink } from './share';
import { parseLastView, shouldCountView, VIEW_RECOUNT_MS, type LastView } from './viewCount';

describe('shouldCountView: again only for another greeting or after more than 1 minute', () => {
  const t0 = 1_700_000_000_000;
  const last: LastView = { uuid: 'vid-a', at: t0 };
  it.each<[string, LastView | null, string, number, boolean]>([
    ['no view counted yet', null, 'vid-a', t0, true],
    ['the same greeting at once', last, 'vid-a', t0, false],
    ['the same greeting after 59 s', last, 'vid-a', t0 + 59_000, false],
    ['the same greeting after exactly 1 minute', last, 'vid-a', t0 + VIEW_RECOUNT_MS, false],
    ['the same greeting after 1 minute and 1 ms', last, 'vid-a', t0 + VIEW_RECOUNT_MS + 1, true],
    ['another greeting at once', last, 'vid-b', t0, true],
    ['a clock set back (a future last count)', { uuid: 'vid-a', at: t0 + 5_000 }, 'vid-a', t0, false],
  ])('%s → %s', (_name, lastView, uuid, now, expected) => {
    expect(shouldCountView(lastView, uuid, now)).toBe(expected);
  });

  it('is 1 minute', () => expect(VIEW_RECOUNT_MS).toBe(60_000));
});

describe('parseLastView', () => {
  it.each<[string | null, LastView | null]>([
    [null, null],
    ['', null],
    ['not json', null],
    ['42', null],
    ['null', null],
    ['{"uuid":"vid-a"}', null],
    ['{"uuid":1,"at":5}', null],
    ['{"uuid":"vid-a","at":5}', { uuid: 'vid-a', at: 5 }],
  ])('%j → %j', (raw, expected) => {
    expect(parseLastView(raw)).toEqual(expected);
  });
});

describe('the playlist: a queue of 3; an ended video goes to the back; a picked one plays', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];
  const ended: PlaylistMove = { type: 'ended' };
  const pick = (index: number): PlaylistMove => ({ type: 'pick', index });

  it('shows 3 queue items after the active one', () => {
    expect(QUEUE_SIZE).toBe(3);
    expect(visibleQueue(order)).toEqual(['b', 'c', 'd']);
    expect(visibleQueue(['a', 'b'])).toEqual(['b']);
    expect(visibleQueue(['a'])).toEqual([]);
  });

  it.each<[string, string[], PlaylistMove, string[]]>([
    ['the active video ends: it goes to the back', order, ended, ['b', 'c', 'd', 'e', 'a']],
    ['ends with two videos', ['a', 'b'], ended, ['b', 'a']],
    ['ends with one video: it plays again', ['a'], ended, ['a']],
    ['ends with none', [], ended, []],
    ['picks the first queue item', order, pick(0), ['b', 'c', 'd', 'e', 'a']],
    ['picks the second: it plays, the active one goes to the back', order, pick(1), ['c', 'b', 'd', 'e', 'a']],
    ['picks the third', order, pick(2), ['d', 'b', 'c', 'e', 'a']],
    ['a fourth item cannot be picked', order, pick(3), order],
    ['a negative index is ignored', order, pick(-1), order],
    ['a fractional index is ignored', order, pick(1.5), order],
    ['a pick past the end of a short queue is ignored', ['a', 'b'], pick(1), ['a', 'b']],
    ['picks in a short queue', ['a', 'b'], pick(0), ['b', 'a']],
    ['a pick with one video is ignored', ['a'], pick(0), ['a']],
  ])('%s', (_name, before, move, after) => {
    expect(movePlaylist(before, move)).toEqual(after);
  });

  it('cycles back to the start after every video has ended', () => {
    let o = order;
    for (let i = 0; i < order.length; i++) o = movePlaylist(o, ended);
    expect(o).toEqual(order);
  });

  it('never changes the order it was given, and keeps every item', () => {
    const frozen = Object.freeze([...order]);
    for (const move of [ended, pick(0), pick(1), pick(2), pick(5)]) {
      expect([...movePlaylist(frozen, move)].sort()).toEqual(order);
    }
    expect(frozen).toEqual(order);
  });
});

describe('isCommentValid: first and last name, and a body of at least 5 characters', () => {
  const ok = { firstName: 'Ana', lastName: 'Ruiz', body: 'Hello' };
  it.each([
    ['all there, a 5-character body', ok, true],
    ['a long body', { ...ok, body: 'Congratulations on everything!' }, true],
    ['a 4-character body', { ...ok, body: 'Hell' }, false],
    ['5 characters only with the spaces', { ...ok, body: '  Hi!  ' }, false],
    ['an empty body', { ...ok, body: '' }, false],
    ['no first name', { ...ok, firstName: '' }, false],
    ['a blank first name', { ...ok, firstName: '   ' }, false],
    ['no last name', { ...ok, lastName: '' }, false],
    ['markup is just text', { ...ok, body: '<img src=x onerror=alert(1)>' }, true],
    ['5 invisible characters', { ...ok, body: '\u200B\u200B\u200B\u200B\u200B' }, false],
    ['a direction override in the body', { ...ok, body: 'Evil\u202Egpj.exe' }, false],
    ['an invisible first name', { ...ok, firstName: '\u200B' }, false],
  ])('%s → %s', (_name, draft, expected) => {
    expect(isCommentValid(draft)).toBe(expected);
    expect(commentSchema.safeParse(draft).success).toBe(expected); // the form's schema agrees
  });

  it.each([
    ['all fine', ok, { firstName: null, lastName: null, body: null }],
    // missing or short: silently ignored, never a message (part 2 §5)
    ['missing and short', { firstName: '', lastName: ' ', body: 'Hi' }, { firstName: null, lastName: null, body: null }],
    [
      'a direction override in the body',
      { ...ok, body: 'Evil\u202Egpj.exe' },
      {
        firstName: null,
        lastName: null,
        body: 'Your comment has hidden characters that change the direction of the text. Please remove them.',
      },
    ],
    [
      'invisible and letterless names',
      { ...ok, firstName: '\u200B', lastName: '42' },
      {
        firstName: 'Your first name has invisible characters. Please remove them.',
        lastName: 'Your last name needs at least one letter.',
        body: null,
      },
    ],
  ])('what the policy refuses is said (%s)', (_name, draft, problems) => {
    expect(commentTextProblems(draft)).toEqual(problems);
  });

  it('sends trimmed fields with the parent for a reply', () => {
    expect(commentPayload({ firstName: ' Ana ', lastName: 'Ruiz ', body: ' Hello there ' }, 'cmt-1')).toEqual({
      parentUUID: 'cmt-1',
      firstName: 'Ana',
      lastName: 'Ruiz',
      body: 'Hello there',
    });
    expect(commentPayload({ firstName: 'A', lastName: 'B', body: 'Hello' }, null).parentUUID).toBeNull();
  });
});

describe('a comment sent again after its answer was lost: is it there already?', () => {
  const said = (body: string, firstName = 'Ana', parentUUID: string | null = null) => ({
    parentUUID,
    firstName,
    lastName: 'Ruiz',
    body,
  });
  const payload = commentPayload({ firstName: ' Ana ', lastName: 'Ruiz', body: ' Hello there ' }, null);
  it.each([
    ['none like it', [said('Something else')], 0],
    ['one root like it (the sent text is trimmed, as the server keeps it)', [said('Hello there')], 1],
    ['two like it', [said('Hello there'), said('Hello there')], 2],
    ['same words by another name', [said('Hello there', 'Bo')], 0],
    ['same words as a reply elsewhere', [{ ...said('x'), uuid: 'c1', childComments: [said('Hello there', 'Ana', 'c1')] }], 0],
  ])('%s → %i', (_name, comments, expected) => {
    expect(countSame(comments, payload)).toBe(expected);
  });

  it('counts replies in their thread', () => {
    const reply = commentPayload({ firstName: 'Ana', lastName: 'Ruiz', body: 'Thanks!' }, 'c1');
    expect(countSame([{ ...said('Root'), childComments: [said('Thanks!', 'Ana', 'c1')] }], reply)).toBe(1);
  });

  it.each([
    ['nothing', null, null],
    ['not a draft', { draft: { body: 1 } }, null],
    [
      'a draft',
      { draft: { firstName: 'A', lastName: 'B', body: 'Hi' } },
      { draft: { firstName: 'A', lastName: 'B', body: 'Hi' }, sent: null },
    ],
    [
      'a draft sent with no answer',
      {
        draft: { firstName: 'A', lastName: 'B', body: 'Hello' },
        sent: { payload: { parentUUID: null, firstName: 'A', lastName: 'B', body: 'Hello' }, seen: 0 },
      },
      {
        draft: { firstName: 'A', lastName: 'B', body: 'Hello' },
        sent: { payload: { parentUUID: null, firstName: 'A', lastName: 'B', body: 'Hello' }, seen: 0 },
      },
    ],
    [
      'a damaged send record',
      { draft: { firstName: 'A', lastName: 'B', body: 'Hi' }, sent: { seen: 'x' } },
      { draft: { firstName: 'A', lastName: 'B', body: 'Hi' }, sent: null },
    ],
  ])('reads back %s', (_name, value, expected) => {
    expect(parseKeptComment(value)).toEqual(expected);
  });
});

describe('the like count: ±1 at once, then the server; a failure goes back to the server value', () => {
  it.each<[LikeState, LikeState]>([
    [
      { likeCount: 3, userLiked: false },
      { likeCount: 4, userLiked: true },
    ],
    [
      { likeCount: 4, userLiked: true },
      { likeCount: 3, userLiked: false },
    ],
    [
      { likeCount: 0, userLiked: false },
      { likeCount: 1, userLiked: true },
    ],
    // never below zero, even if the server's count was behind
    [
      { likeCount: 0, userLiked: true },
      { likeCount: 0, userLiked: false },
    ],
  ])('toggledLike(%j) → %j', (state, next) => {
    expect(toggledLike(state)).toEqual(next);
  });

  it('like then unlike returns to the start', () => {
    const start = { likeCount: 7, userLiked: false };
    expect(toggledLike(toggledLike(start))).toEqual(start);
  });

  const before = { likeCount: 3, userLiked: false };
  it.each<[string, LikeOutcome, LikeState]>([
    ['the server agrees', { ok: true, server: { likeCount: 4, userLiked: true } }, { likeCount: 4, userLiked: true }],
    ['someone else liked meanwhile', { ok: true, server: { likeCount: 5, userLiked: true } }, { likeCount: 5, userLiked: true }],
    ['the call failed', { ok: false }, before],
  ])('settledLike: %s', (_name, outcome, expected) => {
    expect(settledLike(before, outcome)).toEqual(expected);
  });
});

describe('sharing', () => {
  it.each([
    [{ shareUrl: 'https://a.test/vid/v1', downloadUrl: 'https://cdn.test/v1.mp4' }, 'https://cdn.test/v1.mp4'],
    [{ shareUrl: 'https://a.test/vid/v1', downloadUrl: null }, 'https://a.test/vid/v1/download'],
    [{ shareUrl: 'https://a.test/vid/v1/', downloadUrl: '' }, 'https://a.test/vid/v1/download'],
    [{ shareUrl: null, downloadUrl: 'https://cdn.test/v1.mp4' }, 'https://cdn.test/v1.mp4'],
    [{ shareUrl: null, downloadUrl: null }, null],
  ])('downloadLink(%j) → %s', (item, href) => {
    expect(downloadLink(item)).toBe(href);
  });

  it('says 6 months', () => expect(DOWNLOAD_NOTE).toMatch(/6 months/));

  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [42, '42 views'],
    [999, '999 views'],
    [1234, '1,234 views'],
    [1234567, '1,234,567 views'],
  ])('countLabel(%i) → %s', (n, label) => {
    expect(countLabel(n, 'view', 'views')).toBe(label);
  });
});

describe('comment labels', () => {
  it.each([
    [{ firstName: 'Jamie', lastName: 'Lee' }, 'Jamie Lee'],
    [{ firstName: '<b>x</b>', lastName: 'Y' }, '<b>x</b> Y'],
  ])('authorName(%j) → %s', (c, name) => expect(authorName(c)).toBe(name));

  it.each([
    ['2025-03-04T10:00:00.000Z', 'Mar 4, 2025'],
    ['2025-12-31T23:59:59.000Z', 'Dec 31, 2025'],
    ['nonsense', null],
    ['', null],
  ])('commentDate(%j) → %j', (iso, label) => expect(commentDate(iso)).toBe(label));

  it.each([
    [0, null],
    [1, 'Its reply is removed too.'],
    [2, 'Its 2 replies are removed too.'],
  ])('removalNote(%i) → %j', (n, note) => expect(removalNote(n)).toBe(note));
});
