import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInterruptedPlay, VideoPlayer } from './VideoPlayer';

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

describe('VideoPlayer with a poster', () => {
  afterEach(() => vi.restoreAllMocks());

  it('one press on the poster plays: no second press on the player', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<VideoPlayer src="/media/videos/sample-1.mp4" poster="/media/videos/sample-1.jpg" title="A sample" />);
    expect(screen.getByRole('group', { name: 'A sample' }).querySelector('img')).toHaveAttribute(
      'src',
      '/media/videos/sample-1.jpg',
    );
    expect(document.querySelector('video')).toBeNull();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Play the video' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/videos/sample-1.mp4');
    // with sound: nothing mutes it
    expect(video.muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Play the video' })).not.toBeInTheDocument();
  });

  it('autoPlay skips the poster and plays', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<VideoPlayer src="/media/videos/sample-1.mp4" poster="/media/videos/sample-1.jpg" title="A sample" autoPlay />);
    expect(screen.queryByRole('button', { name: 'Play the video' })).not.toBeInTheDocument();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });
});
