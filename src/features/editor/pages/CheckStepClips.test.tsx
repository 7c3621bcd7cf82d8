import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '#mocks/db/store';
import { givenGreeting, jpegFile } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import type { ClipHealth } from '@/media/render/probeClip';

// Step 4 names, before finishing, a clip the finished video could not take (the renderer's own
// checks, run in the page), with Remove and Replace (issue 36).

/** What the renderer's check says of each file (jsdom has no WebCodecs: the check is the browser's, tested in e2e). */
const health = new Map<string, ClipHealth>();
vi.mock('@/media/render/probeClip', () => ({
  probeClip: (src: string) => Promise.resolve(health.get(src) ?? 'ok'),
}));

const webm = () => getDb().clips.find((c) => c.id === 5005)!.video!;
const order = () =>
  getDb()
    .clips.filter((c) => c.fizzId === 1001)
    .sort((a, b) => a.index - b.index)
    .map((c) => c.id);

beforeEach(() => {
  health.clear();
  // WebCodecs exists here, as in the browsers that make the video
  vi.stubGlobal('VideoDecoder', class {});
});
afterEach(() => vi.unstubAllGlobals());

async function openCheckStep() {
  signInAsDemo();
  givenGreeting({ currentStep: 4 });
  renderRoute('/edit/1001');
  await screen.findByRole('heading', { level: 2, name: 'Check your Video Greeting' });
}

describe("step 4: the clips the finished video can't take", () => {
  it('lists nothing when every clip goes in', async () => {
    await openCheckStep();
    await screen.findByRole('region', { name: "What's in it" });
    expect(screen.queryByRole('region', { name: "These can't go in your video" })).not.toBeInTheDocument();
  });

  it('names one as the clip list does, with its place, and Remove deletes it', async () => {
    health.set(webm(), 'broken');
    await openCheckStep();
    const region = await screen.findByRole('region', { name: "These can't go in your video" });
    const item = within(region).getByRole('listitem');
    // its caption is its name in the clip list; it is the 5th clip
    expect(item).toHaveTextContent('“Love you!” (clip 5)');
    await userEvent.click(within(item).getByRole('button', { name: 'Remove Love you!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Love you!?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual([5001, 5002, 5003, 5004]));
    await waitFor(() => expect(screen.queryByRole('region', { name: "These can't go in your video" })).not.toBeInTheDocument());
  });

  it('a clip only the browser’s player plays is not listed: it goes in (converted that way)', async () => {
    health.set(webm(), 'browser-only');
    await openCheckStep();
    await screen.findByRole('region', { name: "What's in it" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: "These can't go in your video" })).not.toBeInTheDocument();
  });

  it('Replace uploads another file, which takes the clip’s place as the clip leaves', async () => {
    const broken = getDb().clips.find((c) => c.id === 5002)!.video!;
    health.set(broken, 'broken');
    await openCheckStep();
    const region = await screen.findByRole('region', { name: "These can't go in your video" });
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent('(clip 2)');
    const user = userEvent.setup({ delay: null });
    await user.click(within(item).getByRole('button', { name: /^Replace / }));
    const picker = region.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(picker, jpegFile('new.jpg'));
    // the new photo is second, where the broken video was; the video is gone
    await waitFor(() => expect(order()).toHaveLength(5), { timeout: 10_000 });
    await waitFor(() => expect(order()).not.toContain(5002), { timeout: 10_000 });
    const ids = order();
    expect([ids[0], ids[2], ids[3], ids[4]]).toEqual([5001, 5003, 5004, 5005]);
    expect(getDb().clips.find((c) => c.id === ids[1])).toMatchObject({ isImage: true });
  });
});
