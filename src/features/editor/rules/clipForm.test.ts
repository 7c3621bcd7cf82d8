import { describe, expect, it } from 'vitest';
import type { Clip } from '@/api/editor/schemas';
import { clipChanges, clipFormDefaults, clipFormSchema, trimErrors, type ClipFormValues } from './clipForm';

const video: Clip = {
  id: 5002,
  isImage: false,
  image: '/thumb.jpg',
  video: '/clip.mp4',
  introVid: false,
  caption: 'Party',
  audio_option: 0,
  index: 1,
  trimStart: null,
  trimEnd: null,
  createdAt: null,
  contributorName: null,
};
const photo: Clip = { ...video, id: 5001, isImage: true, video: null };
const values = (changes: Partial<ClipFormValues> = {}, clip = video) => ({ ...clipFormDefaults(clip), ...changes });

describe('the clip dialog form', () => {
  it('starts from the clip: caption, sound option as its radio value, trim as text', () => {
    expect(clipFormDefaults({ ...video, audio_option: 2, trimStart: 1.5, trimEnd: null })).toEqual({
      caption: 'Party',
      audio: '2',
      start: '1.5',
      end: '',
    });
  });

  it.each([
    [{ start: '', end: '' }, null, {}],
    [{ start: '-1', end: '3' }, null, { start: 'Enter the start in seconds (0 or more).' }],
    [{ start: '4', end: '3' }, null, { end: 'The end must come after the start.' }],
    [{ start: '', end: '6.2' }, 6.04, { end: 'The end can be at most 6.1 seconds: that is how long the video is.' }],
  ])('trim %j with a video of %s s → %j (under the field it is about)', (trim, duration, errors) => {
    expect(trimErrors(trim, duration)).toEqual(errors);
    const { error } = clipFormSchema(false, duration).safeParse(values(trim));
    expect(Object.fromEntries(error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual(errors);
  });

  it('a photo has no trim to check', () => {
    expect(clipFormSchema(true, null).safeParse(values({ start: '4', end: '3' }, photo)).success).toBe(true);
  });

  it.each<[string, Clip, Partial<ClipFormValues>, object]>([
    ['nothing changed', video, {}, {}],
    ['the caption, trimmed', video, { caption: ' Cake ' }, { caption: 'Cake' }],
    ['the same caption with spaces', video, { caption: 'Party ' }, {}],
    ['the sound option', video, { audio: '2' }, { audioOption: 2 }],
    ['the trim', video, { start: '1', end: '4.5' }, { trim: { trimStart: 1, trimEnd: 4.5 } }],
    ['a photo: its caption only', photo, { caption: 'Hi', audio: '1', start: '1', end: '2' }, { caption: 'Hi' }],
  ])('Done saves what changed: %s', (_, clip, changes, saved) => {
    expect(clipChanges(clip, values(changes, clip), null)).toEqual({ clipId: clip.id, ...saved });
  });
});
