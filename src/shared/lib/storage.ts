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
  /** The first name an invitee gives with their photos and videos (beyond the spec), for their next visit too. */
  contributorName: 'contributorName',
} as const;

/** Keys this app keeps in session storage (this tab only; a reload keeps them), named once. */
export const tabKeys = {
  /** What an invitee added through invite {code} in this visit: the invite page lists it after a reload. */
  inviteeVisit: (code: string) => `inviteeVisit:${code}`,
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
type TabKey = ReturnType<(typeof tabKeys)[keyof typeof tabKeys]>;

/** A Storage that never throws (private mode, blocked storage, full). */
function safeStorage<K extends string>(storage: () => Storage) {
  return {
    get(key: K): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: K, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        /* storage full or blocked: the feature degrades to per-page memory */
      }
    },
    remove(key: K): void {
      try {
        storage().removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

/** localStorage that never throws. */
export const local = safeStorage<StorageKey>(() => window.localStorage);

/** sessionStorage (this tab, across reloads) that never throws. */
export const tab = safeStorage<TabKey>(() => window.sessionStorage);
