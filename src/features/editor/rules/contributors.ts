import type { Clip, ClipId } from '@/api/editor/schemas';

/** Spec part 2 §4: the toast a contributor's new clip brings; its body when no name is known. */
export const GOOD_NEWS = { title: 'Good News!', body: 'Someone added a video or photo to your Video Greeting.' } as const;

type Credited = Pick<Clip, 'isImage' | 'contributorName'>;

/** The first name an invitee gave, tidied; null when there is none. */
const nameOf = (clip: Credited): string | null => clip.contributorName?.trim() || null;

/** The clip list's credit: 'Photo by Jamie' / 'Video by Jamie'; null for a clip nobody signed. */
export function clipCredit(clip: Credited): string | null {
  const name = nameOf(clip);
  return name ? `${clip.isImage ? 'Photo' : 'Video'} by ${name}` : null;
}

/**
 * The clips a poll's news is about: those the reloaded list has and the one before did not, and
 * the newest contributor clip itself (a reload in between may already have brought it).
 */
export function arrivedClips<C extends Pick<Clip, 'id'>>(
  before: readonly C[],
  after: readonly C[],
  newestId: ClipId | null,
): C[] {
  const known = new Set(before.map((c) => c.id));
  return after.filter((c) => !known.has(c.id) || c.id === newestId);
}

/** More names than this are summed up: 'Jamie, Sam and 3 others'. */
const NAMES_SHOWN = 3;

/** 'a', 'a and b', 'a, b and c' */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** '2 photos and a video', 'a photo', '3 videos'. */
function whatWasAdded(clips: readonly Credited[]): string {
  const photos = clips.filter((c) => c.isImage).length;
  const videos = clips.length - photos;
  return listOf([
    ...(photos ? [count(photos, 'a photo', 'photos')] : []),
    ...(videos ? [count(videos, 'a video', 'videos')] : []),
  ]);
}

/** Who: the names in the order their clips came, 'someone else' for clips without one. */
function whoAdded(clips: readonly Credited[]): string {
  const names = [...new Set(clips.map(nameOf).filter((n): n is string => n !== null))];
  const people = clips.some((c) => nameOf(c) === null) ? [...names, 'someone else'] : names;
  if (people.length <= NAMES_SHOWN) return listOf(people);
  return listOf([...people.slice(0, NAMES_SHOWN - 1), `${people.length - (NAMES_SHOWN - 1)} others`]);
}

/**
 * The 'Good News!' toast's body: who added what ('Jamie and Sam added 2 photos and a video to your
 * Video Greeting.') when the new clips carry names; otherwise the spec's sentence, word for word.
 */
export function goodNewsBody(arrived: readonly Credited[]): string {
  if (!arrived.some((c) => nameOf(c) !== null)) return GOOD_NEWS.body;
  return `${whoAdded(arrived)} added ${whatWasAdded(arrived)} to your Video Greeting.`;
}
