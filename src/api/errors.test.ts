import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES, toApiError } from './errors';

describe('toApiError: every failure gets the spec message', () => {
  it.each([
    ['success', 200, { status: 'success' }, null],
    ['status error with message', 200, { status: 'error', message: 'That greeting is finished.' }, 'That greeting is finished.'],
    ['status not success, no message', 200, { status: 'fail' }, MESSAGES.noBody],
    ['no status field', 200, { items: [] }, MESSAGES.noBody],
    ['empty body', 200, '', MESSAGES.noBody],
    ['no body at all', 204, undefined, MESSAGES.noBody],
    ['malformed JSON (arrives as text)', 200, '{"status": "succ', MESSAGES.noBody],
    ['HTML error page', 502, '<html>Bad gateway</html>', MESSAGES.noBody],
    ['500 with a message', 500, { status: 'error', message: 'Server down' }, 'Server down'],
    ['success body on an HTTP error', 500, { status: 'success' }, MESSAGES.noBody],
    ['blank message', 400, { status: 'error', message: '  ' }, MESSAGES.noBody],
    ['network failure (no response)', undefined, undefined, MESSAGES.network],
  ])('%s', (_, http, body, expected) => {
    const error = toApiError(http, body);
    if (expected === null) expect(error).toBeNull();
    else {
      expect(error).toBeInstanceOf(ApiError);
      expect(error?.message).toBe(expected);
    }
  });
});
