import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FizzStatus as GreetingStatus } from '#mocks/db/types';
import { VIDEO_FAILED } from '#mocks/handlers/media';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { givenClip, givenFailedVideo, givenGreeting, givenLeftOutClips, GREETINGS } from '@/testing/builders';
import { allowConsoleErrors } from '@/testing/consoleGuard';
import { renderRoute, signInAsDemo } from '@/testing/render';

// The recipient page's video: playing, still being made, or (when its making failed) saying so,
// to its owner with why and how to try again; and to its owner the clips it left out.

async function open(uuid = 'vid-1003') {
  renderRoute(`/vid/${uuid}`);
  await screen.findByRole('heading', { level: 1 });
}

const FAILED = "This Video Greeting couldn't be made, so it can't play here. Please let the person who sent it know.";

describe('the video on /vid/{uuid}', () => {
  it("a video that couldn't be made says so to a recipient (not 'still being made'), with nothing of why", async () => {
    givenFailedVideo(GREETINGS.paid, "This browser can't make video files.");
    await open();
    expect(screen.getByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/still being made/)).not.toBeInTheDocument();
    expect(screen.queryByText(/This browser can't make video files/)).not.toBeInTheDocument();
    expect(document.querySelector('main video, .container video')).toBeNull();
  });

  it('to its owner: why, and how to try again (its thank-you page makes it on this device, or call us)', async () => {
    signInAsDemo();
    givenFailedVideo(GREETINGS.paid, "This browser can't make video files.");
    await open();
    const box = screen.getByText("Your Video Greeting couldn't be made.").closest('div')!;
    expect(box).toHaveTextContent("Your Video Greeting couldn't be made. This browser can't make video files.");
    expect(within(box).getByRole('link', { name: 'Make it on this device' })).toHaveAttribute('href', '/thank-you-digital/1003');
    expect(within(box).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it("its 'Download and save' says the failure, not 'not ready yet' for ever", async () => {
    const user = userEvent.setup({ delay: null });
    givenFailedVideo(GREETINGS.paid);
    allowConsoleErrors(/status of 500/);
    await open();
    const share = screen.getByRole('region', { name: 'Share this Video Greeting' });
    await user.click(within(share).getByRole('link', { name: 'Download and save' }));
    expect(await within(share).findByText(VIDEO_FAILED)).toBeInTheDocument();
  });

  it('still being made: it says so, and plays once it is made', async () => {
    givenGreeting(
      { video: null, finalizedAt: Date.now(), status: GreetingStatus.producer | GreetingStatus.inProcess },
      GREETINGS.paid,
    );
    setScenarios(['processing-stuck']);
    await open();
    expect(
      screen.getByText('This Video Greeting is still being made. It will play here as soon as it is ready.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('to its owner, the clips the video left out, named as the clip list names them; to a recipient, nothing', async () => {
    const jamie = givenClip(GREETINGS.paid, {
      isImage: false,
      contributorName: 'Jamie',
      caption: 'Surprise!',
      addedBy: 'invitee',
    });
    givenLeftOutClips(GREETINGS.paid, [jamie.id], true);
    const note = "The intro animation and “Surprise!” (clip 4) couldn't be loaded, so they are left out of the video.";
    await open();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    // the video plays all the same
    expect(document.querySelector('video')).toHaveAttribute('src', '/media/videos/greeting-1.mp4');

    vi.restoreAllMocks();
    signInAsDemo();
    await open();
    expect(await screen.findAllByText(note)).not.toHaveLength(0);
  });
});
