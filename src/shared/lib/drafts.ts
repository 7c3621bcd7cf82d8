/**
 * Work the user made that the server does not have yet, kept in this browser until it does: typed
 * text (personalise, a comment) and a clip order being saved. In localStorage, so a reload, a lost
 * connection or a closed tab never loses it; under one prefix, so sign-out clears every draft at
 * once (another account on this browser never sees them). Never throws: with storage blocked, the
 * work lives on the page only.
 */
const PREFIX = 'draft:';

export const drafts = {
  /** The kept value (parsed JSON), or null: none, unreadable, or storage blocked. */
  read(key: string): unknown {
    try {
      const raw = window.localStorage.getItem(PREFIX + key);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      /* storage full or blocked: the work lives on the page only */
    }
  },
  clear(key: string): void {
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      /* nothing to clear */
    }
  },
  /** Sign-out: every draft goes. */
  clearAll(): void {
    try {
      const storage = window.localStorage;
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (k): k is string => k?.startsWith(PREFIX) ?? false,
      );
      keys.forEach((k) => storage.removeItem(k));
    } catch {
      /* storage blocked: nothing was kept */
    }
  },
};
