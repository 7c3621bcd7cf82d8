// The editor page's test helpers (src/features/editor/pages/*.test.tsx): open it, read its clip
// rows and their names, count the calls it makes, hold its uploads.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { jpegFile } from './builders';
import { renderRoute } from './render';

/** The fake server's row of greeting `id` (default 1001), to check what was saved. */
export const greeting = (id = 1001) => getDb().fizzes.find((f) => f.id === id)!;

/** The saved order of a greeting's clips (their ids). */
export const savedOrder = (greetingId = 1001) =>
  getDb()
    .clips.filter((c) => c.fizzId === greetingId)
    .sort((a, b) => a.index - b.index)
    .map((c) => c.id);

/** The clip list's rows, in the order shown. */
export const clipRows = () =>
  within(screen.getByRole('list', { name: 'Photos and videos in your Video Greeting' })).getAllByRole('listitem');
export const rowNames = () =>
  clipRows()
    .map((li) => li.querySelector('[data-clip-id]') ?? li)
    .map((li) => li.getAttribute('data-clip-id'));
/** The row of clip `id`. */
export const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-clip-id="${id}"]`)!;
/**
 * A clip's name as the page shows it: its caption, or its kind and when it was added. The seeded
 * clips with captions are 'Best day ever' (5001), 'Party time!' (5003) and 'Love you!' (5005).
 */
export const nameOf = (id: number) =>
  within(rowOf(id))
    .getByRole('button', { name: /^Reorder / })
    .getAttribute('aria-label')!
    .replace(/^Reorder /, '');

/** Two clicks in one go, before the page can re-render (a quick double click or a double tap). */
export const fastDoubleClick = (target: HTMLElement) => userEvent.setup({ delay: null }).dblClick(target);

/** Counts the calls the page makes that match. */
export function countCalls(match: (method: string, path: string) => boolean) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (match(request.method, path)) seen.push(`${request.method} ${path}`);
  });
  return seen;
}

/** Renders the editor (the route table, or `routes`) and waits for the greeting's heading. */
export async function openEditor(path = '/edit/1001', routes?: RouteObject[]) {
  const view = renderRoute(path, { routes });
  await screen.findByRole('heading', { level: 1, name: "Alex's Birthday" });
  return view;
}

/** A small JPEG file (real leading bytes: the fake server checks them), as a user picks it. */
export const photo = (name = 'beach.jpg') => jpegFile(name);

/** Picks one photo in the editor's file input. */
export const uploadPhoto = () => userEvent.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), photo());

/** Holds every add-clip call until released (the real handler then answers). */
export function holdUploads() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/rest/fizz/:id/add-clip', async () => {
      await held;
      return undefined;
    }),
  );
  return () => release();
}
