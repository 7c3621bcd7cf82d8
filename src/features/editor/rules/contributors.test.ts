import { describe, expect, it } from 'vitest';
import { arrivedClips, GOOD_NEWS, goodNewsBody, goodNewsParts } from './contributors';

const photo = (contributorName: string | null = null) => ({ isImage: true, contributorName });
const video = (contributorName: string | null = null) => ({ isImage: false, contributorName });

describe("the 'Good News!' toast's body", () => {
  it.each([
    ['one unnamed photo', [photo()], GOOD_NEWS.body],
    ['several unnamed clips', [photo(), video(), photo('  ')], GOOD_NEWS.body],
    ['nothing new found (the reload failed)', [], GOOD_NEWS.body],
    ['a photo', [photo('Jamie')], 'Jamie added a photo to your Video Greeting.'],
    ['a video', [video('Jamie')], 'Jamie added a video to your Video Greeting.'],
    [
      '2 photos and a video',
      [photo('Jamie'), video('Jamie'), photo('Jamie')],
      'Jamie added 2 photos and a video to your Video Greeting.',
    ],
    [
      'a photo and 3 videos',
      [video('Jamie'), video('Jamie'), photo('Jamie'), video('Jamie')],
      'Jamie added a photo and 3 videos to your Video Greeting.',
    ],
    [
      'two people',
      [photo('Jamie'), photo('Sam'), video('Jamie')],
      'Jamie and Sam added 2 photos and a video to your Video Greeting.',
    ],
    ['three people', [video('Jamie'), video('Sam'), video('Kim')], 'Jamie, Sam and Kim added 3 videos to your Video Greeting.'],
    [
      'four people',
      [photo('Jamie'), photo('Sam'), photo('Kim'), photo('Lee')],
      'Jamie, Sam and 2 others added 4 photos to your Video Greeting.',
    ],
    ['a name and no name', [photo('Jamie'), video()], 'Jamie and someone else added a photo and a video to your Video Greeting.'],
    ['the same name twice, spaced', [photo('Jamie'), photo(' Jamie ')], 'Jamie added 2 photos to your Video Greeting.'],
  ])('%s', (_case, arrived, body) => {
    expect(goodNewsBody(arrived)).toBe(body);
  });

  it.each([
    ['no name', [photo()], [GOOD_NEWS.body]],
    ['one name', [photo('Jamie')], [{ person: 'Jamie' }, ' added ', 'a photo', ' to your Video Greeting.']],
    [
      'names and someone else',
      [photo('سارة'), video('Sam'), photo()],
      [
        { person: 'سارة' },
        ', ',
        { person: 'Sam' },
        ' and ',
        'someone else',
        ' added ',
        '2 photos',
        ' and ',
        'a video',
        ' to your Video Greeting.',
      ],
    ],
  ])('keeps each name apart from our words (%s), so the toast can isolate it', (_case, arrived, parts) => {
    expect(goodNewsParts(arrived)).toEqual(parts);
  });

  it('keeps the spec’s sentence word for word when no name is known', () => {
    expect(GOOD_NEWS).toEqual({ title: 'Good News!', body: 'Someone added a video or photo to your Video Greeting.' });
  });
});

describe('the clips a poll brings', () => {
  const c = (id: number) => ({ id });
  it.each([
    ['a new clip', [c(1), c(2)], [c(1), c(2), c(3)], 3, [3]],
    ['two new clips', [c(1)], [c(1), c(2), c(3)], 3, [2, 3]],
    ['the newest already known (an earlier reload brought it)', [c(1), c(3)], [c(1), c(3)], 3, [3]],
    ['the newest gone again (deleted)', [c(1)], [c(1)], 3, []],
    ['a deleted clip is no news', [c(1), c(2)], [c(2), c(4)], 4, [4]],
    ['no newest id', [c(1)], [c(1), c(2)], null, [2]],
  ])('%s', (_case, before, after, newest, arrived) => {
    expect(arrivedClips(before, after, newest).map((x) => x.id)).toEqual(arrived);
  });
});
