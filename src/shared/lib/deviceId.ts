import { local, storageKeys } from '@/shared/lib/storage';

/** Where storage is blocked, the page keeps its id, so an unlike still finds its like. */
let thisPage: string | undefined;

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * This browser's deviceId, kept in local storage: login, register and the invitee's contact form
 * send it, and a visitor without an account likes as it. It starts as a random id of the browser's
 * own; the recipient page's server issues a signed one (keepIssuedDeviceId), and only that one likes.
 */
export function deviceId(): string {
  const stored = local.get(storageKeys.deviceId);
  if (stored) return (thisPage = stored);
  thisPage ??= randomId();
  local.set(storageKeys.deviceId, thisPage);
  return thisPage;
}

/** The server issued this browser a device id (it signed it): kept in place of the one it had. */
export function keepIssuedDeviceId(issued: string | undefined): void {
  if (!issued) return;
  thisPage = issued;
  local.set(storageKeys.deviceId, issued);
}
