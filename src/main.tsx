import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

/** Starts the in-browser fake server when mocking is on. A failure never blocks the page. */
async function startMocking(): Promise<void> {
  // a literal check, so a build with mocking off drops the fake server entirely
  if (import.meta.env.VITE_API_MOCKING === 'off') return;
  try {
    const { startWorker } = await import('../mocks/browser');
    await startWorker();
  } catch (error) {
    console.warn('The fake server could not start; /rest calls will fail.', error);
  }
}

startMocking()
  .catch(() => undefined)
  .finally(() => {
    // a transition lets React yield to the browser every few milliseconds during the first render,
    // instead of one long task on a slow phone (Total Blocking Time)
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
