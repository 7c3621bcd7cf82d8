import { local, storageKeys } from '@/shared/lib/storage';

/** Where storage is blocked, the page keeps its id, so an unlike still finds its like. */
let thisPage: string | undefined;

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * This browser's deviceId, kept in local storage: login, register and the invitee's contact form
 * send it, and a visitor without an account likes as it.
 */
export function deviceId(): string {
  const stored = local.get(storageKeys.deviceId);
  if (stored) return (thisPage = stored);
  thisPage ??= randomId();
  local.set(storageKeys.deviceId, thisPage);
  return thisPage;
}
