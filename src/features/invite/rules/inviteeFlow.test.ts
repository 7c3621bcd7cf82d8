import { describe, expect, it } from 'vitest';
import { allUploadsSucceeded, inviteeUploadsOwner } from './inviteeFlow';

describe('the invitee flow (spec part 2 §2, §4)', () => {
  it.each([
    [{ failed: 0, held: 0 }, true],
    [{ failed: 1, held: 0 }, false],
    [{ failed: 0, held: 2 }, false],
    [{ failed: 1, held: 1 }, false],
  ])('the queue drained with %j → on to the thank-you page: %s', (drained, go) => {
    expect(allUploadsSucceeded(drained)).toBe(go);
  });

  it.each([
    ['inv-1001', 'invite:inv-1001'],
    ['inv-1002', 'invite:inv-1002'],
  ])('kept uploads of %s belong to %s', (code, owner) => {
    expect(inviteeUploadsOwner(code)).toBe(owner);
  });
});
