import { local, storageKeys } from '@/shared/lib/storage';

/**
 * This browser's deviceId (the same local-storage value login and register send). Kept here because
 * features do not import each other; accounts/lib/device.ts has the same few lines (see README).
 */
export function deviceId(): string {
  const known = local.get(storageKeys.deviceId);
  if (known) return known;
  const id =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  local.set(storageKeys.deviceId, id);
  return id;
}
