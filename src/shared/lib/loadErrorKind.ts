/**
 * How a failed load is shown (one mapping for every data screen): a 403 asks the visitor to sign
 * in, a 404 is the not-found panel, anything else is the message in a red alert with 'Try again'.
 * (Reads ApiError's httpStatus by shape: shared/ cannot import api/.)
 */
export type LoadErrorKind = 'sign-in' | 'not-found' | 'retry';

export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

export function loadErrorKind(error: unknown): LoadErrorKind {
  const status = httpStatusOf(error);
  if (status === 403) return 'sign-in';
  if (status === 404) return 'not-found';
  return 'retry';
}
