import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { LeaveUploadsDialog } from '@/widgets/LeaveUploadsDialog';
import { ToastProvider } from '@/shared/ui/Toasts';
import type { QueuePersistence } from './persistence';
import type { UploadEvent } from './queueTypes';
import type { UploadItem } from './uploadItem';
import type { StoredUpload } from './uploadStore';
import { useUploadSession, type UploadSession, type UploadSessionOptions } from './useUploadSession';

const LEAVE = "Your upload hasn't finished. Are you sure you want to leave?";
type Call = {
  item: UploadItem<string>;
  signal: AbortSignal;
  resolve: (v: string) => void;
  reject: (e: unknown) => void;
};

const photo = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' });

/** Storage in memory: what it holds comes back on load; every write is noted. */
function memoryPersistence(kept: StoredUpload[] = []) {
  const removed: string[] = [];
  const persistence: QueuePersistence = {
    save: () => undefined,
    patch: () => undefined,
    remove: (uploadId) => void removed.push(uploadId),
    load: () => Promise.resolve(kept),
  };
  return { persistence, removed };
}

/** A screen with an upload session (and its leave question), at '/' of a router that also has '/elsewhere'. */
function renderSession(options: Partial<UploadSessionOptions<string>> = {}) {
  const calls: Call[] = [];
  const events: UploadEvent<string>[] = [];
  let session!: UploadSession<string>;
  function Screen() {
    session = useUploadSession<string>({
      owner: 'test:1',
      persistence: memoryPersistence().persistence,
      upload: (item, _progress, signal) =>
        new Promise<string>((resolve, reject) => calls.push({ item, signal, resolve, reject })),
      ...options,
      onEvent: (e) => {
        events.push(e);
        options.onEvent?.(e);
      },
    });
    return <LeaveUploadsDialog blocker={session.blocker} />;
  }
  const router = createMemoryRouter([
    { path: '/', element: <Screen /> },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  const statuses = () => session.items.map((i) => `${i.name}:${i.status}`);
  return { router, calls, events, statuses, session: () => session };
}

/** Settles an upload (or anything else that moves the queue) and lets React catch up. */
const step = (fn: () => void) =>
  act(async () => {
    fn();
    await Promise.resolve();
  });

/** Would the browser ask before a reload or closing the tab? */
const reloadIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUploadSession', () => {
  it("sends the files one at a time, in order; each arrival says 'Upload successful!'; then the list clears", async () => {
    const { calls, events, statuses, session } = renderSession();
    await step(() => session().add([photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]));
    expect(calls.map((c) => c.item.name)).toEqual(['1.jpg']);
    expect(statuses()).toEqual(['1.jpg:pending', '2.jpg:idle', '3.jpg:idle']);

    await step(() => calls[0].resolve('r1'));
    expect(calls.map((c) => c.item.name)).toEqual(['1.jpg', '2.jpg']);
    expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
    await step(() => calls[1].resolve('r2'));
    await step(() => calls[2].resolve('r3'));

    expect(session().items).toEqual([]);
    expect(events.filter((e) => e.type === 'success').map((e) => (e as { response: string }).response)).toEqual([
      'r1',
      'r2',
      'r3',
    ]);
    expect(events.at(-1)).toEqual({ type: 'drained', failed: 0, held: 0 });
  });

  it('a refused file stays with its message while the next goes; Retry sends the same file again', async () => {
    const { calls, statuses, session } = renderSession();
    await step(() => session().add([photo('a.jpg'), photo('b.jpg')]));
    await step(() => calls[0].reject(new ApiError('We could not read that file.', 'server', 500)));
    expect(statuses()).toEqual(['a.jpg:error', 'b.jpg:pending']);
    expect(session().items[0].message).toBe('We could not read that file.');
    await step(() => calls[1].resolve('rb'));
    expect(statuses()).toEqual(['a.jpg:error']);

    await step(() => session().retry(session().items[0].id));
    expect(calls).toHaveLength(3);
    expect(calls[2].item.file).toBe(calls[0].item.file);
    await step(() => calls[2].resolve('ra'));
    expect(session().items).toEqual([]);
  });

  it('Dismiss drops a failed file from the list and from storage', async () => {
    const { persistence, removed } = memoryPersistence();
    const { calls, session } = renderSession({ persistence });
    await step(() => session().add([photo('a.jpg')]));
    await step(() => calls[0].reject(new Error('boom')));
    const [failed] = session().items;
    expect(failed).toMatchObject({ status: 'error', message: 'Upload Failed' });

    await step(() => session().dismiss(failed.id));
    expect(session().items).toEqual([]);
    expect(removed).toEqual([failed.uploadId]);
  });

  it('a kept file the server already has (sent, its answer lost) is offered back, checked, and never sent again', async () => {
    const kept: StoredUpload = {
      owner: 'test:1',
      uploadId: 'up-lost-answer',
      order: 1,
      name: 'lost.jpg',
      type: 'image/jpeg',
      lastModified: 0,
      attempted: true,
      message: null,
      file: photo('lost.jpg'),
    };
    const alreadyUploaded = vi.fn(async (item: UploadItem<string>) =>
      item.uploadId === 'up-lost-answer' ? 'the clip it made' : null,
    );
    const { calls, events, statuses, session } = renderSession({
      persistence: memoryPersistence([kept]).persistence,
      alreadyUploaded,
    });
    await waitFor(() => expect(statuses()).toEqual(['lost.jpg:held']));

    await step(() => session().retry(session().items[0].id));
    await waitFor(() => expect(session().items).toEqual([]));
    expect(alreadyUploaded).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'success', response: 'the clip it made' }));
  });

  it('while a file is on its way, leaving asks first (Stay keeps it) and a reload is questioned; once it arrived, leaving is free', async () => {
    const { router, calls, session } = renderSession();
    expect(reloadIsQuestioned()).toBe(false);
    await step(() => session().add([photo('a.jpg')]));
    expect(reloadIsQuestioned()).toBe(true);

    await step(() => void router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('dialog', { name: LEAVE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    await step(() => calls[0].resolve('ok'));
    expect(reloadIsQuestioned()).toBe(false);
    await step(() => void router.navigate('/elsewhere'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('Leave goes, and the upload under way is cancelled', async () => {
    const { router, calls, session } = renderSession();
    await step(() => session().add([photo('a.jpg')]));
    await step(() => void router.navigate('/elsewhere'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: LEAVE })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(true);
    expect(reloadIsQuestioned()).toBe(false);
  });

  it('refuseWaitingIf: when the destination is closed, the files still waiting fail with the message and are never sent', async () => {
    const FINISHED = 'This Video Greeting has already been finished';
    const { calls, session } = renderSession({
      // as the invitee page does: a refusal makes it look whether the greeting was finished
      onEvent: (e) => {
        if (e.type === 'error') void session().refuseWaitingIf(async () => true, FINISHED);
      },
    });
    await step(() => session().add([photo('a.jpg'), photo('b.jpg')]));
    await step(() => calls[0].reject(new ApiError(FINISHED, 'server', 400)));
    await waitFor(() =>
      expect(session().items.map((i) => `${i.name}:${i.status}:${i.message}`)).toEqual([
        `a.jpg:error:${FINISHED}`,
        `b.jpg:error:${FINISHED}`,
      ]),
    );
    expect(calls).toHaveLength(1);
  });
});
