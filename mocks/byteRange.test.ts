import { describe, expect, it } from 'vitest';
import { byteRange } from './byteRange';

// RFC 9110 §14.1-14.2 against a 100-byte file (and an empty one): the range, the whole file (null:
// 200), or 'unsatisfiable' (416 with Content-Range: bytes */100).
describe('byteRange', () => {
  it.each([
    // no header, or one a server ignores: the whole file
    [null, null],
    ['', null],
    ['bytes', null],
    ['bytes=', null],
    ['bytes=-', null],
    ['bytes=,', null],
    ['items=0-9', null], // a unit we do not serve
    ['bytes=a-9', null],
    ['bytes=0x10-20', null],
    ['bytes=1.5-9', null],
    ['bytes=+1-9', null],
    ['bytes=5-2', null], // a last position before the first: invalid, ignored (200)
    ['bytes=9-3', null],
    ['bytes=0-9;q=1', null],
    // one range
    ['bytes=0-9', { start: 0, end: 9 }],
    ['Bytes=0-1', { start: 0, end: 1 }], // the unit is case-insensitive
    ['BYTES=0-1', { start: 0, end: 1 }],
    ['bytes = 0-1', { start: 0, end: 1 }],
    ['bytes=5-5', { start: 5, end: 5 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=0-', { start: 0, end: 99 }], // what a video element asks first
    ['bytes=90-200', { start: 90, end: 99 }], // past the end: clipped
    ['bytes=99-99999999999999999999', { start: 99, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }], // a suffix: the last 10 bytes
    ['bytes=-500', { start: 0, end: 99 }], // a suffix longer than the file: all of it
    ['bytes=-100', { start: 0, end: 99 }],
    ['bytes=0-9,', { start: 0, end: 9 }], // an empty list element is allowed
    [' bytes=0-9 ', { start: 0, end: 9 }],
    // nothing of the file: 416
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=100-200', 'unsatisfiable'],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'], // a suffix of no bytes
    // several ranges: the whole file (allowed), unless none can be satisfied
    ['bytes=0-9,20-29', null],
    ['bytes=0-9, 200-', null],
    ['bytes=200-,300-', 'unsatisfiable'],
    ['bytes=0-9,5-2', null], // one invalid range makes the whole header invalid
  ])('%j → %j', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });

  it.each([
    ['bytes=0-', 'unsatisfiable'],
    ['bytes=-5', 'unsatisfiable'],
    ['bytes=5-2', null],
  ])('an empty file: %j → %j', (header, expected) => {
    expect(byteRange(header, 0)).toEqual(expected);
  });
});
