export type FoundChromium = { path: string | undefined; source: string };
export function findChromium(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): FoundChromium;
export function ensureChromium(): string | undefined;
/** The flags every headless Chromium of ours starts with (find-chromium.mjs says why). */
export const HEADLESS_CHROMIUM_FLAGS: readonly string[];
