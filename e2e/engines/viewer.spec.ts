import { see, waitForFakeServer } from './app';
import { expect, test } from './fixtures';
import { expectPlaying, played, recordPlays } from './media';
import { saveWith } from './saves';

// The recipient's page, /vid/{uuid}, in this engine (the Chromium journeys: e2e/viewer.spec.ts).

// recipients open the page on phones; a fresh fake server and real video each time
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 120_000 });

const PLAYER = 'main video[aria-label^="Congratulations, Riley!"]';

test('vid-1003: the poster, it plays, a like counts, a comment posts, the video downloads', async ({ driver: d }) => {
  await d.goto('/vid/vid-1003');
  await see(d, { role: 'heading', level: 1, name: 'Congratulations, Riley!' }, 60_000);
  await waitForFakeServer(d);

  // the poster: the greeting's picture, loaded, before anything plays
  const poster = await d.waitFor(
    async (selector) => {
      const v = document.querySelector<HTMLVideoElement>(selector);
      if (!v?.poster) return null;
      const img = new Image();
      img.src = v.poster;
      await img.decode();
      return { src: v.poster.replace(/^.*\//, ''), loaded: img.naturalWidth > 0, paused: v.paused };
    },
    { arg: PLAYER, message: 'the poster' },
  );
  expect(poster).toEqual({ src: 'greeting-1.jpg', loaded: true, paused: true });

  await d.click({ role: 'button', name: 'Play the video' });
  await expectPlaying(d, PLAYER);
  await see(d, { text: '43 views' });

  const like = { role: 'button', name: 'Like' } as const;
  await see(d, { text: '3 likes' });
  await d.click(like);
  await see(d, { text: '4 likes' });
  expect(await d.attribute(like, 'aria-pressed')).toBe('true');

  const form = { role: 'form', name: 'Add a comment' } as const;
  await d.fill({ label: 'First name', within: form }, 'Ana');
  await d.fill({ label: 'Last name', within: form }, 'Ruiz');
  await d.fill({ label: 'Your comment', within: form }, 'What a wonderful video!');
  await d.click({ role: 'button', name: 'Post comment', within: form });
  expect(await see(d, { role: 'article', name: 'Comment by Ana Ruiz' })).toContain('What a wonderful video!');
  expect(await d.evaluate((t, q) => q.textOf(q.find(t)!), { label: { text: 'Your comment' } })).toBe('');

  // 'Download and save' gives the MP4 under the greeting's name (the page fetches it and saves it)
  const saved = await saveWith(d, () =>
    d.click({ role: 'link', name: 'Download and save', within: { role: 'region', name: 'Share this Video Greeting' } }),
  );
  expect(saved).toMatchObject({ name: 'Riley - Congratulations, graduate - We are so proud.mp4', ftyp: true });
});

test('vid-playlist: a picked video plays, and the list moves on to the next by itself', async ({ driver: d }) => {
  await d.goto('/vid/vid-playlist');
  await see(d, { role: 'heading', level: 1 }, 60_000);
  expect(await see(d, { role: 'region', name: 'Up next' })).toMatch(/Video 2.*Video 3.*Video 4/);
  await recordPlays(d);
  await d.click({ role: 'button', name: 'Play Video 3' });
  // playlist-3 plays, ends, goes to the back, and playlist-2 (next in the queue) plays on its own
  await d.waitFor(async () => (window as unknown as { e2ePlayed: string[] }).e2ePlayed.includes('playlist-2.mp4'), {
    timeout: 45_000,
    message: 'the playlist to move on to playlist-2',
  });
  expect((await played(d)).slice(0, 2)).toEqual(['playlist-3.mp4', 'playlist-2.mp4']);
  await expectPlaying(d, 'main video');
});
