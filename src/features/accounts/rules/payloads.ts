import { DEVICE_TYPE, VERSION, type LoginPayload, type RegisterPayload } from '@/api/user/schemas';
import type { LoginValues, RegistrationValues } from './validation';

export type Device = { deviceId: string; userTimeZone: string };

/** Part 1 §7: login sends device type 1; version '999' for the offer login. */
export function loginPayload(
  values: LoginValues,
  device: Pick<Device, 'deviceId'>,
  context: { qrKey?: string | null; offer?: string | null; from?: string | null; offerLogin?: boolean } = {},
): LoginPayload {
  return {
    qrKey: context.qrKey ?? null,
    version: context.offerLogin ? VERSION.offerLogin : VERSION.login,
    offer: context.offer ?? null,
    from: context.from ?? null,
    user: { deviceType: DEVICE_TYPE.login, email: values.email.trim(), password: values.password, deviceId: device.deviceId },
  };
}

/** Part 1 §3 "Registration user payload": device type 3, version 'web', the user's time zone. */
export function registerPayload(
  values: RegistrationValues,
  device: Device,
  context: { qrKey?: string | null; offer?: string | null; from?: string | null } = {},
): RegisterPayload {
  return {
    qrKey: context.qrKey ?? null,
    version: VERSION.register,
    from: context.from ?? null,
    user: {
      deviceType: DEVICE_TYPE.register,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      marketingOptIn: values.marketingOptIn,
      offer: context.offer ?? null,
      deviceId: device.deviceId,
      userTimeZone: device.userTimeZone,
    },
  };
}
