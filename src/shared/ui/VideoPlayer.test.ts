import { describe, expect, it } from 'vitest';
import { isInterruptedPlay } from './VideoPlayer';

describe('isInterruptedPlay: only the interrupted play() rejection is swallowed', () => {
  it.each([
    [new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'), true],
    [new DOMException('The play() request was interrupted because the media was removed from the document.', 'AbortError'), true],
    [new DOMException('The user aborted a request.', 'AbortError'), false],
    [new DOMException('play() failed because the user did not interact', 'NotAllowedError'), false],
    [new Error('The play() request was interrupted'), false],
    ['AbortError', false],
  ])('%s → %s', (reason, expected) => {
    expect(isInterruptedPlay(reason)).toBe(expected);
  });
});
