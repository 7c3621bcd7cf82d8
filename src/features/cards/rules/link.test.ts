import { describe, expect, it } from 'vitest';
import { afterLinkRoute, boxSetPreviewError, BOX_SET_PREVIEW_FALLBACK } from './link';

describe('afterLinkRoute', () => {
  it.each([
    [true, true, '/thank-you-qr-box/1003'],
    [true, false, '/edit/1003'],
    [false, true, '/signup-thank-you/1003'],
    [false, false, '/signup-thank-you/1003'],
  ])('signed in %s, locked %s → %s', (signedIn, isLocked, to) => {
    expect(afterLinkRoute({ signedIn, isLocked, greetingId: 1003 })).toBe(to);
  });
});

describe('boxSetPreviewError', () => {
  const err = (kind: string, message: string) => Object.assign(new Error(message), { kind });
  it.each([
    [err('server', 'This boxed set is already linked.'), 'This boxed set is already linked.'],
    [err('network', 'Could not load. Please try again.'), BOX_SET_PREVIEW_FALLBACK],
    [err('no-body', 'Error communicating with the server.'), BOX_SET_PREVIEW_FALLBACK],
    [err('server', 'Error communicating with the server.'), BOX_SET_PREVIEW_FALLBACK],
    [null, BOX_SET_PREVIEW_FALLBACK],
  ])('%o → %s', (error, message) => {
    expect(boxSetPreviewError(error)).toBe(message);
  });
});
