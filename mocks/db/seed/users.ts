import type { OtpRow, SessionRow, UserRow } from '../types';
import { daysAgoIso } from './dates';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USER_ID = 1;
export const OFFER_USER_ID = 2;
export const OTHER_USER_ID = 3;

export function seedUsers(now: number): UserRow[] {
  return [
    {
      id: DEMO_USER_ID,
      firstName: 'Demo',
      lastName: 'User',
      email: 'demo@example.com',
      password: DEMO_PASSWORD,
      marketingOptIn: true,
      phone: '555-0100',
      hasOffer: false,
      createdAt: daysAgoIso(60, now),
    },
    {
      id: OFFER_USER_ID,
      firstName: 'Olivia',
      lastName: 'Offer',
      email: 'offer@example.com',
      password: DEMO_PASSWORD,
      marketingOptIn: true,
      phone: '',
      hasOffer: true,
      createdAt: daysAgoIso(10, now),
    },
    {
      id: OTHER_USER_ID,
      firstName: 'Sam',
      lastName: 'Other',
      email: 'sam@example.com',
      password: DEMO_PASSWORD,
      marketingOptIn: false,
      phone: '',
      hasOffer: false,
      createdAt: daysAgoIso(90, now),
    },
  ];
}

/** Ready-made sessions, so tests and demos can act as a fixture user without logging in. */
export const DEMO_SESSION_ID = 'sess-demo';
export const OFFER_SESSION_ID = 'sess-offer';
export const OTHER_SESSION_ID = 'sess-sam';
export const GUEST_SESSION_ID = 'sess-guest';

export function seedSessions(now: number): SessionRow[] {
  const createdAt = daysAgoIso(1, now);
  return [
    { id: DEMO_SESSION_ID, userId: DEMO_USER_ID, createdAt },
    { id: OFFER_SESSION_ID, userId: OFFER_USER_ID, createdAt },
    { id: OTHER_SESSION_ID, userId: OTHER_USER_ID, createdAt },
    { id: GUEST_SESSION_ID, userId: null, createdAt },
  ];
}

export function seedOtps(): OtpRow[] {
  return [
    { otp: 'otp-demo', kind: 'password', userId: DEMO_USER_ID, fizzId: null, expired: false },
    { otp: 'otp-expired', kind: 'password', userId: DEMO_USER_ID, fizzId: null, expired: true },
    { otp: 'otp-demo', kind: 'view-alert', userId: DEMO_USER_ID, fizzId: 1004, expired: false },
  ];
}
