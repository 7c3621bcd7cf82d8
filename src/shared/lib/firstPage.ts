let navigated = false;

/** Called by the layout when the visitor moves to another page of the app. */
export function markNavigated(): void {
  navigated = true;
}

/**
 * Whether this is still the first page of the visit. Its heading may mount well after the visitor
 * started using the header (the page's code and data load over a phone's network); focus they put
 * anywhere is theirs then (PageHeading).
 */
export const isFirstPage = (): boolean => !navigated;

/** A new visit (each test starts as one). */
export function resetFirstPage(): void {
  navigated = false;
}
