// What the fake server renders a greeting from, read off its rows: the intro, the images of its
// personalised text (the same ones image-preview serves), its clips in saved order and its music.
import { previewTextOf } from '@/shared/lib/specialFields';
import type { GreetingParts } from '@/media/greetingParts';
import type { TimelineClip } from '@/media/timeline';
import { creditedNames, DEFAULT_END_CARD_LOOK } from '@/media/endCard';
import type { DbState, FizzRow } from './db/types';
import { lookOf } from './db/seed/looks';
import { previewSvg } from './textPreview';

/** A greeting's parts (as the preview plays them), its text images as SVG, and its uploads' blobs. */
export type GreetingSource = Omit<GreetingParts, 'overlays' | 'clips'> & {
  clips: TimelineClip[];
  /** The text images as SVG markup, previewImageCount of them; none without text. */
  overlaySvgs: string[];
  /** Uploaded clips' stored blobs, by the URL the clip names. */
  mediaIds: Record<string, string>;
};

/** The template's colours for the end card: its intro's sky and accent (the same look its text image wears). */
export function endCardLookOf(
  s: DbState,
  fizz: Pick<FizzRow, 'taId' | 'themeId'>,
): { sky: [string, string]; accent: string } | null {
  const animation = s.animations.find((a) => a.id === fizz.taId);
  const colour = s.themes.find((t) => t.themeId === fizz.themeId)?.bgColor ?? '';
  const look = lookOf(animation?.slug, colour);
  return look ? { sky: [look.sky[0], look.sky[1]], accent: look.accent } : null;
}

/** The intro animation's video of a greeting (its theme animation's). */
export function introVideoOf(s: DbState, fizz: Pick<FizzRow, 'taId'>): string | null {
  return s.animations.find((a) => a.id === fizz.taId)?.video ?? null;
}

export function greetingSourceOf(s: DbState, fizz: FizzRow): GreetingSource {
  const animation = s.animations.find((a) => a.id === fizz.taId);
  const color = s.themes.find((t) => t.themeId === fizz.themeId)?.bgColor ?? '';
  const text = previewTextOf(fizz.specialFields);
  const count = Math.max(1, animation?.previewImageCount ?? 1);
  const rows = s.clips.filter((c) => c.fizzId === fizz.id).sort((a, b) => a.index - b.index);
  const mediaIds: Record<string, string> = {};
  for (const c of rows) if (c.mediaId) mediaIds[(c.isImage ? c.image : c.video) ?? c.image] = c.mediaId;
  return {
    intro: introVideoOf(s, fizz),
    overlaySvgs: text
      ? Array.from({ length: count }, (_, index) => previewSvg({ color, index, count, text, slug: animation?.slug }))
      : [],
    clips: rows.map((c) => ({
      id: c.id,
      isImage: c.isImage,
      image: c.image,
      video: c.video,
      caption: c.caption,
      audio_option: c.audio_option,
      index: c.index,
      trimStart: c.trimStart,
      trimEnd: c.trimEnd,
    })),
    music: s.music.find((m) => m.id === fizz.musicId)?.url ?? null,
    endCard: {
      names: creditedNames([s.users.find((u) => u.id === fizz.ownerId)?.firstName, ...rows.map((c) => c.contributorName)]),
      look: endCardLookOf(s, fizz) ?? DEFAULT_END_CARD_LOOK,
    },
    mediaIds,
  };
}
