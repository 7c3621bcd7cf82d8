import { ApiError } from '../../../api/errors';

/** The server does not know the id, slug or key (it answers 404 with a message). */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus === 404;
}
