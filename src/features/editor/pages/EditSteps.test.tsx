import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '#mocks/db/store';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { givenClip, givenGreeting, givenNoClips, GREETINGS, jpegFile } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';

// Step 4 (check it, then the preview), the list of steps, and contributors' credit (issue 28).

async function openEditor() {
  const view = renderRoute('/edit/1001');
  await screen.findByRole('heading', { level: 1, name: "Alex's Birthday" });
  return view;
}

const steps = () => within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
const currentStep = () => steps().find((li) => li.getAttribute('aria-current') === 'step');
const clipList = () => screen.queryByRole('list', { name: 'Photos and videos in your Video Greeting' });
const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-clip-id="${id}"]`)!;

/** One line of step 4's summary: the value next to its term. */
const fact = (term: string) => {
  const summary = screen.getByRole('region', { name: "What's in it" });
  return within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
};

/** The browser has read a video's header: it is `seconds` long. */
function videoIsLong(src: string, seconds: number) {
  const probe = document.querySelector<HTMLVideoElement>(`video[data-length-probe][src="${src}"]`);
  if (!probe) throw new Error(`no length probe for ${src}`);
  Object.defineProperty(probe, 'duration', { configurable: true, value: seconds });
  fireEvent(probe, new Event('loadedmetadata'));
}

describe('the list of steps', () => {
  it('marks the current step for screen readers, and says the new one when it changes', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    await openEditor();
    expect(steps().map((li) => li.textContent)).toEqual(['Music', 'Invite', 'Photos and videos', 'Check']);
    expect(currentStep()).toHaveTextContent('Music');
    expect(screen.getByText('Step 1 of 4')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Invite friends' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Step 2 of 4');
    expect(currentStep()).toHaveTextContent('Invite');
    expect(steps()[0]).toHaveTextContent('Music (done)');
    expect(steps().filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
  });
});

describe('step 4: check it', () => {
  it("shows 'Watch it now' first, then the greeting's summary, then Next to the preview", async () => {
    signInAsDemo();
    const { router } = await openEditor();
    expect(clipList()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Check your Video Greeting' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Step 4 of 4');
    expect(currentStep()).toHaveTextContent('Check');
    // not step 3 again: no upload panel or clip list, and 'Watch it now' comes before the summary
    expect(clipList()).not.toBeInTheDocument();
    const watch = screen.getByRole('link', { name: 'Watch it now' });
    expect(watch).toHaveAttribute('href', '/preview/1001?watch=1');
    const summary = screen.getByRole('region', { name: "What's in it" });
    expect(watch.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(fact('Clips')).toBe('5');
    expect(fact('Photos')).toBe('3');
    expect(fact('Videos')).toBe('2');
    expect(fact('Music')).toBe('Party Time');
    // the intro and the two videos are still being read
    expect(fact('Length')).toBe('Working it out…');
    const fizz = getDb().fizzes.find((f) => f.id === 1001)!;
    const intro = getDb().animations.find((a) => a.id === fizz.taId)!.video!;
    const [mp4, webm] = [5002, 5005].map((id) => getDb().clips.find((c) => c.id === id)!.video!);
    videoIsLong(intro, 5);
    videoIsLong(mp4, 6.04);
    expect(fact('Length')).toBe('Working it out…');
    videoIsLong(webm, 3.5);
    // 5 s intro + 3 photos × 4 s + 6.04 s + 3.5 s
    await waitFor(() => expect(fact('Length')).toBe('0:26'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview/1001'));
  });

  it('a trimmed video counts its kept part; no music and no clips say so', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 4, musicId: 0 });
    givenNoClips(GREETINGS.inProgress);
    givenClip(GREETINGS.inProgress, { isImage: false, trimStart: 1, trimEnd: 71 });
    await openEditor();
    expect(fact('Clips')).toBe('1');
    expect(fact('Photos')).toBe('0');
    expect(fact('Videos')).toBe('1');
    expect(fact('Music')).toBe('No music');
    // the intro is read; the trim already says how long the video plays: 5 s + 70 s, less the
    // half-second cross-fade, and the 3 s end card fading in over its last half second
    const fizz = getDb().fizzes.find((f) => f.id === 1001)!;
    videoIsLong(getDb().animations.find((a) => a.id === fizz.taId)!.video!, 5);
    await waitFor(() => expect(fact('Length')).toBe('1:17'));
  });

  it('with no clips yet it says how to add some', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 4 });
    givenNoClips(GREETINGS.inProgress);
    await openEditor();
    expect(fact('Clips')).toBe('0');
    expect(screen.getByText('No photos or videos yet. Go Back to add some, or invite friends to add theirs.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add photos and videos' })).toHaveFocus();
    expect(screen.getByLabelText('Add photos or videos', { selector: 'input' })).toBeInTheDocument();
  });

  it('an upload still on its way is mentioned, and counted once it arrives', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 4 });
    await openEditor();
    // Back and Next between saved steps save nothing: the upload is still under way on step 4
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    setScenarios(['slow']);
    await userEvent.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), jpegFile('beach.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Check your Video Greeting' });
    expect(screen.getByText('An upload is still on the way: the counts grow as they arrive.')).toBeVisible();
    await waitFor(() => expect(fact('Photos')).toBe('4'), { timeout: 5000 });
    expect(fact('Clips')).toBe('6');
    expect(screen.queryByText(/still on the way/)).not.toBeInTheDocument();
  });
});

describe("contributors' credit", () => {
  it("the clip list says whose each invitee's clip is", async () => {
    signInAsDemo();
    const jamie = givenClip(GREETINGS.inProgress, { addedBy: 'invitee', contributorName: 'Jamie' });
    const sam = givenClip(GREETINGS.inProgress, {
      addedBy: 'invitee',
      isImage: false,
      contributorName: 'Sam',
      caption: 'Cheers',
    });
    await openEditor();
    expect(rowOf(jamie.id)).toHaveTextContent('Photo by Jamie');
    expect(rowOf(sam.id)).toHaveTextContent('Video by Sam');
    // the name the invitee wrote is isolated (<bdi>): its direction cannot reorder our words
    expect(within(rowOf(jamie.id)).getByText('Jamie', { selector: 'bdi' })).toBeVisible();
    expect(within(rowOf(sam.id)).getByText('Sam', { selector: 'bdi' })).toBeVisible();
    // an invitee's clip without a name, and the creator's own, credit nobody
    expect(rowOf(5003)).not.toHaveTextContent(/ by /);
    expect(rowOf(5001)).not.toHaveTextContent(/ by /);
  });

  it("'Good News!' names who added what", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      await openEditor();
      // two invitees' clips arrive on the server between two polls
      givenClip(GREETINGS.inProgress, { addedBy: 'invitee', contributorName: 'Jamie' });
      givenClip(GREETINGS.inProgress, { addedBy: 'invitee', contributorName: 'Sam' });
      const last = givenClip(GREETINGS.inProgress, { addedBy: 'invitee', isImage: false, contributorName: 'Jamie' });
      givenGreeting({ newestActorVideoId: last.id });
      await vi.advanceTimersByTimeAsync(20_500);
      expect(await screen.findByText('Good News!')).toBeInTheDocument();
      const body = screen.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Jamie and Sam added 2 photos and a video to your Video Greeting.',
      );
      // each name isolated (<bdi>), our words around them
      expect(
        within(body)
          .getAllByText(/^(Jamie|Sam)$/, { selector: 'bdi' })
          .map((b) => b.textContent),
      ).toEqual(['Jamie', 'Sam']);
      expect(screen.queryByText('Someone added a video or photo to your Video Greeting.')).not.toBeInTheDocument();
      expect(rowOf(last.id)).toHaveTextContent('Video by Jamie');
    } finally {
      vi.useRealTimers();
    }
  });
});
