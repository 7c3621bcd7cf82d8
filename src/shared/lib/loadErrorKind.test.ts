import { describe, expect, it } from 'vitest';
import { loadErrorKind } from './loadErrorKind';

const withStatus = (httpStatus?: number) => Object.assign(new Error('x'), { httpStatus });

describe('loadErrorKind', () => {
  it.each([
    [withStatus(403), 'sign-in'],
    [withStatus(404), 'not-found'],
    [withStatus(400), 'retry'],
    [withStatus(500), 'retry'],
    [withStatus(undefined), 'retry'],
    [new Error('network'), 'retry'],
    ['text', 'retry'],
    [null, 'retry'],
  ])('%o → %s', (error, kind) => {
    expect(loadErrorKind(error)).toBe(kind);
  });
});
