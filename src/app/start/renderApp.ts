import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { yieldToMain } from '@/shared/lib/yieldToMain';

/**
 * The first render. React's renderer is a chunk of its own (evaluated in its own task); the root is
 * made in a task of its own (React listens for every event type on it); and the render runs in a
 * transition, so React yields to the browser every few milliseconds instead of one long task on a
 * slow phone (Total Blocking Time).
 */
export async function renderApp(container: HTMLElement, app: ReactNode): Promise<void> {
  const root = createRoot(container);
  await yieldToMain();
  startTransition(() => root.render(app));
}
