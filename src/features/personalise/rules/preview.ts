/** Spec part 1 §4/§9, part 2 §9: the text preview refreshes 500 ms after the text stops changing. */
export const PREVIEW_REFRESH_MS = 500;

/** The preview images to show: indexes 0..count-1 (at least one). */
export function previewIndexes(previewImageCount: number): number[] {
  const count = Number.isFinite(previewImageCount) ? Math.max(1, Math.trunc(previewImageCount)) : 1;
  return Array.from({ length: count }, (_, i) => i);
}
