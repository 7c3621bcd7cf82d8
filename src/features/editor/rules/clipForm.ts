import type { ClipChanges } from '@/api/editor/mutations';
import type { AudioOption, Clip } from '@/api/editor/schemas';
import { z } from '@/api/zod';
import { withRules } from '@/shared/lib/forms/withRules';
import { parseTrim, TRIM_MESSAGES, type TrimInput } from './clips';

/** The clip dialog's fields: the sound option as its radio value, the trim as typed (seconds). */
export type ClipFormValues = TrimInput & { caption: string; audio: `${AudioOption}` };

const seconds = (v: number | null) => (v === null ? '' : String(v));

export function clipFormDefaults(clip: Clip): ClipFormValues {
  return {
    caption: clip.caption,
    audio: `${clip.audio_option}`,
    start: seconds(clip.trimStart),
    end: seconds(clip.trimEnd),
  };
}

/** parseTrim's message, under the field it is about. */
export function trimErrors(input: TrimInput, duration: number | null): Partial<Record<keyof TrimInput, string>> {
  const parsed = parseTrim(input, duration);
  if (!('error' in parsed)) return {};
  return parsed.error === TRIM_MESSAGES.start ? { start: parsed.error } : { end: parsed.error };
}

/** The form's schema; a photo has no trim. `duration`: the video's, once the player knows it. */
export function clipFormSchema(isImage: boolean, duration: number | null) {
  return withRules(
    z.object({ caption: z.string(), audio: z.enum(['0', '1', '2']), start: z.string(), end: z.string() }),
    (values) => (isImage ? {} : trimErrors(values, duration)),
  );
}

/** What Done saves: only what changed (a photo has no sound option and no trim). */
export function clipChanges(clip: Clip, values: ClipFormValues, duration: number | null): ClipChanges {
  const changes: ClipChanges = { clipId: clip.id };
  if (values.caption.trim() !== clip.caption) changes.caption = values.caption.trim();
  if (clip.isImage) return changes;
  const audio = Number(values.audio) as AudioOption;
  if (audio !== clip.audio_option) changes.audioOption = audio;
  const parsed = parseTrim(values, duration);
  const trim = 'trim' in parsed ? parsed.trim : null;
  if (trim && (trim.trimStart !== clip.trimStart || trim.trimEnd !== clip.trimEnd)) changes.trim = trim;
  return changes;
}
