import { see, signInAsDemo, waitForUrl } from './app';
import type { Driver } from './driver';
import { sendTarget } from './target';
import { expect, test } from './fixtures';

// The recorder (/record/{id}) in this engine with its fake camera and microphone: Firefox's
// media.navigator.streams.fake, WebKitGTK's mock capture devices (the Chromium journeys:
// e2e/recorder.spec.ts).

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const CAMERA = 'video[aria-label="Your camera (shown mirrored, as in a mirror)"]';
const clipCount = () => document.querySelectorAll('[data-clip-id]').length;

/** Records about 2 s: the camera's picture is live, the clock counts to 0:02, then Stop. */
async function recordTwoSeconds(d: Driver) {
  await d.goto('/record/1001');
  await see(d, { role: 'heading', level: 1, name: 'Record a video' }, 60_000);
  // the camera is live: its picture has a size and plays
  await d.waitFor(
    (sel) => {
      const v = document.querySelector<HTMLVideoElement>(sel);
      return Boolean(v && v.videoWidth > 0 && !v.paused);
    },
    { arg: CAMERA, message: 'the camera' },
  );
  await d.click({ role: 'button', name: 'Start recording' });
  await d.waitFor(
    (t, q) => {
      const [m, s] = (q.find(t)?.textContent ?? '').split(':').map(Number);
      return m * 60 + s >= 2;
    },
    { arg: { role: 'timer' as const }, message: 'the clock at 0:02' },
  );
  await d.click({ role: 'button', name: 'Stop recording' });
}

/**
 * The recording's dialog, and its Upload. Where the microphone was heard, 'Ready to upload?'. Headless
 * Firefox here has no sound device, so its AudioContext never runs and the meter hears nothing: the
 * app says 'Low Volume!', and the creator looks (Preview) and uploads from there, as the spec allows.
 */
async function uploadTheRecording(d: Driver) {
  const ready = { role: 'dialog', name: 'Ready to upload?' } as const;
  const low = { role: 'dialog', name: 'Low Volume!' } as const;
  const dialog = await d.waitFor(([r, l], q) => (q.find(r) ? 'Ready to upload?' : q.find(l) ? 'Low Volume!' : null), {
    arg: [sendTarget(ready), sendTarget(low)] as const,
    message: "'Ready to upload?' or 'Low Volume!'",
  });
  if (dialog === 'Ready to upload?') {
    expect(await see(d, ready)).toMatch(/Your video is 0:0[2-9] long\./);
    await d.click({ role: 'button', name: 'Upload', within: ready });
    return;
  }
  await d.click({ role: 'button', name: 'Preview', within: low });
  const preview = { role: 'dialog', name: 'Your video' } as const;
  // the preview plays the recording back, a little over 2 s of it
  await d.waitFor((t, q) => Number(q.find(t)?.querySelector('video')?.duration) > 1.5, {
    arg: sendTarget(preview),
    message: 'the preview to know its length',
  });
  await d.click({ role: 'button', name: 'Upload', within: preview });
}

test('records about 2 s with the fake camera, and Upload adds the clip to /edit/1001 (WebKitGTK: its empty recording is refused)', async ({
  driver: d,
  engineName,
}) => {
  await d.goto('/terms');
  await signInAsDemo(d);
  await d.goto('/edit/1001');
  const before = await d.waitFor(clipCount, { timeout: 60_000, message: 'the clip list' });

  await recordTwoSeconds(d);
  if (engineName === 'webkit') {
    // WebKitGTK's MediaRecorder hands over 0 bytes for any stream with video (e2e/engines/repro/
    // webkit-mediarecorder-no-video.html): the recorder says so and sends nothing
    await see(d, { text: "This recording is empty, so it can't be uploaded. Please record again." });
    await see(d, { role: 'button', name: 'Record Again' });
    await d.goto('/edit/1001');
    expect(await d.waitFor(clipCount, { timeout: 60_000, message: 'the clip list' })).toBe(before);
    return;
  }
  await uploadTheRecording(d);
  await waitForUrl(d, /\/edit\/1001$/, 60_000);
  await see(d, { text: 'Upload successful!' });
  await d.waitFor((n) => document.querySelectorAll('[data-clip-id]').length === n + 1, {
    arg: before,
    message: 'one more clip',
  });
  // the clip the server got is a video this engine plays
  const duration = await d.evaluate(async () => {
    const rows = document.querySelectorAll('[data-clip-id]');
    const id = rows[rows.length - 1].getAttribute('data-clip-id');
    const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/rest/fizz/1001/detail?type=edit-flow', { headers: { 'X-Session-Id': session } });
    const { fizz } = (await res.json()) as { fizz: { videos: { id: number; video: string }[] } };
    const v = document.createElement('video');
    v.muted = true;
    v.src = fizz.videos.find((c) => String(c.id) === id)!.video;
    await new Promise((resolve, reject) => {
      v.onloadedmetadata = resolve;
      v.onerror = () => reject(new Error(`the recording would not load: ${v.error?.message}`));
    });
    // a recording may say its length only once read to its end
    if (!Number.isFinite(v.duration)) {
      v.currentTime = 1e6;
      await new Promise((resolve) => (v.ondurationchange = resolve));
    }
    return v.duration;
  });
  expect(duration).toBeGreaterThan(1.5);
});
