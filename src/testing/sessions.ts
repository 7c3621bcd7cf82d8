import { startSession } from '@/shared/lib/session';
import { DEMO_SESSION_ID, GUEST_SESSION_ID, OTHER_SESSION_ID } from '#mocks/db/seed/users';

/** Fixture sessions (mocks/db seed): the demo user is signed in as session 'sess-demo'. */
export const DEMO_SESSION = DEMO_SESSION_ID;

/** The demo user (demo@example.com, user 1), signed in. */
export function signInAsDemo(): void {
  startSession(DEMO_SESSION_ID, true);
}

/** Another account (sam@example.com, user 3), signed in: owns none of the demo user's greetings. */
export function signInAsOther(): void {
  startSession(OTHER_SESSION_ID, true);
}

/** The seeded anonymous guest session (a cookie without the account flag: not signed in). */
export function startGuestSession(): void {
  startSession(GUEST_SESSION_ID, false);
}
