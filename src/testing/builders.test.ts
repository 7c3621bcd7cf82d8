import { describe, expect, it } from 'vitest';
import { addClip, getEditDetail } from '@/api/editor/requests';
import { getGreetingList } from '@/api/fizz/requests';
import { getComments } from '@/api/viewer/requests';
import { sniffClipType } from '../../mocks/mediaCheck';
import {
  clipsOf,
  givenClip,
  givenComment,
  givenGreeting,
  givenNewGreeting,
  givenNoGreetings,
  gifFile,
  GREETINGS,
  jpegFile,
  movFile,
  mp4File,
  pngFile,
  textFile,
  webmFile,
} from './builders';
import { signInAsDemo } from './sessions';

describe('test builders: the fake server as a test needs it, through its own API', () => {
  it('givenGreeting changes a seeded greeting', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1, name: 'Renamed for a test' });
    const { fizz: greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting).toMatchObject({ currentStep: 1, name: 'Renamed for a test' });
    expect(() => givenGreeting({}, 42)).toThrow(/no greeting 42/);
  });

  it('givenNewGreeting and givenNoGreetings shape the list', async () => {
    signInAsDemo();
    givenNoGreetings();
    const made = givenNewGreeting({ name: 'Only this one' });
    const list = await getGreetingList();
    expect(list.items.map((i) => [i.id, i.name])).toEqual([[made.id, 'Only this one']]);
  });

  it('givenClip adds at the end', async () => {
    signInAsDemo();
    const clip = givenClip(GREETINGS.inProgress, { caption: 'Added by a test', isImage: false });
    const { fizz: greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting.videos.at(-1)).toMatchObject({ id: clip.id, caption: 'Added by a test', isImage: false, index: 5 });
    expect(clipsOf(GREETINGS.inProgress)).toHaveLength(6);
  });

  it('givenComment adds a comment to vid-1003', async () => {
    givenComment({ body: 'From a builder' });
    const { comments } = await getComments('vid-1003');
    expect(comments[0]).toMatchObject({ body: 'From a builder' });
  });

  it.each([
    ['jpegFile', jpegFile(), { kind: 'image', mime: 'image/jpeg' }],
    ['pngFile', pngFile(), { kind: 'image', mime: 'image/png' }],
    ['gifFile', gifFile(), { kind: 'image', mime: 'image/gif' }],
    ['mp4File', mp4File(), { kind: 'video', mime: 'video/mp4' }],
    ['movFile', movFile(), { kind: 'video', mime: 'video/quicktime' }],
    ['webmFile', webmFile(), { kind: 'video', mime: 'video/webm' }],
    ['textFile', textFile('fake.jpg', 'image/jpeg'), null],
  ])('%s has the leading bytes of what it claims', async (_name, file, expected) => {
    expect(sniffClipType(new Uint8Array(await file.arrayBuffer()))).toEqual(expected);
  });

  it('their bytes reach the fake server through an upload (jsdom keeps them)', async () => {
    signInAsDemo();
    const { clips } = await addClip(GREETINGS.inProgress, mp4File(), { sizeMb: 0.01, isVideo: true });
    expect(clips[0]).toMatchObject({ isImage: false });
    await expect(
      addClip(GREETINGS.inProgress, textFile('fake.jpg', 'image/jpeg'), { sizeMb: 0.01, isVideo: false }),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});
