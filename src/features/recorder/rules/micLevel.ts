/** Spec part 2 §9: the microphone level is sampled every 100 ms. */
export const LEVEL_SAMPLE_MS = 100;

/**
 * 'Low Volume!' (spec part 2 §4/§5 leave the threshold open): the loudest 100 ms sample of the whole
 * recording stays under 0.02 RMS of full scale (about -34 dBFS). A spoken word at arm's length
 * reaches 0.05 to 0.2; a muted, covered or unplugged microphone, or one hearing only a quiet room
 * through the browser's noise suppression, stays around 0.001 to 0.01. The line sits between.
 */
export const LOW_VOLUME_THRESHOLD = 0.02;

/** The level of one window of samples (-1..1): their root mean square, 0..1. */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (!samples.length) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / samples.length);
  return Number.isFinite(rms) ? Math.min(1, rms) : 0;
}

/** Too quiet to keep without a look: the loudest moment never reached the threshold. */
export function isLowVolume(maxLevel: number): boolean {
  return !(maxLevel >= LOW_VOLUME_THRESHOLD);
}

/** The maximum level as the upload's micVol (0..1, three decimals). */
export function micVolParam(maxLevel: number): number {
  if (!Number.isFinite(maxLevel) || maxLevel <= 0) return 0;
  return Math.round(Math.min(1, maxLevel) * 1000) / 1000;
}

/** The meter shows decibels, -60 dBFS (empty) to 0 dBFS (full), so speech moves it visibly. */
export const METER_FLOOR_DB = -60;
export function meterFraction(level: number): number {
  if (!(level > 0)) return 0;
  const db = 20 * Math.log10(Math.min(1, level));
  return Math.max(0, Math.min(1, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}
