import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus `ref`'s element after the render that follows `focusLater()`. For when the control that had
 * focus is going away (a deleted item's button): the closing dialog returns focus first, so the move
 * waits for that render instead of being undone by it.
 */
export function useFocusLater<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const focusLater = useCallback(() => setRequests((n) => n + 1), []);
  return { ref, focusLater };
}
