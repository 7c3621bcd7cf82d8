import { local, storageKeys } from '@/shared/lib/storage';
import type { Device } from '@/features/accounts/rules/payloads';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A random id for this browser, kept in local storage (a new one when storage is blocked). */
export function getDeviceId(): string {
  const known = local.get(storageKeys.deviceId);
  if (known) return known;
  const id = randomId();
  local.set(storageKeys.deviceId, id);
  return id;
}

/** The user's IANA time zone, from Intl. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const currentDevice = (): Device => ({ deviceId: getDeviceId(), userTimeZone: userTimeZone() });
