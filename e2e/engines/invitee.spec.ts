import path from 'node:path';
import { isBlue, isRed } from '../media/journey';
import { see, waitForFakeServer, waitForUrl, type FakeServerWindow } from './app';
import { expect, test } from './fixtures';
import { phonePhoto, photoFacts } from './photos';

// An invitee on /in/{uuid} in this engine (the Chromium journeys: e2e/invitee.spec.ts).

test.describe.configure({ timeout: 120_000 });

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
const CLIPS = [
  { kind: 'a clip with sound', file: path.join(FIXTURES, 'clip.mp4') },
  // no sound at all: a clip the sound check passes by
  { kind: 'a silent clip', file: path.join(FIXTURES, 'green-silent.mp4') },
];

for (const { kind, file } of CLIPS) {
  test(`inv-1001: a phone's 4032 × 3024 photo and ${kind} picked at once both arrive, and the invitee lands on 'Success!'`, async ({
    driver: d,
  }) => {
    await d.goto('/in/inv-1001');
    await see(d, { role: 'heading', level: 1, name: "You're invited!" }, 60_000);
    await see(d, { role: 'heading', level: 2, name: "Alex's Birthday" });
    await waitForFakeServer(d);
    const photo = await phonePhoto(d);

    await d.upload({ label: 'ADD PHOTOS OR VIDEO' }, [{ name: 'IMG_0001.jpg', buffer: photo }, file]);
    await waitForUrl(d, /\/view-invite-thank-you$/, 90_000);
    await see(d, { role: 'heading', level: 1, name: 'Success!' });

    // the fake server has both: the photo made smaller on this device (its long side 2560), still red
    // then blue, and the clip as a video this engine plays
    const received = await d.evaluate(() => {
      const db = (window as unknown as FakeServerWindow).fakeServer.read();
      return db.clips
        .filter((c) => c.fizzId === 1001 && c.addedBy === 'invitee' && c.uploadId)
        .map((c) => ({ isImage: c.isImage, src: c.isImage ? c.image : c.video!, size: db.media[c.mediaId!]?.size ?? 0 }));
    });
    expect(received.map((c) => c.isImage).sort()).toEqual([false, true]);
    expect(received.every((c) => c.size > 0)).toBe(true);
    const stored = await photoFacts(d, received.find((c) => c.isImage)!.src);
    expect([stored.width, stored.height]).toEqual([2560, 1920]);
    expect(isRed(stored.left) && isBlue(stored.right), `red then blue, got ${stored.left} and ${stored.right}`).toBe(true);
    const video = await d.evaluate(
      async (src) => {
        const v = document.createElement('video');
        v.muted = true;
        v.src = src;
        await new Promise((resolve, reject) => {
          v.onloadedmetadata = resolve;
          v.onerror = () => reject(new Error(`the stored clip would not load: ${v.error?.message}`));
        });
        return { duration: v.duration, width: v.videoWidth };
      },
      received.find((c) => !c.isImage)!.src,
    );
    expect(video.duration).toBeGreaterThan(1);
    expect(video.width).toBeGreaterThan(0);
  });
}
