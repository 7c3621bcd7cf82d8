/** Spec part 1 §8: the messages a failed call shows. */
export const MESSAGES = {
  noBody: 'Error communicating with the server.',
  network: 'Could not load. Please try again.',
} as const;

/** The text to show for any error a screen catches. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MESSAGES.noBody;
}
