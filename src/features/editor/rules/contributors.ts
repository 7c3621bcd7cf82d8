import type { Clip, ClipId } from '@/api/editor/schemas';
import { plainText, type WithPeople } from '@/shared/lib/personText';

/** Spec part 2 §4: the toast a contributor's new clip brings; its body when no name is known. */
export const GOOD_NEWS = { title: 'Good News!', body: 'Someone added a video or photo to your Video Greeting.' } as const;

type Credited = Pick<Clip, 'isImage' | 'contributorName'>;

/** The first name an invitee gave, tidied; null when there is none. */
const nameOf = (clip: Credited): string | null => clip.contributorName?.trim() || null;

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

/** 'a', 'a and b', 'a, b and c' (each item a word of ours or a person's name, kept apart). */
function listOf<T extends WithPeople[number]>(items: readonly T[]): WithPeople {
  if (items.length < 2) return items;
  return [...items.slice(0, -1).flatMap((item, i) => (i === 0 ? [item] : [', ', item])), ' and ', items[items.length - 1]];
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** '2 photos and a video', 'a photo', '3 videos'. */
function whatWasAdded(clips: readonly Credited[]): WithPeople {
  const photos = clips.filter((c) => c.isImage).length;
  const videos = clips.length - photos;
  return listOf([
    ...(photos ? [count(photos, 'a photo', 'photos')] : []),
    ...(videos ? [count(videos, 'a video', 'videos')] : []),
  ]);
}

/** Who: the names in the order their clips came (each kept apart), 'someone else' for clips without one. */
function whoAdded(clips: readonly Credited[]): WithPeople {
  const names = [...new Set(clips.map(nameOf).filter((n): n is string => n !== null))].map((person) => ({ person }));
  const people = clips.some((c) => nameOf(c) === null) ? [...names, 'someone else'] : names;
  if (people.length <= NAMES_SHOWN) return listOf(people);
  return listOf([...people.slice(0, NAMES_SHOWN - 1), `${people.length - (NAMES_SHOWN - 1)} others`]);
}

/**
 * The 'Good News!' toast's body, its names kept apart (the toast shows each inside <bdi>): who
 * added what ('Jamie and Sam added 2 photos and a video to your Video Greeting.') when the new clips
 * carry names; otherwise the spec's sentence, word for word.
 */
export function goodNewsParts(arrived: readonly Credited[]): WithPeople {
  if (!arrived.some((c) => nameOf(c) !== null)) return [GOOD_NEWS.body];
  return [...whoAdded(arrived), ' added ', ...whatWasAdded(arrived), ' to your Video Greeting.'];
}

/** The toast's body as plain text. */
export const goodNewsBody = (arrived: readonly Credited[]): string => plainText(goodNewsParts(arrived));
