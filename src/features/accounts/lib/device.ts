import { deviceId } from '@/shared/lib/deviceId';
import type { Device } from '@/features/accounts/rules/payloads';

/** The user's IANA time zone, from Intl. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const currentDevice = (): Device => ({ deviceId: deviceId(), userTimeZone: userTimeZone() });
