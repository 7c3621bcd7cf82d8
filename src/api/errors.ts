import { MESSAGES } from '@/shared/lib/errorMessage';

export { MESSAGES, errorMessage } from '@/shared/lib/errorMessage';

export type ApiErrorKind = 'server' | 'no-body' | 'network' | 'invalid-response';

/** Every failed /rest call becomes one of these. It shows nothing itself: screens decide. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly httpStatus?: number;

  constructor(message: string, kind: ApiErrorKind, httpStatus?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

type Body = { status?: unknown; message?: unknown } | null | undefined;

/**
 * Classifies a finished HTTP exchange. `body` is the parsed JSON, or a string when the
 * body was not JSON, or undefined/'' when there was none. Returns null when it succeeded.
 */
export function toApiError(httpStatus: number | undefined, body: unknown): ApiError | null {
  if (httpStatus === undefined) return new ApiError(MESSAGES.network, 'network');
  const json: Body = body && typeof body === 'object' ? (body as Body) : null;
  if (!json) return new ApiError(MESSAGES.noBody, 'no-body', httpStatus);
  if (json.status === 'success' && httpStatus < 400) return null;
  const message = typeof json.message === 'string' && json.message.trim() ? json.message : MESSAGES.noBody;
  return new ApiError(message, 'server', httpStatus);
}
