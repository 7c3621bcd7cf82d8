import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '#mocks/db/store';
import { GUEST_SESSION_ID } from '#mocks/db/seed/users';
import { server } from '#mocks/node';
import { FizzStatus as GreetingStatus } from '#mocks/db/types';
import { setPipelineRenderer } from '#mocks/pipeline';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { RENDER_MESSAGES } from '@/media/render/messages';
import { givenFinishedVideo, givenGreeting, givenNoClips, GREETINGS } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { signInAsOther, startGuestSession } from '@/testing/sessions';
import { PROCESSING_TEXT } from '@/features/preview/components/ProcessingNotice';

const greeting = (id: number) => getDb().fizzes.find((f) => f.id === id)!;

/** The instant preview's <video> deck holding clip {clipId}'s file. */
function deckHolding(player: HTMLElement, clipId: number): HTMLVideoElement {
  const src = getDb().clips.find((c) => c.id === clipId)!.video!;
  return [...player.querySelectorAll('video')].find((v) => v.getAttribute('src') === src)!;
}

// Calls still under way when a test ends (the page it moved on to starts loading) would be
// answered in the next test; one answered 403 would sign that test out. Each test ends when none are.
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
server.events.on('response:mocked', ({ requestId }) => void inFlight.delete(requestId));
server.events.on('request:unhandled', ({ requestId }) => void inFlight.delete(requestId));
afterEach(async () => {
  await waitFor(() => expect(inFlight.size).toBe(0));
});

/** Counts the calls the page makes that match (method and path). */
function countCalls(match: RegExp) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (match.test(call)) seen.push(call);
  });
  return seen;
}

async function openPreview(path = '/preview/1001') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Preview your Video Greeting' });
  return view;
}

function whereIs(router: ReturnType<typeof renderRoute>['router']) {
  return (router.state.navigation.location ?? router.state.location).pathname;
}

/** A red alert saying `text` (the toast regions are alerts too, so find by text). */
async function findAlert(text: string) {
  const node = await screen.findByText((_, el) => el?.getAttribute('role') === 'alert' && (el.textContent ?? '').includes(text));
  return node;
}

async function confirmFinish(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: "It's finished" }));
  const dialog = await screen.findByRole('dialog', { name: 'Is your Video Greeting finished?' });
  return dialog;
}

describe('/preview/{greetingId}: arrival', () => {
  it('shows the loading state until the combine request answers', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen = countCalls(/^PUT \/rest\/fizz\/1001\/new-finalize$/);
    server.use(
      http.put('*/rest/fizz/:id/new-finalize', async () => {
        await held;
        return undefined;
      }),
    );
    signInAsDemo();
    renderRoute('/preview/1001');
    try {
      const loading = await screen.findByText('Loading your preview…');
      expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(screen.queryByRole('button', { name: "It's finished" })).not.toBeInTheDocument();
    } finally {
      release();
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview your Video Greeting' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your preview…')).not.toBeInTheDocument();
  });

  it('shows the title and body of the finalize response, the processing notice and the actions', async () => {
    signInAsDemo();
    await openPreview();
    expect(screen.getByText(/Watch it from start to finish/)).toBeInTheDocument();
    expect(screen.getByText(PROCESSING_TEXT.notice, { exact: false }).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Watch it now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "It's finished" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep editing' })).toHaveAttribute('href', '/edit/1001');
    // the combine request queued the stitching
    expect(greeting(1001).finalizedAt).not.toBeNull();
  });

  it('a finished greeting (1002) goes to /list', async () => {
    signInAsDemo();
    const { router } = renderRoute('/preview/1002');
    await waitFor(() => expect(whereIs(router)).toBe('/list'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Video Greetings' })).toBeInTheDocument();
  });

  it("someone else's greeting: the server's message in a red alert", async () => {
    signInAsOther();
    renderRoute('/preview/1001');
    await findAlert('This Video Greeting belongs to another account.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an unknown greeting: the message in a red alert and a way home', async () => {
    signInAsDemo();
    renderRoute('/preview/424242');
    await findAlert("We couldn't find that Video Greeting.");
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('a failed combine request can be tried again', async () => {
    signInAsDemo();
    setScenarios(['server-error:new-finalize']);
    const user = userEvent.setup({ delay: null });
    renderRoute('/preview/1001');
    await findAlert(SERVER_ERROR_MESSAGE);
    setScenarios([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview your Video Greeting' })).toBeInTheDocument();
  });
});

describe('/preview/{greetingId}: processing, polled every 3 s', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('polls every 3 s until done, then shows the stitched video and stops', async () => {
    signInAsDemo();
    const polls = countCalls(/^GET \/rest\/fizz\/process\/1001$/);
    await openPreview();
    expect(polls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(polls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(polls).toHaveLength(1));
    // the fake pipeline completes 5 s after the combine request: the second poll sees it
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('group', { name: 'Your finished Video Greeting' })).toBeInTheDocument();
    expect(screen.queryByText(PROCESSING_TEXT.notice)).not.toBeInTheDocument();
    const done = polls.length;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls).toHaveLength(done);
  });

  it("'processing-stuck': the notice stays and polls never come faster than every 3 s", async () => {
    signInAsDemo();
    setScenarios(['processing-stuck']);
    const polls = countCalls(/^GET \/rest\/fizz\/process\/1001$/);
    await openPreview();
    for (let i = 1; i <= 5; i++) {
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      await waitFor(() => expect(polls).toHaveLength(i));
    }
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(polls).toHaveLength(5);
    expect(screen.getByText(PROCESSING_TEXT.notice, { exact: false })).toBeInTheDocument();
    // the instant preview still works, and the polls keep their pace under it
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Watch it now' }));
    expect(await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" })).toHaveAttribute(
      'data-segment',
      'intro',
    );
    expect(screen.getByText(PROCESSING_TEXT.notice, { exact: false })).toBeInTheDocument();
    const before = polls.length;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    await waitFor(() => expect(polls.length - before).toBeGreaterThanOrEqual(2));
    expect(polls.length - before).toBeLessThanOrEqual(3);
  });

  it('where the server says how far it is (the device makes it), the notice shows it; then what it left out', async () => {
    let progress = { done: 0.4, secondsLeft: 6 };
    setPipelineRenderer({ ensure: () => undefined, progress: () => progress });
    try {
      signInAsDemo();
      await openPreview();
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      expect(await screen.findByText('Making your video: 40% · about 6 s left')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Making your video:' })).toHaveAttribute('value', '0.4');
      progress = { done: 0.95, secondsLeft: 0.3 };
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(await screen.findByText('Making your video: 95% · about 1 s left')).toBeInTheDocument();
      // made: the file, and the note of the clip it could not read
      const url = await givenFinishedVideo(1001, new Uint8Array(10));
      givenGreeting({ renderMessage: "Clip 2 couldn't be loaded, so it is skipped." });
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(await screen.findByRole('group', { name: 'Your finished Video Greeting' })).toBeInTheDocument();
      expect(screen.getByText("Clip 2 couldn't be loaded, so it is skipped.")).toBeInTheDocument();
      expect(url).toMatch(/^\/mock-media\//);
    } finally {
      setPipelineRenderer(null);
    }
  });

  it('a render that failed: its reason, and the instant preview still there', async () => {
    setPipelineRenderer({ ensure: () => undefined, progress: () => null });
    try {
      signInAsDemo();
      await openPreview();
      givenGreeting({
        status: GreetingStatus.producer | GreetingStatus.videoSubmitted | GreetingStatus.inError,
        renderMessage: RENDER_MESSAGES['no-encoder'],
      });
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      expect(await screen.findByText(RENDER_MESSAGES['no-encoder'])).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Watch it now' })).toBeInTheDocument();
    } finally {
      setPipelineRenderer(null);
    }
  });

  it('a failed poll shows its message and the next poll still runs', async () => {
    signInAsDemo();
    setScenarios(['processing-stuck', 'server-error:/rest/fizz/process/:id']);
    await openPreview();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    await findAlert(`${SERVER_ERROR_MESSAGE} ${PROCESSING_TEXT.retrying}`);
    setScenarios(['processing-stuck']);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(screen.queryByText(SERVER_ERROR_MESSAGE, { exact: false })).not.toBeInTheDocument());
  });

  it('offline: says so, waits, and polls again the moment the connection returns', async () => {
    signInAsDemo();
    setScenarios(['processing-stuck']);
    const polls = countCalls(/^GET \/rest\/fizz\/process\/1001$/);
    await openPreview();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await findAlert(PROCESSING_TEXT.offline);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(screen.queryByText(PROCESSING_TEXT.offline)).not.toBeInTheDocument();
  });
});

describe("/preview/{greetingId}: 'It's finished'", () => {
  it('asks with the modal of the finalize response; "Not yet" leaves the greeting open', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await openPreview();
    const dialog = await confirmFinish(user);
    expect(dialog).toHaveTextContent('Once it is finished, nobody can add to it or change it.');
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(greeting(1001).isLocked).toBe(false);
  });

  it("the title, body and confirmation are the server's own texts (shown as text, never markup)", async () => {
    server.use(
      http.put('*/rest/fizz/:id/new-finalize', () =>
        HttpResponse.json({
          status: 'success',
          img: '/media/poster.jpg',
          video: null,
          isLocked: false,
          isThankyou: false,
          isQRBoxSet: false,
          isPhysical: false,
          title: 'Check <b>it</b> over',
          body: 'Every clip, in order.',
          modal: { header: 'All done?', body: 'There is <i>no way</i> back.', confirmBtnText: 'Yes, finish it' },
        }),
      ),
    );
    signInAsDemo();
    const calls = countCalls(/^POST \/rest\/fizz\/1001\/(confirm-finalize-check|lockdown)$/);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/preview/1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check <b>it</b> over' })).toBeInTheDocument();
    expect(screen.getByText('Every clip, in order.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "It's finished" }));
    const dialog = await screen.findByRole('dialog', { name: 'All done?' });
    expect(within(dialog).getByText('There is <i>no way</i> back.')).toBeInTheDocument();
    expect(document.querySelector('b, i')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, finish it' }));
    await waitFor(() => expect(whereIs(router)).toBe('/checkout/1001'));
    expect(calls).toEqual(['POST /rest/fizz/1001/confirm-finalize-check', 'POST /rest/fizz/1001/lockdown']);
  });

  it('confirming checks, locks (once, even on a double click) and goes to checkout', async () => {
    signInAsDemo();
    const calls = countCalls(/^POST \/rest\/fizz\/1001\/(confirm-finalize-check|lockdown)$/);
    const user = userEvent.setup({ delay: null });
    const { router } = await openPreview();
    const dialog = await confirmFinish(user);
    await user.dblClick(within(dialog).getByRole('button', { name: "It's finished" }));
    await waitFor(() => expect(whereIs(router)).toBe('/checkout/1001'));
    expect(calls).toEqual(['POST /rest/fizz/1001/confirm-finalize-check', 'POST /rest/fizz/1001/lockdown']);
    expect(greeting(1001).isLocked).toBe(true);
  });

  it('while the lock is under way the button is busy and more clicks send nothing', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/rest/fizz/:id/lockdown', async () => {
        await held;
        return undefined;
      }),
    );
    signInAsDemo();
    const calls = countCalls(/^POST \/rest\/fizz\/1001\/lockdown$/);
    const user = userEvent.setup({ delay: null });
    const { router } = await openPreview();
    const dialog = await confirmFinish(user);
    const confirm = within(dialog).getByRole('button', { name: "It's finished" });
    await user.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(confirm).toBeDisabled();
    // a second click (or Enter) on the busy button, dispatched directly
    act(() => confirm.click());
    release();
    await waitFor(() => expect(whereIs(router)).toBe('/checkout/1001'));
    expect(calls).toHaveLength(1);
  });

  it('a failed lock shows the message, leaves the greeting unlocked, and the button works again', async () => {
    signInAsDemo();
    setScenarios(['server-error:lockdown']);
    const user = userEvent.setup({ delay: null });
    const { router } = await openPreview();
    const dialog = await confirmFinish(user);
    const confirm = within(dialog).getByRole('button', { name: "It's finished" });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE);
    expect(greeting(1001).isLocked).toBe(false);
    await waitFor(() => expect(confirm).toBeEnabled());
    setScenarios([]);
    await user.click(confirm);
    await waitFor(() => expect(whereIs(router)).toBe('/checkout/1001'));
    expect(greeting(1001).isLocked).toBe(true);
  });

  it('a card greeting goes to the QR thank-you page', async () => {
    givenGreeting({ linkedQrKeys: ['QR-OWNED'] });
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    const { router } = await openPreview();
    await user.click(within(await confirmFinish(user)).getByRole('button', { name: "It's finished" }));
    await waitFor(() => expect(whereIs(router)).toBe('/thank-you-qr/1001'));
  });

  it('at /preview-thank-you a greeting that would need purchase goes to the free thank-you page', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    const { router } = await openPreview('/preview-thank-you/1001');
    await user.click(within(await confirmFinish(user)).getByRole('button', { name: "It's finished" }));
    await waitFor(() => expect(whereIs(router)).toBe('/thank-you-free/1001'));
  });

  it('not signed in (an anonymous creator): on to /signup-checkout', async () => {
    givenGreeting({ ownerId: null, creatorSessionId: GUEST_SESSION_ID });
    startGuestSession();
    const user = userEvent.setup({ delay: null });
    const { router } = await openPreview();
    await user.click(within(await confirmFinish(user)).getByRole('button', { name: "It's finished" }));
    await waitFor(() => expect(whereIs(router)).toBe('/signup-checkout/1001'));
    expect(greeting(1001).isLocked).toBe(true);
  });
});

describe("/preview/{greetingId}: 'Watch it now'", () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('plays the greeting in the browser: the intro first, then the clips, each announced with its caption', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await openPreview();
    await user.click(screen.getByRole('button', { name: 'Watch it now' }));
    const player = await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" });
    expect(player).toHaveFocus();
    const announced = () => document.querySelector('[aria-live="polite"]')!;
    expect(announced()).toHaveTextContent('Intro animation');
    await user.click(screen.getByRole('button', { name: 'Next clip' }));
    expect(announced()).toHaveTextContent('Clip 1 of 5, photo: Best day ever');
    expect(within(player).getByRole('img', { name: 'Clip 1 of 5, photo: Best day ever' })).toBeInTheDocument();
    // the keyboard on the focused player
    player.focus();
    await user.keyboard('{ArrowRight}');
    expect(announced()).toHaveTextContent('Clip 2 of 5, video');
    await user.keyboard('{ArrowLeft}');
    expect(announced()).toHaveTextContent('Clip 1 of 5, photo: Best day ever');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // one progress bar over the whole greeting, and m:ss of the total
    const position = screen.getByRole('slider', { name: 'Position in the greeting' });
    expect(position.getAttribute('aria-valuetext')).toMatch(/^0:0\d of 0:\d\d$/);
    expect(player.parentElement).toHaveTextContent(/0:0\d \/ 0:\d\d/);
    // a mark on the bar where each clip starts, and the end card (the intro starts at 0)
    expect(player.parentElement!.querySelectorAll('.mark')).toHaveLength(6);
  });

  it('a clip with sound option 1 plays muted, and the music keeps its level', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await openPreview();
    await user.click(screen.getByRole('button', { name: 'Watch it now' }));
    const player = await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" });
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Next clip' }));
    expect(player).toHaveAttribute('data-segment', 'clip-5005');
    expect(deckHolding(player, 5005).muted).toBe(true);
    expect(player).toHaveAttribute('data-music-gain', '1');
    await user.click(screen.getByRole('button', { name: 'Previous clip' }));
    expect(player).toHaveAttribute('data-segment', 'clip-5004');
  });

  it('a greeting with no clips previews its intro and says clips can be added', async () => {
    givenNoClips(GREETINGS.inProgress);
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await openPreview();
    await user.click(screen.getByRole('button', { name: 'Watch it now' }));
    const player = await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" });
    expect(player).toHaveAttribute('data-segment', 'intro');
    expect(screen.getByText(/no photos or videos in this greeting yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add photos and videos' })).toHaveAttribute('href', '/edit/1001');
    expect(screen.getByRole('button', { name: 'Next clip' })).toBeDisabled();
  });

  it('a photo that fails to load is skipped with a visible note', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await openPreview();
    await user.click(screen.getByRole('button', { name: 'Watch it now' }));
    const player = await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" });
    await user.click(screen.getByRole('button', { name: 'Next clip' }));
    const photo = player.querySelector('img')!;
    act(() => void photo.dispatchEvent(new Event('error')));
    // named as the clip list names it: its caption, and its place
    expect(
      await screen.findByText("“Best day ever” (clip 1) couldn't be loaded, so it is left out of the video."),
    ).toBeInTheDocument();
    expect(player).toHaveAttribute('data-segment', 'clip-5002');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Clip 2 of 5, video');
    // a video that fails too: skipped, named in the note, and the next clip plays
    act(() => void deckHolding(player, 5002).dispatchEvent(new Event('error')));
    expect(
      await screen.findByText(
        "“Best day ever” (clip 1) and Video (clip 2) couldn't be loaded, so they are left out of the video.",
      ),
    ).toBeInTheDocument();
    expect(player).toHaveAttribute('data-segment', 'clip-5003');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
  it("/preview/{greetingId}?watch=1 (the editor's link) opens with the instant preview playing", async () => {
    signInAsDemo();
    renderRoute('/preview/1001?watch=1');
    const player = await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" });
    expect(player).toHaveAttribute('data-segment', 'intro');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // 'Watch it now' is not offered twice
    expect(screen.queryByRole('button', { name: 'Watch it now' })).not.toBeInTheDocument();
    // a page opened by a link starts at its heading (the player takes focus only when its button is pressed)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Intro animation'));
  });

  it('the progress bar moves 5 s a press of an arrow key, and Home goes back to the start', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await openPreview();
    await user.click(screen.getByRole('button', { name: 'Watch it now' }));
    const player = await screen.findByRole('group', { name: "Instant preview of Alex's Birthday" });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const position = screen.getByRole('slider', { name: 'Position in the greeting' });
    position.focus();
    // the intro (its length not yet known: 5 s), then the first photo from 5 s
    await user.keyboard('{ArrowRight}');
    expect(player).toHaveAttribute('data-segment', 'clip-5001');
    expect(position).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:05 of /));
    await user.keyboard('{ArrowRight}');
    expect(player).toHaveAttribute('data-segment', 'clip-5002');
    await user.keyboard('{Home}');
    expect(player).toHaveAttribute('data-segment', 'intro');
    expect(position).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:00 of /));
  });

  it('a locked thank-you video (nothing left to check) offers no instant preview, even with ?watch=1', async () => {
    givenGreeting({ isLocked: true, isThankyou: true });
    signInAsDemo();
    renderRoute('/preview-thank-you/1001?watch=1');
    await screen.findByRole('heading', { level: 1, name: 'Preview your thank-you video' });
    expect(screen.queryByRole('group', { name: /^Instant preview/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch it now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "It's finished" })).not.toBeInTheDocument();
  });
});
