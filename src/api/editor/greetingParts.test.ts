import { describe, expect, it } from 'vitest';
import { encodePreviewText } from '@/api/greetings/schemas';
import { DEFAULT_END_CARD_LOOK } from '@/media/endCard';
import { greetingPartsOf } from './greetingParts';
import type { EditGreeting } from './schemas';

const greeting = (over: Partial<EditGreeting>): EditGreeting =>
  ({
    id: 1,
    name: 'Greeting',
    img: '',
    videos: [],
    music: { options: [{ id: 1, name: 'Upbeat - Sunny', url: '/m.mp3' }], defaultMusicId: 1, defaultId: 1 },
    newestActorVideoId: null,
    currentStep: 3,
    taId: 102,
    specialFields: [
      {
        title: '',
        items: [
          { id: 1, value: 'Grandma Rose', placeholder: '', required: true },
          { id: 2, value: ' Happy 80th! ', placeholder: '', required: false },
        ],
      },
    ],
    previewImageCount: 2,
    isLocked: false,
    introVideo: '/intro.mp4',
    ...over,
  }) as EditGreeting;

describe('greetingPartsOf: what the preview plays and the renderer makes', () => {
  it("the intro, the server's text images (one per previewImageCount), the clips and the chosen music", () => {
    const text = encodePreviewText('Grandma Rose\nHappy 80th!');
    expect(greetingPartsOf(greeting({}))).toEqual({
      intro: '/intro.mp4',
      overlays: [`/rest/theme-animation/102/image-preview/0/${text}`, `/rest/theme-animation/102/image-preview/1/${text}`],
      clips: [],
      music: '/m.mp3',
      endCard: { names: [], look: DEFAULT_END_CARD_LOOK },
    });
  });

  it('the end card: the creator first, then each contributor the clips name, once each, in the clips’ order; the template’s colours', () => {
    const clip = (id: number, index: number, contributorName: string | null) =>
      ({
        id,
        index,
        isImage: true,
        image: `/p${id}.jpg`,
        video: null,
        caption: '',
        audio_option: 0,
        contributorName,
      }) as EditGreeting['videos'][number];
    const look = { sky: ['#111111', '#222222'] as [string, string], accent: '#ffd166' };
    const parts = greetingPartsOf(
      greeting({
        creatorName: 'Sam',
        look,
        videos: [clip(3, 2, 'Aunt May'), clip(1, 0, 'Jamie'), clip(2, 1, null), clip(4, 3, 'jamie')],
      }),
    );
    expect(parts.endCard).toEqual({ names: ['Sam', 'Jamie', 'Aunt May'], look });
  });

  it('no text typed: no text images; no intro; no music chosen', () => {
    const parts = greetingPartsOf(
      greeting({
        specialFields: [{ title: '', items: [{ id: 1, value: ' ', placeholder: '', required: false }] }],
        introVideo: null,
        music: { options: [], defaultMusicId: 0, defaultId: null },
      }),
    );
    expect(parts).toMatchObject({ intro: null, overlays: [], music: null });
  });
});
