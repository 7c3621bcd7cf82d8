import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { mp4File } from '@/testing/builders';
import { clipRows, countCalls, holdUploads, openEditor, photo, uploadPhoto } from '@/testing/editorPage';
import { signInAsDemo, type RenderRouteResult } from '@/testing/render';
import EditPage from './EditPage';

// Step 3: uploading photos and videos, and leaving while an upload runs.

describe('uploads', () => {
  it("several files upload in order; the clips appear and 'Upload successful!' shows", async () => {
    signInAsDemo();
    await openEditor();
    const queries: Record<string, string>[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname.endsWith('/add-clip')) queries.push(Object.fromEntries(url.searchParams));
    });
    await userEvent.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), [
      photo('a.jpg'),
      mp4File('b.mp4'),
    ]);
    await waitFor(() => expect(clipRows()).toHaveLength(7));
    // one call per file, in order, each with its size in MB and whether it is a video
    expect(queries).toEqual([
      { type: 'upload', size: '0.01', isVideo: 'no' },
      { type: 'upload', size: '0.01', isVideo: 'yes' },
    ]);
    expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
    const added = getDb()
      .clips.filter((c) => c.fizzId === 1001 && c.index >= 5)
      .sort((a, b) => a.index - b.index);
    expect(added.map((c) => c.isImage)).toEqual([true, false]);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('a server error on file 2 of 5: files 1, 3, 4 and 5 still upload; file 2 stays listed with its message', async () => {
    let call = 0;
    server.use(
      http.post('*/rest/fizz/:id/add-clip', () => {
        call += 1;
        // a status other than 'success' is an error, and its message is shown (part 2 §7)
        if (call === 2) return HttpResponse.json({ status: 'error', message: 'We could not read that file.' });
        return undefined;
      }),
    );
    signInAsDemo();
    await openEditor();
    await userEvent.upload(
      screen.getByLabelText('Add photos or videos', { selector: 'input' }),
      ['1', '2', '3', '4', '5'].map((n) => photo(`${n}.jpg`)),
    );
    await waitFor(() => expect(clipRows()).toHaveLength(9));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByRole('listitem')).toHaveLength(1));
    const failed = within(uploads).getByRole('listitem');
    expect(failed).toHaveTextContent('2.jpg');
    expect(within(failed).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(failed).getByRole('alert')).toHaveTextContent('We could not read that file.');
    expect(call).toBe(5);
    expect(getDb().clips.filter((c) => c.fizzId === 1001)).toHaveLength(9);
  });

  it('an unsupported file or an empty one gets a clear message and is not sent', async () => {
    signInAsDemo();
    await openEditor();
    const calls = countCalls((m, p) => m === 'POST' && p.endsWith('/add-clip'));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
    ]);
    const alert = (await screen.findByText(/notes\.txt/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(
      "“notes.txt” can't be added. Photos can be .jpg, .png or .gif, and videos .mov, .mp4, .avi, .webm or .m4v.",
    );
    expect(alert).toHaveTextContent('“empty.jpg” is empty (0 bytes).');
    expect(calls).toEqual([]);
  });

  it('a failed upload stays listed with its message, a retry and a dismiss', async () => {
    signInAsDemo();
    setScenarios(['server-error:add-clip']);
    await openEditor();
    await uploadPhoto();
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Error Uploading')).toBeInTheDocument();
    expect(within(uploads).getByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();

    setScenarios([]);
    await userEvent.click(within(uploads).getByRole('button', { name: 'Retry beach.jpg' }));
    await waitFor(() => expect(clipRows()).toHaveLength(6));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('dismiss removes a failed upload', async () => {
    signInAsDemo();
    setScenarios(['offline:add-clip']);
    await openEditor();
    await uploadPhoto();
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Error Uploading')).toBeInTheDocument();
    await userEvent.click(within(uploads).getByRole('button', { name: 'Dismiss beach.jpg' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it("an upload still running after 5 s brings 'Hang tight!', then 'Upload successful!'", async () => {
    const release = holdUploads();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      await openEditor();
      await uploadPhoto();
      expect(await screen.findByText('Uploading...')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(4_000);
      expect(screen.queryByText('Hang tight! Your upload is still in progress.')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1_100);
      expect(await screen.findByText('Hang tight! Your upload is still in progress.')).toBeInTheDocument();
      release();
      expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Hang tight! Your upload is still in progress.')).not.toBeInTheDocument());
      await waitFor(() => expect(clipRows()).toHaveLength(6));
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a phone there is a photo picker and a video picker', async () => {
    const { setViewportWidth } = await import('@/testing/browserShims');
    setViewportWidth(375);
    signInAsDemo();
    await openEditor();
    expect(screen.getByLabelText('Add photos', { selector: 'input' })).toHaveAttribute(
      'accept',
      expect.stringContaining('image/jpeg'),
    );
    expect(screen.getByLabelText('Add videos', { selector: 'input' })).toHaveAttribute(
      'accept',
      expect.stringContaining('video/mp4'),
    );
    expect(screen.getByLabelText('Add videos', { selector: 'input' })).toHaveAttribute('multiple');
  });
});

describe('leaving during an upload', () => {
  const LEAVE = "Your upload hasn't finished. Are you sure you want to leave?";
  const routes = [
    { path: '/edit/:greetingId', element: <EditPage /> },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ];
  /** Would the browser ask before a reload or closing the tab? */
  const reloadIsQuestioned = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  /** An in-app navigation (a link, Back), as the router sees it. */
  const leaveFor = (router: RenderRouteResult['router'], to: string) =>
    act(async () => {
      void router.navigate(to);
    });

  it('in-app navigation asks first and Stay keeps the upload; reload or close is questioned too; once done, leaving is free', async () => {
    const release = holdUploads();
    try {
      signInAsDemo();
      const { router } = await openEditor('/edit/1001', routes);
      expect(reloadIsQuestioned()).toBe(false);
      await uploadPhoto();
      expect(await screen.findByText('Uploading...')).toBeInTheDocument();
      expect(reloadIsQuestioned()).toBe(true);

      await leaveFor(router, '/elsewhere');
      const dialog = await screen.findByRole('dialog', { name: LEAVE });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/edit/1001');
      expect(screen.getByText('Uploading...')).toBeInTheDocument();

      release();
      expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
      await waitFor(() => expect(reloadIsQuestioned()).toBe(false));
      await leaveFor(router, '/elsewhere');
      expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    } finally {
      release();
    }
  });

  it('Leave goes, and the upload is dropped', async () => {
    const release = holdUploads();
    try {
      signInAsDemo();
      const { router } = await openEditor('/edit/1001', routes);
      await uploadPhoto();
      expect(await screen.findByText('Uploading...')).toBeInTheDocument();
      await leaveFor(router, '/elsewhere');
      const dialog = await screen.findByRole('dialog', { name: LEAVE });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
      expect(reloadIsQuestioned()).toBe(false);
    } finally {
      release();
    }
  });
});
