export type FoundChromium = { path: string | undefined; source: string };
export function findChromium(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): FoundChromium;
export function ensureChromium(): string | undefined;
