/** How a comment is labelled: 'Jamie Lee', and its date as 'Mar 4, 2025' (none for a bad date). */
export function authorName(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function commentDate(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : DATE.format(time);
}

/** What removing a comment takes with it (a root takes its replies: part 2 §2). */
export function removalNote(replies: number): string | null {
  if (replies === 0) return null;
  return replies === 1 ? 'Its reply is removed too.' : `Its ${replies} replies are removed too.`;
}
