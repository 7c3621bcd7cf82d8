/** Every key this app keeps in local storage, named once. */
export const storageKeys = {
  /** The account flag: set on login/register; signed in = this flag + the session cookie. */
  isAccount: 'isAccount',
  /** The cached greeting summary {id, img}. */
  greeting: 'fizz',
  /** Quick sign-up modal already seen (closed or completed). */
  quickSignupSeen: 'quickSignupSeen',
  /** Last view counted per greeting, for the 1-minute re-count rule. */
  lastView: 'lastView',
  /** A random id for this browser, sent as deviceId with login, register and the contact form. */
  deviceId: 'deviceId',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage that never throws (private mode, blocked storage). */
export const local = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage full or blocked: the feature degrades to per-page memory */
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};
