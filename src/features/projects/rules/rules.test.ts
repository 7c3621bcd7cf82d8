import { describe, expect, it } from 'vitest';
import { DELETE_FAILED_MESSAGE, DOWNLOAD_NOTE, projectMark, startedLabel } from './projects';

describe('the project list texts', () => {
  it('says 6 months and uses the spec delete message', () => {
    expect(DOWNLOAD_NOTE).toMatch(/6 months/);
    expect(DELETE_FAILED_MESSAGE).toBe('Unable to delete item');
  });

  it.each([
    ['2025-03-04T10:00:00.000Z', 'Started Mar 4, 2025'],
    ['2025-03-04 23:59:59.000000', 'Started Mar 4, 2025'],
    ['nonsense', null],
    ['', null],
    [null, null],
  ])('startedLabel(%j) → %j', (input, label) => {
    expect(startedLabel(input)).toBe(label);
  });
});

describe('projectMark: the Finished / Paid mark on a project card', () => {
  it.each([
    [{ isLocked: false, hasPaid: false }, null],
    [{ isLocked: true, hasPaid: false }, 'Finished'],
    [{ isLocked: true, hasPaid: null }, 'Finished'],
    [{ isLocked: true, hasPaid: true }, 'Paid'],
    // paid but not (yet) marked locked by the server: still paid
    [{ isLocked: false, hasPaid: true }, 'Paid'],
    [{}, null],
  ])('%j → %s', (item, mark) => {
    expect(projectMark(item)).toBe(mark);
  });
});
