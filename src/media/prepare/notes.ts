// What people read about a prepared photo or video: one short line under its upload row.

const MB = 1024 * 1024;

export const PREPARE_NOTES = {
  smaller: (sizes: string) => `Made smaller for a faster upload: ${sizes}`,
  converted: (sizes: string) => `Converted so it plays everywhere: ${sizes}`,
  notPrepared: 'This video could not be prepared on this device; it is uploaded as it is and may not show in the preview.',
} as const;

/** '4.8 MB → 0.6 MB' (one decimal, at least 0.1), or in KB when both are under 1 MB ('733 KB → 29 KB'). */
export function formatSizes(before: number, after: number): string {
  const inMb = Math.max(before, after) >= MB;
  const say = (bytes: number) =>
    inMb ? `${Math.max(0.1, bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${say(before)} → ${say(after)}`;
}

export type PrepareOutcome = 'prepared' | 'kept' | 'not-prepared';

/** The line for a file's outcome: null when it went as it was and there is nothing to say. */
export function preparedNote(outcome: PrepareOutcome, before: number, after: number): string | null {
  if (outcome === 'not-prepared') return PREPARE_NOTES.notPrepared;
  if (outcome === 'kept') return null;
  return (after < before ? PREPARE_NOTES.smaller : PREPARE_NOTES.converted)(formatSizes(before, after));
}
