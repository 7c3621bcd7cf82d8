/** The greeting id from /invite-others/{greetingId} or /invite?fizzId=; null when there is none. */
export function inviteGreetingId(param: string | undefined, query: string | null): string | null {
  const id = (param ?? query ?? '').trim();
  return /^\d+$/.test(id) ? id : null;
}
