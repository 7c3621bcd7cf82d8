import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { FakeMediaRecorder } from '@/testing/fakeMedia';
import type { RenderRouteResult } from '@/testing/render';
import type { Fault, Hits } from './inject';
import { JPEG_HEADER } from '@/testing/builders';

/** What a case's trigger and retry get: the user, the rendered app, and the call's hit count. */
export type Ctx = {
  user: UserEvent;
  view: RenderRouteResult | null;
  hits: Hits;
  fault: Fault;
  /** What a request-level case's call rejected with. */
  rejection?: unknown;
};

/** Waits for a heading (the screen has loaded: lazy chunks take a moment on a busy machine). */
export const heading = (name: string | RegExp, level = 1) => screen.findByRole('heading', { level, name }, { timeout: 10_000 });

/** Types into the field labelled `label` (inside `scope` when given). */
export async function typeInto(ctx: Ctx, label: string | RegExp, value: string, scope?: HTMLElement) {
  const field = (scope ? within(scope) : screen).getByLabelText(label);
  await ctx.user.clear(field);
  await ctx.user.type(field, value);
}

/** Clicks the button named `name` (inside `scope` when given), once it is there. */
export async function press(ctx: Ctx, name: string | RegExp, scope?: HTMLElement) {
  const button = await (scope ? within(scope) : screen).findByRole('button', { name });
  await ctx.user.click(button);
}

/** Clicks `name` when it is enabled again (after a failure a busy button comes back). */
export async function pressWhenEnabled(ctx: Ctx, name: string | RegExp, scope?: HTMLElement) {
  const button = await (scope ? within(scope) : screen).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await ctx.user.click(button);
}

export const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** The value of the field labelled `label` (inside `scope`), for the "typed input kept" check. */
export const field = (label: string | RegExp, scope?: HTMLElement) => (scope ? within(scope) : screen).getByLabelText(label);

/** Moves the fake clock on (cases that wait for a poll run with fake timers). */
export async function tick(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** A small JPEG as a user picks it (real leading bytes: the fake server checks them). */
export const photo = (name = 'beach.jpg') => new File([new Uint8Array(JPEG_HEADER)], name, { type: 'image/jpeg' });

/** Picks one photo in the hidden file input behind the picker button labelled `label`. */
export const pickPhoto = (ctx: Ctx, label: string) =>
  ctx.user.upload(screen.getByLabelText(label, { selector: 'input' }), photo());

/** Records a second of fake camera and stops: the 'Ready to upload?' dialog opens. */
export async function recordAndStop(ctx: Ctx) {
  const start = await screen.findByRole('button', { name: 'Start recording' }, { timeout: 10_000 });
  await waitFor(() => expect(start).toBeEnabled());
  await ctx.user.click(start);
  const recorder = FakeMediaRecorder.last;
  act(() => recorder.emit('first-second'));
  await ctx.user.click(screen.getByRole('button', { name: 'Stop recording' }));
  const ready = await dialog('Ready to upload?');
  // let the dialog's render settle: useSingleSubmit takes the new handler in a passive effect, so a
  // click in the same instant would run the previous one (no recording yet) and do nothing
  await act(async () => undefined);
  return ready;
}

/** The recipient page's video starts playing (the view is counted on play). */
export function playVideo() {
  const video = document.querySelector('video');
  if (!video) throw new Error('no video on the page');
  fireEvent.play(video);
}
