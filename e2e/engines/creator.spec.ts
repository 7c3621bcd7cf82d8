import { RED, solidPng } from '../media/files';
import { greenSilentClip, isRed } from '../media/journey';
import { callAsPage, fillCard, openDialog, see, signInThroughLoginPage, waitForUrl } from './app';
import type { Driver } from './driver';
import { expect, test } from './fixtures';
import { addClips, clipIds, createGreeting, fileFacts, timelineOf, waitForFinishedVideo } from './greeting';
import { colourAt, expectPlaying, fetchBytes, playsHere } from './media';
import { saveWith } from './saves';

// A creator's whole journey in this engine, to the finished MP4 made on this device by this
// engine's WebCodecs (the Chromium journeys: e2e/editor.spec.ts, e2e/preview.spec.ts,
// e2e/finished-video.spec.ts).

test.describe.configure({ timeout: 360_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const isGreen = ([r, g, b]: number[]) => g > 150 && r < 100 && b < 100;

/** Moves the clip `name` one place down with dnd-kit's keyboard sensor: Space picks it up, ArrowDown, Space drops it. */
async function moveDownByKeyboard(d: Driver, name: string) {
  await d.focus({ role: 'button', name: `Reorder ${name}` });
  await d.press('Space');
  await see(d, { text: new RegExp(`^Picked up ${name}\\.`) });
  await d.press('ArrowDown');
  await see(d, { text: new RegExp(`^${name} is over position 2 of 2\\.`) });
  await d.press('Space');
  await see(d, { text: new RegExp(`^${name} was dropped at position 2 of 2\\.`) });
}

test('sign in, make a greeting, reorder it, preview, finish and pay: the MP4 made here has the parts in that order, and plays here', async ({
  driver: d,
}) => {
  // Debian's Firefox ESR 140.12 (2026-12-02) answered the order check below with 404 from a fake
  // server without the greeting, though the app kept the order; ESR 153.8 passes it (2026-12-02).
  // Not found in 140.12, so only that series is marked
  test.fixme(d.engine === 'firefox' && /^140\./.test(d.version), `Firefox ESR ${d.version}: see the comment above`);
  await signInThroughLoginPage(d);
  const id = await createGreeting(d, 'Grandma Rose', 'Happy 80th Birthday!');
  await addClips(d, [{ name: 'red.png', buffer: solidPng(RED) }, greenSilentClip()]);
  const [red, green] = await clipIds(d);
  const redName = await d.evaluate(
    (clip) => document.querySelector(`[data-clip-id="${clip}"] [aria-label^="Reorder "]`)!.getAttribute('aria-label')!.slice(8),
    red,
  );

  // the photo goes after the clip, and stays there after a reload (the server kept the order)
  await moveDownByKeyboard(d, redName);
  await d.waitFor((order) => document.querySelectorAll('[data-clip-id]')[1]?.getAttribute('data-clip-id') === String(order), {
    arg: red,
    message: 'the photo second',
  });
  await d.waitFor(
    async ([id, order]) => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/rest/fizz/${id}/detail?type=edit-flow`, { headers: { 'X-Session-Id': session } });
      const { fizz } = (await res.json()) as { fizz: { videos: { id: number }[] } };
      return fizz.videos.map((v) => v.id).join() === order.join();
    },
    { arg: [id, [green, red]] as const, message: 'the server to keep the new order' },
  );
  await d.reload();
  await d.waitFor(() => document.querySelectorAll('[data-clip-id]').length === 2, { timeout: 60_000, message: 'the clips' });
  expect(await clipIds(d)).toEqual([green, red]);

  // on to the preview: the instant preview plays the greeting straight away
  await d.click({ role: 'button', name: 'Next' });
  await d.click({ role: 'button', name: 'Next' });
  await waitForUrl(d, new RegExp(`/preview/${id}$`));
  await d.click({ role: 'button', name: 'Watch it now' });
  await expectPlaying(d, 'video[data-holds="intro"]');
  await d.click({ role: 'button', name: 'Pause' });

  await openDialog(d, { role: 'button', name: "It's finished" }, 'Is your Video Greeting finished?');
  await d.click({ role: 'button', name: "It's finished", within: { role: 'dialog' } });
  await waitForUrl(d, new RegExp(`/checkout/${id}$`));
  await fillCard(d, '4242 4242 4242 4242');
  await d.click({ role: 'button', name: /^Pay \$/ });
  await waitForUrl(d, new RegExp(`/thank-you-digital/${id}$`));

  // made on this device, by this engine
  const started = Date.now();
  const process = await waitForFinishedVideo(d, id);
  test
    .info()
    .annotations.push({ type: 'render', description: `ready ${((Date.now() - started) / 1000).toFixed(1)} s after paying` });
  expect(process.message, 'nothing left out').toBeNull();
  expect(process.video).toMatch(/^\/mock-media\//);

  // the file, read in Node: H.264 1280×720 at 30 fps with AAC, as long as its timeline
  const timeline = await timelineOf(d, id, 3);
  const file = await fileFacts(await fetchBytes(d, process.video!));
  expect(file).toMatchObject({
    format: 'MP4',
    videoCodec: 'avc',
    width: 1280,
    height: 720,
    audioCodec: 'aac',
    startsOnKeyFrame: true,
  });
  expect(Math.abs(file.duration - timeline.total), `${file.duration} s long, its timeline ${timeline.total} s`).toBeLessThan(0.1);
  expect(Math.abs(file.frames - timeline.total * 30)).toBeLessThanOrEqual(2);

  // its frames, as this engine's player shows them: the green clip, then the red photo
  const middleOf = (key: string) => {
    const part = timeline.segments.find((s) => s.key === key)!;
    return part.start + part.duration / 2;
  };
  const atClip = await colourAt(d, process.video!, middleOf(`clip-${green}`));
  const atPhoto = await colourAt(d, process.video!, middleOf(`clip-${red}`));
  expect(isGreen(atClip), `green in the clip's middle, got ${atClip}`).toBe(true);
  expect(isRed(atPhoto), `red in the photo's middle, got ${atPhoto}`).toBe(true);
  expect(await playsHere(d, process.video!)).toBeCloseTo(file.duration, 0);

  // the thank-you page's 'Download and save', then the recipient's page plays it and saves it too
  const fromThankYou = await saveWith(d, () => d.click({ role: 'link', name: 'Download and save' }));
  expect(fromThankYou).toMatchObject({ name: 'Grandma Rose - Happy 80th Birthday.mp4', ftyp: true });
  const { item } = await callAsPage<{ item: { shareUrl: string } }>(d, 'GET', `/rest/fizz/${id}/detail`);
  await d.goto(new URL(item.shareUrl).pathname);
  await d.click({ role: 'button', name: 'Play the video' });
  await expectPlaying(d, 'main video');
  const fromViewer = await saveWith(d, () => d.click({ role: 'link', name: 'Download and save' }));
  expect(fromViewer).toEqual(fromThankYou);
});
