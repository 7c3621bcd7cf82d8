import type { ErrorInfo } from 'react';
import { ApiError } from '@/api/errors';

/**
 * React's report of an error a boundary caught. A failed load (ApiError) is shown to the visitor
 * by the page's QueryBoundary and is no bug; anything else is logged as React would.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ApiError) return;
  console.error(error, info.componentStack);
}
