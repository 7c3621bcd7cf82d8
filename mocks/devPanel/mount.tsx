import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevPanel } from './DevPanel';

export const DEV_PANEL_ROOT_ID = 'fake-server-dev-panel';

/** Renders the dev panel into its own root element at the end of <body> (once). */
export function mountDevPanel(): void {
  if (document.getElementById(DEV_PANEL_ROOT_ID)) return;
  const element = document.createElement('div');
  element.id = DEV_PANEL_ROOT_ID;
  document.body.appendChild(element);
  createRoot(element).render(
    <StrictMode>
      <DevPanel />
    </StrictMode>,
  );
}
