import { lazy, type ComponentType } from 'react';
import { yieldToMain } from './yieldToMain';

/**
 * React.lazy, with the chunk requested in a task of its own: lazy() calls its loader during the
 * render, and requesting a chunk (and the page's preload links, in a build that adds them) would
 * lengthen the render's task on a slow phone (Total Blocking Time).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    await yieldToMain();
    return load();
  });
}
