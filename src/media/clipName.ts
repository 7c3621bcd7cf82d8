// How a clip is named wherever the creator reads about it: the editor's clip list (its credit), the
// note about clips the finished video left out (thank-you, the project list, the recipient page's
// owner) and the editor's check step. One rule, so a clip is never called two different things.

/** What a clip's name is made of (structural: the editor's Clip and the fake server's rows both fit). */
export type NamedClip = {
  isImage: boolean;
  caption?: string | null;
  /** The first name an invitee gave with it (beyond the spec); none for the creator's own clips. */
  contributorName?: string | null;
};

const kindOf = (clip: Pick<NamedClip, 'isImage'>) => (clip.isImage ? 'Photo' : 'Video');

/** The clip list's credit: 'Photo by Jamie' / 'Video by Jamie'; null for a clip nobody signed. */
export function clipCredit(clip: Pick<NamedClip, 'isImage' | 'contributorName'>): string | null {
  const name = clip.contributorName?.trim();
  return name ? `${kindOf(clip)} by ${name}` : null;
}

/**
 * A clip named as the clip list shows it, with its place in the greeting's order (1-based, the
 * list's own numbering): its caption in quotes ('“Beach day” (clip 4)'), else its credit ('Video
 * by Jamie (clip 4)'), else what it is ('Photo (clip 2)'). The caption is quoted because it is the
 * creator's free text inside a sentence of ours.
 */
export function clipLabel(clip: NamedClip, place: number): string {
  const caption = clip.caption?.trim();
  const name = caption ? `“${caption}”` : (clipCredit(clip) ?? kindOf(clip));
  return `${name} (clip ${place})`;
}

/** 'a', 'a and b', 'a, b and c' */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A clip with its place in the greeting's order (1-based: the clip list's numbering). */
export type PlacedClip = NamedClip & { place: number };

/** What a finished video left out: the intro animation, and clips with their places, in order. */
export type LeftOut = { intro: boolean; clips: readonly PlacedClip[] };

/**
 * The note about clips whose sound could not be played, so they are in the video silent, and the
 * music when it could not be ('The sound of Video by Jamie (clip 4) couldn't be played, so it is
 * silent in the video.'), or null.
 */
export function silencedNote(clips: readonly PlacedClip[], musicLost: boolean): string | null {
  const notes: string[] = [];
  if (clips.length) {
    const names = listOf(clips.map((clip) => clipLabel(clip, clip.place)));
    notes.push(`The sound of ${names} couldn't be played, so ${clips.length === 1 ? 'it is' : 'they are'} silent in the video.`);
  }
  if (musicLost) notes.push("The music couldn't be played, so the video has none.");
  return notes.length ? notes.join(' ') : null;
}

/** What a finished video's report says the creator should know: what it left out, and what went in silent. */
export type ReportFacts = {
  skippedIntro: boolean;
  skippedClips: readonly PlacedClip[];
  silencedClips?: readonly PlacedClip[];
  musicLost?: boolean;
};

/** The whole note for a finished video's report (left out, then silent), or null when all went in as it was. */
export function reportNote(report: ReportFacts): string | null {
  const notes = [
    leftOutNote({ intro: report.skippedIntro, clips: report.skippedClips }),
    silencedNote(report.silencedClips ?? [], report.musicLost ?? false),
  ].filter((n): n is string => n !== null);
  return notes.length ? notes.join(' ') : null;
}

/**
 * The note about parts the finished video left out, naming each clip as the clip list does
 * ('Video by Jamie (clip 4) couldn't be loaded, so it is left out of the video.'), or null.
 */
export function leftOutNote({ intro, clips }: LeftOut): string | null {
  const parts = [...(intro ? ['The intro animation'] : []), ...clips.map((clip) => clipLabel(clip, clip.place))];
  if (parts.length === 0) return null;
  return `${listOf(parts)} couldn't be loaded, so ${parts.length === 1 ? 'it is' : 'they are'} left out of the video.`;
}
