/** The session's names on the wire (no imports: the build's start script reads them too). */
export const SESSION_COOKIE = 'sessionId';
/** The header every /rest call carries; the fake server reads it to find the user. */
export const SESSION_HEADER = 'X-Session-Id';
