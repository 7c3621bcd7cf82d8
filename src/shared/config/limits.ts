/**
 * Input limits, one list read by the forms (maxLength) and the fake server (which refuses more,
 * as a careful real API would). docs/spec-choices.md names them.
 */
export const LIMITS = {
  /** First and last names, greeting names. */
  name: 100,
  email: 254,
  /** A clip caption. */
  caption: 120,
  /** One special-field value (the personalised text). */
  specialField: 200,
  /** The invitation message. */
  inviteMessage: 1_000,
  /** A comment on the viewing page. */
  comment: 2_000,
  password: 128,
  /** A JSON request body. */
  jsonBodyBytes: 1024 * 1024,
} as const;
