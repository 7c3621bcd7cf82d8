import type { Music, MusicOption } from '@/api/editor/schemas';

/** Spec part 2 §2 and §9: the music modal's list is 400 px high. */
export const MUSIC_LIST_HEIGHT_PX = 400;
/** The default filter. */
export const ALL_CATEGORIES = 'All';
/** An option the picker never lists. */
export const HIDDEN_MUSIC_ID = -2;
const SEPARATOR = ' - ';

/** The part of a track name before the first ' - ', or null when it has none. */
export function categoryOf(name: string): string | null {
  const at = name.indexOf(SEPARATOR);
  if (at <= 0) return null;
  return name.slice(0, at).trim() || null;
}

/** The part after the first ' - ' (the whole name when there is no category). */
export function trackTitle(name: string): string {
  const at = name.indexOf(SEPARATOR);
  return at <= 0 ? name : name.slice(at + SEPARATOR.length).trim() || name;
}

/** A track without a url means no music. */
export const isNoMusic = (track: Pick<MusicOption, 'url'>) => !track.url;

/** Every option the picker may show: all but the hidden one. */
export function visibleTracks(options: readonly MusicOption[]): MusicOption[] {
  return options.filter((o) => o.id !== HIDDEN_MUSIC_ID);
}

/** 'All' first, then each category in the order its first track appears. */
export function musicCategories(options: readonly MusicOption[]): string[] {
  const seen = new Set<string>();
  for (const track of visibleTracks(options)) {
    const category = isNoMusic(track) ? null : categoryOf(track.name);
    if (category) seen.add(category);
  }
  return [ALL_CATEGORIES, ...seen];
}

/** The tracks a filter shows. The no-music choice stays on top of every filter, so it is always one tap away. */
export function tracksInCategory(options: readonly MusicOption[], category: string): MusicOption[] {
  const visible = visibleTracks(options);
  const none = visible.filter(isNoMusic);
  const songs = visible.filter((t) => !isNoMusic(t));
  if (category === ALL_CATEGORIES) return [...none, ...songs];
  return [...none, ...songs.filter((t) => categoryOf(t.name) === category)];
}

/** The greeting's current track: its own choice, else the server default. */
export function currentMusicId(music: Pick<Music, 'defaultMusicId' | 'defaultId'>): number | null {
  return music.defaultMusicId ?? music.defaultId ?? null;
}

/** Spec part 2 §4: saving is skipped when the chosen track equals the current one. */
export function shouldSaveMusic(chosenId: number | null, currentId: number | null): boolean {
  return chosenId !== null && chosenId !== currentId;
}

/** What the music summary says when the greeting has no track. */
export const NO_MUSIC = 'No music';

/** What the greeting's music is called on screen: the track's title and category, or 'No music'. */
export function chosenMusic(music: Music): { title: string; category: string | null } {
  const id = currentMusicId(music);
  const track = music.options.find((o) => o.id === id);
  if (!track || isNoMusic(track)) return { title: NO_MUSIC, category: null };
  return { title: trackTitle(track.name), category: categoryOf(track.name) };
}
