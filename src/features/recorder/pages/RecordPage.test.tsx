import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { http } from 'msw';
import { givenClip } from '@/testing/builders';
import { clipsOf, renderRoute, signInAsDemo } from '@/testing/render';
import { clearChunkStore, openChunkStore } from '@/features/recorder/lib/chunkStore';
import { FakeMediaRecorder, installFakeMedia, type FakeMedia, type FakeMediaOptions } from '@/testing/fakeMedia';
// loaded up front: the route's lazy import then finds it ready (the first visit is not a race with the clock)
import './RecordPage';

// jsdom cannot decode video: a recording with bytes plays, an empty one does not
vi.mock('@/features/recorder/lib/playable', () => ({ checkPlayable: async (blob: Blob) => blob.size > 0 }));

let media: FakeMedia;
const useMedia = (options?: FakeMediaOptions) => {
  media.uninstall();
  media = installFakeMedia(options);
};

beforeEach(async () => {
  await clearChunkStore();
  media = installFakeMedia();
});
afterEach(() => media.uninstall());

/** The add-clip calls the page sends: their query and form. */
function watchAddClip() {
  const sent: { url: URL; form: FormData }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (!request.url.includes('add-clip')) return;
    sent.push({ url: new URL(request.url), form: await request.clone().formData() });
  };
  server.events.on('request:start', listener);
  return sent;
}

async function openRecorder(path = '/record/1001') {
  const view = renderRoute(path);
  const start = await screen.findByRole('button', { name: 'Start recording' }, { timeout: 5_000 });
  await waitFor(() => expect(start).toBeEnabled());
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** Waits for a navigation (the next page's lazy chunk may take a while on the first visit to it). */
const expectPath = (router: { state: { location: { pathname: string } } }, path: string | RegExp) =>
  waitFor(() => expect(router.state.location.pathname).toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path), {
    timeout: 10_000,
  });

/** A recording left in storage by an earlier visit (a reload, a crash): two chunks, loud enough. */
async function keepRecording(id: string, owner = 'record:1001') {
  const store = openChunkStore();
  await store.begin({
    id,
    owner,
    mimeType: 'video/webm',
    startedAt: Date.now(),
    durationMs: 0,
    maxLevel: 0,
    chunks: 0,
    bytes: 0,
  });
  for (const [i, chunk] of ['chunk-1', 'chunk-2'].entries()) {
    await store.append(id, new Blob([chunk]), {
      durationMs: (i + 1) * 1000,
      maxLevel: 0.3,
      mimeType: 'video/webm;codecs=vp8,opus',
    });
  }
}

/** Holds every call to `path` until released (the fake server then answers it). */
function holdCalls(path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(path, async () => {
      await held;
      return undefined;
    }),
  );
  return () => release();
}

/** Start, one chunk, Stop: resolves with the dialog that opens. */
async function recordAndStop(user: ReturnType<typeof userEvent.setup>, chunks = ['first-second']) {
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  const recorder = FakeMediaRecorder.last;
  act(() => chunks.forEach((c) => recorder.emit(c)));
  await user.click(screen.getByRole('button', { name: 'Stop recording' }));
  return recorder;
}

describe('the recorder', () => {
  it('records, stops to "Ready to upload?", and Upload lands on the editor with one more clip (micVol and format sent)', async () => {
    signInAsDemo();
    const before = clipsOf(1001).length;
    const sent = watchAddClip();
    const { user, router } = await openRecorder();

    expect(media.calls[0]).toMatchObject({
      video: { width: { ideal: 854 }, height: { ideal: 480 }, frameRate: { ideal: 29.97 }, facingMode: { ideal: 'user' } },
      audio: true,
    });
    expect(screen.getByLabelText('Microphone level')).toBeInTheDocument();
    const recorder = await recordAndStop(user);
    expect(recorder.options?.mimeType).toBe('video/webm');
    expect(recorder.timeslice).toBe(1000);

    const dialog = await screen.findByRole('dialog', { name: 'Ready to upload?' });
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Record Again' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await expectPath(router, '/edit/1001');
    expect(clipsOf(1001)).toHaveLength(before + 1);
    expect(clipsOf(1001).at(-1)).toMatchObject({ micVol: 0.2, isImage: false });
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0].url.searchParams)).toMatchObject({ type: 'desktop-record', isVideo: 'yes', micVol: '0.2' });
    expect(sent[0].form.get('format')).toBe('webm');
    const file = sent[0].form.get('files[]') as File;
    // (the file's name does not survive jsdom's multipart; the browser journey checks it)
    expect(file.type).toBe('video/webm');
    expect(await file.text()).toMatch(/first-secondlast$/);
    // uploaded: nothing is kept to offer again
    await waitFor(async () => expect(await openChunkStore().latest('record:1001')).toBeNull());
  });

  it("records mp4 where only mp4 is supported, reads the recorder's own type back and uploads it as h264-mp4", async () => {
    signInAsDemo();
    const sent = watchAddClip();
    const { user, router } = await openRecorder();
    FakeMediaRecorder.supported = ['video/mp4'];
    const recorder = await recordAndStop(user);
    expect(recorder.options?.mimeType).toBe('video/mp4');

    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
    );
    await expectPath(router, '/edit/1001');
    const file = sent[0].form.get('files[]') as File;
    expect([file.type, sent[0].form.get('format')]).toEqual(['video/mp4', 'h264-mp4']);
  });

  it('says so when the browser records none of the formats', async () => {
    signInAsDemo();
    const { user } = await openRecorder();
    FakeMediaRecorder.supported = [];
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText(/This browser can't record video/)).toBeVisible();
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });

  it('offers "Low Volume!" with Preview and Record Again when the microphone stayed quiet; Record Again starts over', async () => {
    signInAsDemo();
    useMedia({ amplitude: 0.005 });
    const { user } = await openRecorder();
    await recordAndStop(user);

    const dialog = await screen.findByRole('dialog', { name: 'Low Volume!' });
    expect(within(dialog).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('dialog', { name: 'Your video' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Low Volume!' })).getByRole('button', { name: 'Record Again' }),
    );

    // a fresh recording is dropped at once (no question), and leaves storage
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await openChunkStore().latest('record:1001')).toBeNull());
  });

  it('a failed upload shows the toast and the server message, restarts the recorder and keeps the recording; Record Again asks first', async () => {
    signInAsDemo();
    setScenarios(['server-error:add-clip']);
    const { user, router } = await openRecorder();
    await recordAndStop(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
    );

    const toast = await screen.findByText('Please try again or select a different file.');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Upload Failed');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeVisible();
    expect(screen.getByText('Your video did not upload. It is kept here: upload it again, or download it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download your recording' })).toHaveAttribute('download', 'recording.webm');
    expect(router.state.location.pathname).toBe('/record/1001');

    // Record Again would drop it: asked first, and 'Keep it' keeps it
    await user.click(screen.getByRole('button', { name: 'Record Again' }));
    const ask = await screen.findByRole('dialog', { name: 'Record again?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('heading', { name: 'Your recording' })).toBeVisible();
    expect(await openChunkStore().latest('record:1001')).not.toBeNull();

    // the server is back: the kept recording goes up
    setScenarios([]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await expectPath(router, '/edit/1001');
  });

  it("an invitee's recording for a finished greeting: the server's refusal shows and the recording is kept for download", async () => {
    const { user, router } = await openRecorder('/in/inv-1002/record/1002');
    await recordAndStop(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
    );

    expect(await screen.findByText('This Video Greeting has already been finished')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download your recording' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^blob:/),
    );
    expect(router.state.location.pathname).toBe('/in/inv-1002/record/1002');
    expect(await openChunkStore().latest('invite:inv-1002:1002')).not.toBeNull();
    // refused: sending it again cannot work, so no Upload is offered; Discard and the download stay
    const kept = screen.getByRole('region', { name: 'Your recording' });
    expect(within(kept).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(kept).getByRole('button', { name: 'Discard' })).toBeVisible();
    expect(
      within(kept).getByText('Your video could not be added. It is kept here: download it, or record a new one.'),
    ).toBeVisible();
    expect(within(kept).queryByText(/upload it again/)).toBeNull();
  });

  it("an invitee's recording goes up with the invite code and leads to /view-invite-thank-you", async () => {
    const sent = watchAddClip();
    const { user, router } = await openRecorder('/in/inv-1001/record/1001');
    await recordAndStop(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
    );
    await expectPath(router, '/view-invite-thank-you');
    expect(Object.fromEntries(sent[0].url.searchParams)).toMatchObject({ type: 'desktop-record', uuid: 'inv-1001' });
  });

  it('a thank-you recording goes to thank-you-add-clip and then to /preview-thank-you/{the new greeting}', async () => {
    // a recipient who is not signed in sees the quick sign-up first; the camera waits until it is closed
    const sent = watchAddClip();
    const view = renderRoute('/record-thank-you/1003?uuid=vid-1003');
    const user = userEvent.setup({ delay: null });
    const signup = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDisabled();
    await user.click(within(signup).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled());
    const { router } = view;
    expect(screen.getByRole('heading', { level: 1, name: 'Record a thank-you video' })).toBeVisible();
    await recordAndStop(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
    );
    await expectPath(router, /^\/preview-thank-you\/\d+$/);
    // it names the greeting being thanked, so the thank-you is linked to it
    expect(sent.map((s) => Object.fromEntries(s.url.searchParams))).toEqual([{ fizzId: '1003', uuid: 'vid-1003' }]);
  });

  it('refuses an empty recording before any upload', async () => {
    signInAsDemo();
    const sent = watchAddClip();
    const { user } = await openRecorder();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    FakeMediaRecorder.last.lastChunk = '';
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));

    expect(await screen.findByText("This recording is empty, so it can't be uploaded. Please record again.")).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record Again' }));
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeEnabled();
    expect(sent).toHaveLength(0);
  });

  it('a camera unplugged mid-recording stops cleanly and keeps what was recorded', async () => {
    signInAsDemo();
    const { user } = await openRecorder();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    act(() => FakeMediaRecorder.last.emit('before-unplug'));
    act(() => media.streams.at(-1)!.getVideoTracks()[0].unplug());

    expect(await screen.findByRole('dialog', { name: 'Ready to upload?' })).toBeVisible();
    expect(screen.getByText(/Your camera or microphone stopped, so the recording stopped/)).toBeInTheDocument();
    expect(
      screen.getByText(/No camera detected\. Please check that your camera is not blocked or turned off\./),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await openChunkStore().latest('record:1001'))?.meta.chunks).toBe(2));
    // the microphone goes off with the camera
    await waitFor(() => expect(media.streams.at(-1)!.getAudioTracks()[0].stopped).toBe(true));
  });

  it('offers a recording left by a reload or crash: Preview, Upload, Discard (which asks first)', async () => {
    signInAsDemo();
    await keepRecording('crashed');

    const { user } = await openRecorder();
    const kept = (await screen.findByRole('heading', { name: 'Your recording' })).closest('section')!;
    expect(kept).toHaveTextContent('We kept a video you recorded here that was not uploaded.');
    for (const name of ['Preview', 'Upload', 'Discard'])
      expect(within(kept as HTMLElement).getByRole('button', { name })).toBeVisible();

    await user.click(within(kept as HTMLElement).getByRole('button', { name: 'Discard' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your recording' })).not.toBeInTheDocument());
    await waitFor(async () => expect(await openChunkStore().latest('record:1001')).toBeNull());
  });

  it('stops every camera and microphone track when the page is left', async () => {
    signInAsDemo();
    const { router } = await openRecorder();
    const tracks = media.streams.at(-1)!.getTracks();
    expect(tracks.every((t) => !t.stopped)).toBe(true);
    await act(() => router.navigate('/faq'));
    expect(tracks.every((t) => t.stopped)).toBe(true);
  });
});

describe('the recording goes through the upload queue', () => {
  it('a kept recording that arrived before the page closed is asked about first and not sent again', async () => {
    signInAsDemo();
    await keepRecording('arrived-before');
    // its answer was lost: the greeting already has the clip the upload made
    givenClip(1001, { isImage: false, uploadId: 'arrived-before' });
    const before = clipsOf(1001).length;
    const sent = watchAddClip();
    const { user, router } = await openRecorder();
    const kept = await screen.findByRole('region', { name: 'Your recording' });
    await user.click(within(kept).getByRole('button', { name: 'Upload' }));

    await expectPath(router, '/edit/1001');
    expect(sent).toHaveLength(0);
    expect(clipsOf(1001)).toHaveLength(before);
    expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
    await waitFor(async () => expect(await openChunkStore().latest('record:1001')).toBeNull());
  });

  it('a recording in a format no upload takes (MPEG) is refused on the device, never sent, and kept for download', async () => {
    signInAsDemo();
    const sent = watchAddClip();
    const { user } = await openRecorder();
    FakeMediaRecorder.supported = ['video/mpeg'];
    await recordAndStop(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
    );

    expect(await screen.findByText(/“recording\.mpeg” can't be added\./)).toBeVisible();
    expect(screen.getByText('Please try again or select a different file.').closest('[role="alert"]')).toHaveTextContent(
      'Upload Failed',
    );
    const kept = screen.getByRole('region', { name: 'Your recording' });
    expect(within(kept).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(kept).getByRole('link', { name: 'Download your recording' })).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it("an upload still running after 5 s brings 'Hang tight!', and it goes when the upload ends", async () => {
    signInAsDemo();
    const release = holdCalls('*/rest/fizz/:id/add-clip');
    try {
      const { user, router } = await openRecorder();
      await recordAndStop(user);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
      );
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(screen.queryByText('Hang tight! Your upload is still in progress.')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      expect(await screen.findByText('Hang tight! Your upload is still in progress.')).toBeInTheDocument();
      vi.useRealTimers();
      release();
      await expectPath(router, '/edit/1001');
      await waitFor(() => expect(screen.queryByText('Hang tight! Your upload is still in progress.')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
      release();
    }
  });

  it('leaving while a thank-you recording uploads cancels it: the visitor stays where they went, the recording stays kept', async () => {
    const release = holdCalls('*/rest/fizz/thank-you-add-clip');
    try {
      const { router } = renderRoute('/record-thank-you/1003?uuid=vid-1003');
      const user = userEvent.setup({ delay: null });
      const signup = await screen.findByRole('dialog', { name: 'Create your free account' });
      await user.click(within(signup).getByRole('button', { name: /close/i }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled());
      await recordAndStop(user);
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Ready to upload?' })).getByRole('button', { name: 'Upload' }),
      );
      await act(async () => {
        void router.navigate('/faq');
      });
      const ask = await screen.findByRole('dialog', { name: "Your upload hasn't finished. Are you sure you want to leave?" });
      await user.click(within(ask).getByRole('button', { name: 'Leave' }));
      await expectPath(router, '/faq');
      // the recorder is gone (the router moves before React takes the page away)
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Record a thank-you video' })).toBeNull());

      const answered = new Promise<void>((resolve) => server.events.on('response:mocked', () => resolve()));
      release();
      await answered;
      await new Promise((r) => setTimeout(r, 100));
      expect(router.state.location.pathname).toBe('/faq');
      expect(await openChunkStore().latest('thank-you:1003')).not.toBeNull();
    } finally {
      release();
    }
  });
});

describe('camera and microphone errors', () => {
  it.each([
    ['NotAllowedError', 'Please grant access to your camera and microphone and refresh the page to record.'],
    ['PermissionDeniedError', 'Please grant access to your camera and microphone and refresh the page to record.'],
    ['SecurityError', 'Please grant access to your camera and microphone and refresh the page to record.'],
    ['NotFoundError', 'Camera/microphone not found. Please connect a webcam/microphone and refresh the page to record.'],
    ['DevicesNotFoundError', 'Camera/microphone not found. Please connect a webcam/microphone and refresh the page to record.'],
    ['OverconstrainedError', 'Camera/microphone not found. Please connect a webcam/microphone and refresh the page to record.'],
    [
      'ConstraintNotSatisfiedError',
      'Camera/microphone not found. Please connect a webcam/microphone and refresh the page to record.',
    ],
    [
      'NotReadableError',
      'Camera/microphone already in use. Please close any other applications useing the webcam/microphone and refresh the page to record.',
    ],
    [
      'TrackStartError',
      'Camera/microphone already in use. Please close any other applications useing the webcam/microphone and refresh the page to record.',
    ],
    [
      'AbortError',
      'Camera/microphone already in use. Please close any other applications useing the webcam/microphone and refresh the page to record.',
    ],
    [
      'TypeError',
      "No camera detected. Please check that your camera is not blocked or turned off. If you don't have a camera on this computer try with another device.",
    ],
  ])('%s shows its message', async (name, message) => {
    signInAsDemo();
    useMedia({ error: name });
    renderRoute('/record/1001');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('no microphone listed: the microphone check, linking to its help', async () => {
    signInAsDemo();
    useMedia({ error: 'NotFoundError', devices: ['videoinput'] });
    renderRoute('/record/1001');
    expect(await screen.findByText(/Sorry\. We are unable to verify your microphone is on\.\.\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Camera and microphone help' })).toHaveAttribute('href', '/faq#micHelp');
  });

  it('a stream with no sound track: the microphone check (recording still possible)', async () => {
    signInAsDemo();
    useMedia({ audio: false });
    await openRecorder();
    expect(screen.getByText(/Sorry\. We are unable to verify your microphone is on\.\.\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Camera and microphone help' })).toHaveAttribute('href', '/faq#micHelp');
  });

  it('Try again asks for the camera again', async () => {
    signInAsDemo();
    useMedia({ error: 'NotReadableError' });
    renderRoute('/record/1001');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(media.calls).toHaveLength(2));
  });
});
