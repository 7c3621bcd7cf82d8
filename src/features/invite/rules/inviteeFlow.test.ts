import { describe, expect, it } from 'vitest';
import type { UploadStatus } from '@/media/uploads/rules';
import {
  addedSummary,
  goesOn,
  inviteeUploadsOwner,
  parseAdded,
  visitNote,
  visitState,
  withArrival,
  type AddedItem,
  type VisitState,
} from './inviteeFlow';

const item = (uploadId: string, isVideo = false): AddedItem => ({ uploadId, name: `${uploadId}.jpg`, isVideo, image: null });

describe('the invitee flow (spec part 2 §2, §4)', () => {
  it.each<[number, UploadStatus[], VisitState]>([
    [0, [], 'none'],
    [0, ['pending'], 'none'],
    [0, ['error'], 'none'],
    [1, [], 'done'],
    [3, [], 'done'],
    [2, ['done', 'done'], 'done'],
    [1, ['idle'], 'busy'],
    [1, ['done', 'pending'], 'busy'],
    [1, ['pending', 'error'], 'busy'],
    [1, ['error'], 'unsettled'],
    [2, ['held'], 'unsettled'],
    [4, ['error', 'held'], 'unsettled'],
  ])('%i arrived, the queue %j → the visit is %s', (added, statuses, state) => {
    expect(visitState(added, statuses)).toBe(state);
  });

  it.each<[VisitState, boolean, boolean]>([
    // spec part 2 §2: after all uploads succeed, on to /view-invite-thank-you
    ['done', true, true],
    // everything arrived before this page opened (kept files still being read): no move by itself
    ['done', false, false],
    ['busy', true, false],
    ['unsettled', true, false],
    ['none', true, false],
  ])('%s, something happened on the page: %s → goes on: %s', (state, happened, goes) => {
    expect(goesOn(state, happened)).toBe(goes);
  });

  it.each<[VisitState, boolean, string | null]>([
    ['done', true, null],
    ['none', true, null],
    ['busy', true, 'Hang tight! Your upload is still in progress.'],
    ['unsettled', true, "Retry or dismiss the uploads that did not go through, and you're done."],
    ['unsettled', false, "Dismiss the uploads that did not go through, and you're done."],
  ])('the visit %s (retry possible: %s) says %j', (state, canRetry, note) => {
    expect(visitNote(state, canRetry)).toBe(note);
  });

  it.each([
    [[item('a')], "You've added 1 photo."],
    [[item('a'), item('b')], "You've added 2 photos."],
    [[item('v', true)], "You've added 1 video."],
    [[item('a'), item('v', true), item('w', true)], "You've added 1 photo and 2 videos."],
  ])('%j reads %s', (added, text) => {
    expect(addedSummary(added)).toBe(text);
  });

  it.each([
    [[], item('a'), ['a']],
    [[item('a')], item('b'), ['a', 'b']],
    // reported twice (its answer lost, then found by its upload id): listed once
    [[item('a'), item('b')], item('a'), ['a', 'b']],
  ])('%j, then %j arrives → %j', (before, arrival, ids) => {
    expect(withArrival(before, arrival).map((a) => a.uploadId)).toEqual(ids);
  });

  it.each<[string | null, AddedItem[]]>([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"uploadId":"a"}', []],
    ['[{"uploadId":"a"}]', []],
    [JSON.stringify([item('a')]), [item('a')]],
    [JSON.stringify([{ ...item('v', true), image: '/mock-media/v.svg' }]), [{ ...item('v', true), image: '/mock-media/v.svg' }]],
  ])('kept %j reads back as %j', (raw, added) => {
    expect(parseAdded(raw)).toEqual(added);
  });

  it.each([
    ['inv-1001', 'invite:inv-1001'],
    ['inv-1002', 'invite:inv-1002'],
  ])('kept uploads of %s belong to %s', (code, owner) => {
    expect(inviteeUploadsOwner(code)).toBe(owner);
  });
});
