import type { CommentRow, LikeRow, ViewRow } from '../types';
import { daysAgoIso } from './dates';

const FIZZ_1003 = 'vid-1003';

type CommentFixture = Pick<CommentRow, 'id' | 'firstName' | 'lastName' | 'body'> & {
  parent?: number;
  daysAgo: number;
  fizzUuid?: string;
};

function comment(now: number, c: CommentFixture): CommentRow {
  return {
    id: c.id,
    uuid: `cmt-${c.id}`,
    fizzUuid: c.fizzUuid ?? FIZZ_1003,
    parentUuid: c.parent === undefined ? null : `cmt-${c.parent}`,
    firstName: c.firstName,
    lastName: c.lastName,
    body: c.body,
    createdAt: daysAgoIso(c.daysAgo, now),
  };
}

/** vid-1003: three root comments; the first has two replies. */
export function seedComments(now: number): CommentRow[] {
  return [
    comment(now, { id: 1, firstName: 'Jamie', lastName: 'Lee', body: 'Congratulations, Riley! So proud of you.', daysAgo: 10 }),
    comment(now, {
      id: 2,
      firstName: 'Riley',
      lastName: 'Park',
      body: 'Thank you so much, this made my day!',
      parent: 1,
      daysAgo: 9,
    }),
    comment(now, { id: 3, firstName: 'Priya', lastName: 'Shah', body: 'Agreed, what a video!', parent: 1, daysAgo: 8 }),
    comment(now, { id: 4, firstName: 'Chris', lastName: 'Moreno', body: 'The cap toss clip is the best part.', daysAgo: 7 }),
    comment(now, { id: 5, firstName: 'Dana', lastName: 'Wu', body: 'Onward to great things!', daysAgo: 5 }),
  ];
}

export function seedLikes(): LikeRow[] {
  return [
    { fizzUuid: FIZZ_1003, sessionOrUserId: 'user:2' },
    { fizzUuid: FIZZ_1003, sessionOrUserId: 'user:3' },
    { fizzUuid: FIZZ_1003, sessionOrUserId: 'session:seed-viewer-a' },
    { fizzUuid: 'vid-playlist', sessionOrUserId: 'session:seed-viewer-a' },
  ];
}

export function seedViews(): ViewRow[] {
  return [
    { fizzUuid: FIZZ_1003, count: 42 },
    { fizzUuid: 'vid-playlist', count: 17 },
    { fizzUuid: 'vid-komen', count: 8 },
    { fizzUuid: 'vid-1004', count: 3 },
  ];
}
