import { describe, expect, it } from 'vitest';
import { loginPayloadSchema, registerPayloadSchema } from '@/api/user/schemas';
import { loginPayload, registerPayload } from './payloads';

const device = { deviceId: 'dev-1', userTimeZone: 'America/Chicago' };

describe('request payloads (part 1 §3, §7)', () => {
  it.each([
    ['plain login', {}, 'web'],
    ['offer / trial login', { offerLogin: true, from: 'recipient', offer: 'share-2' }, '999'],
  ])('%s: device type 1, version %s', (_, context, version) => {
    const p = loginPayload({ email: ' demo@example.com ', password: ' pw with spaces ' }, device, context);
    expect(p).toMatchObject({
      version,
      user: { deviceType: 1, email: 'demo@example.com', password: ' pw with spaces ', deviceId: 'dev-1' },
    });
    expect(loginPayloadSchema.safeParse(p).success).toBe(true);
  });

  it('register: device type 3, version web, time zone, opt-in, offer, qrKey and from', () => {
    const p = registerPayload(
      {
        firstName: ' Nia ',
        lastName: 'New',
        email: 'nia@example.com',
        confirmEmail: '',
        password: 'secret1',
        confirmPassword: 'secret1',
        marketingOptIn: true,
      },
      device,
      { qrKey: 'QR-NEW', offer: 'share-3', from: 'actor' },
    );
    expect(p).toEqual({
      qrKey: 'QR-NEW',
      version: 'web',
      from: 'actor',
      user: {
        deviceType: 3,
        firstName: 'Nia',
        lastName: 'New',
        email: 'nia@example.com',
        password: 'secret1',
        marketingOptIn: true,
        offer: 'share-3',
        deviceId: 'dev-1',
        userTimeZone: 'America/Chicago',
      },
    });
    expect(registerPayloadSchema.safeParse(p).success).toBe(true);
  });
});
