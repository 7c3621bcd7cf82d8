/**
 * Part 2 §4 and §9: a view is counted when the video plays, and counted again only for a different
 * greeting or after more than 1 minute since the last count (kept in browser storage).
 */
export const VIEW_RECOUNT_MS = 60_000;

/** The last view this browser counted. */
export type LastView = { uuid: string; at: number };

export function shouldCountView(last: LastView | null, uuid: string, now: number): boolean {
  if (!last || last.uuid !== uuid) return true;
  return now - last.at > VIEW_RECOUNT_MS;
}

/** The stored record, or null when there is none or it is not one of ours. */
export function parseLastView(raw: string | null): LastView | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uuid, at } = value as Partial<LastView>;
    return typeof uuid === 'string' && typeof at === 'number' && Number.isFinite(at) ? { uuid, at } : null;
  } catch {
    return null;
  }
}
