import { describe, expect, it } from 'vitest';
import { PERSON_TEXT_MESSAGES as M } from '@/shared/lib/personText';
import type { CommentRow } from '../db/types';
import {
  COMMENT_NOT_FOUND,
  COMMENT_TOO_LONG,
  COMMENT_TOO_SHORT,
  commentRefusal,
  commentTree,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  removeCommentTree,
  REPLY_TO_REPLY,
} from './viewer';

const row = (id: number, parent: number | null, fizzUuid = 'vid-a', day = id): CommentRow => ({
  id,
  uuid: `c${id}`,
  fizzUuid,
  parentUuid: parent === null ? null : `c${parent}`,
  firstName: 'A',
  lastName: 'B',
  body: 'hello there',
  createdAt: `2024-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
});

// c1 (root) ← c2, c3; c4 (root) ← c5; c6 (root, another greeting) ← c7
const comments = [row(1, null), row(2, 1), row(3, 1), row(4, null), row(5, 4), row(6, null, 'vid-b'), row(7, 6, 'vid-b')];

describe('removeCommentTree: removing a root removes its replies', () => {
  it.each([
    ['a root with two replies', 'c1', ['c4', 'c5', 'c6', 'c7']],
    ['a reply only', 'c2', ['c1', 'c3', 'c4', 'c5', 'c6', 'c7']],
    ['a root with one reply', 'c4', ['c1', 'c2', 'c3', 'c6', 'c7']],
    ['an unknown comment', 'c99', ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']],
  ])('%s', (_name, uuid, left) => {
    expect(removeCommentTree(comments, uuid).map((c) => c.uuid)).toEqual(left);
  });
});

describe('commentTree', () => {
  it("builds one greeting's tree: roots newest first, replies oldest first", () => {
    const tree = commentTree(comments, 'vid-a');
    expect(tree.map((c) => [c.uuid, c.childComments.map((r) => r.uuid)])).toEqual([
      ['c4', ['c5']],
      ['c1', ['c2', 'c3']],
    ]);
    expect(tree[0]).toMatchObject({ parentUUID: null, childComments: [{ parentUUID: 'c4' }] });
  });
});

describe('commentRefusal: names required, body at least 5 characters, one level of replies', () => {
  const ok = { firstName: 'Ana', lastName: 'Ruiz', body: 'Hello' };
  it.each([
    ['a root', ok, null, null],
    ['a reply to a root', { ...ok, parentUUID: 'c1' }, { parentUuid: null }, null],
    ['a reply to a reply', { ...ok, parentUUID: 'c2' }, { parentUuid: 'c1' }, REPLY_TO_REPLY],
    ['a reply to nothing', { ...ok, parentUUID: 'c9' }, undefined, COMMENT_NOT_FOUND],
    ['4 characters', { ...ok, body: 'Hell' }, null, COMMENT_TOO_SHORT],
    ['5 characters after trimming spaces', { ...ok, body: '  Hi!  ' }, null, COMMENT_TOO_SHORT],
    ['no first name', { ...ok, firstName: '  ' }, null, FIRST_NAME_REQUIRED],
    ['no last name', { ...ok, lastName: '' }, null, LAST_NAME_REQUIRED],
    ['2,000 characters', { ...ok, body: 'x'.repeat(2000) }, null, null],
    ['2,001 characters', { ...ok, body: 'x'.repeat(2001) }, null, COMMENT_TOO_LONG],
    ['a 100-character name', { ...ok, firstName: 'A'.repeat(100) }, null, null],
    ['a 101-character name', { ...ok, lastName: 'B'.repeat(101) }, null, M.tooLong('your last name', 100)],
    // the person-written text policy, as the page applies it
    ['a body with a direction override', { ...ok, body: 'Evil\u202Egpj.exe' }, null, M.bidi('your comment')],
    ['a body with an isolate', { ...ok, body: 'Hello \u2066there' }, null, M.bidi('your comment')],
    ['a body of invisible characters only', { ...ok, body: '\u200B\u200B\u200B\u200B\u200B\u200B' }, null, COMMENT_TOO_SHORT],
    ['a body hiding tag text', { ...ok, body: 'Nice video\u{E0049}\u{E0047}' }, null, M.invisible('your comment')],
    ['a Zalgo body', { ...ok, body: 'He̸̢̛͈llo there' }, null, M.tooManyMarks('your comment')],
    ['a body with <3 and emoji', { ...ok, body: 'Love you <3 🎉' }, null, null],
    ['a first name with a direction mark', { ...ok, firstName: 'Ana\u200F' }, null, M.bidi('your first name')],
    ['an invisible last name', { ...ok, lastName: '\u3164' }, null, M.invisible('your last name')],
    ['a first name without a letter', { ...ok, firstName: '!!!' }, null, M.noLetter('your first name')],
    ['a sentence for a last name', { ...ok, lastName: 'Ruiz. Click here' }, null, M.sentence('your last name')],
    ['markup in a name', { ...ok, firstName: '<b>Ana</b>' }, null, M.notPlainName('your first name')],
    ['a name in Arabic', { ...ok, firstName: 'سارة' }, null, null],
  ])('%s → %s', (_name, input, parent, expected) => {
    expect(commentRefusal(input, parent)).toBe(expected);
  });
});
