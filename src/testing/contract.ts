import { expect } from 'vitest';
import { ApiError } from '@/api/errors';

/** Resolves to the ApiError a call throws (fails the test when the call succeeds or throws anything else). */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(ApiError);
  return error as ApiError;
}
