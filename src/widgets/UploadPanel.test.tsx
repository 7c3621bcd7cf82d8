import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addClip } from '@/api/editor/requests';
import type { AddClipResponse } from '@/api/editor/schemas';
import { resetUploadStorage, uploadStore } from '@/media/uploads/persistence';
import type { UploadItem } from '@/media/uploads/uploadItem';
import { useUploadSession } from '@/media/uploads/useUploadSession';
import { jpegFile, renderWithProviders, signInAsDemo } from '@/testing/render';
import { textFile } from '@/testing/builders';
import { NOT_MEDIA } from '#mocks/uploads';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { UploadPanel } from './UploadPanel';

const item = (over: Partial<UploadItem>): UploadItem => ({
  id: 'u1',
  uploadId: 'up-1',
  order: 1,
  attempts: 0,
  restored: false,
  offline: false,
  retryable: true,
  file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
  prepared: true,
  preparing: null,
  note: null,
  name: 'a.jpg',
  isVideo: false,
  sizeMb: 0.01,
  status: 'pending',
  loaded: 0,
  total: 2000,
  message: null,
  response: null,
  ...over,
});

function renderPanel(
  items: UploadItem[],
  rejected: { name: string; message: string }[] = [],
  extra: Partial<Parameters<typeof UploadPanel>[0]> = {},
) {
  const props = { onAdd: vi.fn(), onRetry: vi.fn(), onDismiss: vi.fn(), onDismissRejected: vi.fn() };
  render(<UploadPanel items={items} rejected={rejected} {...props} {...extra} />);
  return props;
}
const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Uploads' }))
    .getByText(name)
    .closest('li')!;

describe('the upload list', () => {
  it.each([
    ['idle', 0, 'Uploading...', '0'],
    ['pending', 1000, 'Uploading...', '45'],
    ['pending', 2000, 'Uploading...', '90'],
    ['done', 2000, 'Uploaded', '100'],
  ] as const)('%s with %i of 2000 bytes sent reads %s, bar at %s percent', (status, loaded, label, percent) => {
    renderPanel([item({ status, loaded })]);
    const li = row('a.jpg');
    expect(within(li).getByText(label)).toBeInTheDocument();
    expect(within(li).getByRole('progressbar', { name: 'a.jpg upload progress' })).toHaveAttribute('value', percent);
    expect(li).toHaveTextContent(`${percent}%`);
  });

  it("a failed upload reads 'Error Uploading' with its message, a Retry and a Dismiss", async () => {
    const props = renderPanel([
      item({ id: 'u2', name: '2.jpg', status: 'error', loaded: 500, message: 'We could not read that file.' }),
    ]);
    const li = row('2.jpg');
    expect(within(li).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(li).getByRole('alert')).toHaveTextContent('We could not read that file.');
    expect(within(li).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(li).getByRole('button', { name: 'Retry 2.jpg' }));
    expect(props.onRetry).toHaveBeenCalledWith('u2');
    await userEvent.click(within(li).getByRole('button', { name: 'Dismiss 2.jpg' }));
    expect(props.onDismiss).toHaveBeenCalledWith('u2');
  });

  it('a file the server refused (it would be refused again) offers Dismiss only, never Retry', async () => {
    const props = renderPanel([item({ id: 'u3', name: 'notes.jpg', status: 'error', message: NOT_MEDIA, retryable: false })]);
    const li = row('notes.jpg');
    expect(within(li).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(li).getByRole('alert')).toHaveTextContent(NOT_MEDIA);
    expect(within(li).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    await userEvent.click(within(li).getByRole('button', { name: 'Dismiss notes.jpg' }));
    expect(props.onDismiss).toHaveBeenCalledWith('u3');
  });

  it('a used Retry or Dismiss goes away with its row: focus moves to the section heading, not to the page top', async () => {
    const items = [item({ id: 'u2', name: '2.jpg', status: 'error', message: 'Upload Failed' })];
    const props = { onAdd: vi.fn(), onRetry: vi.fn(), onDismiss: vi.fn(), onDismissRejected: vi.fn() };
    const view = render(<UploadPanel items={items} rejected={[]} {...props} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Dismiss 2.jpg' }));
    view.rerender(<UploadPanel items={[]} rejected={[]} {...props} />);
    expect(screen.getByRole('heading', { name: 'Upload from your device' })).toHaveFocus();
    // and from there the keyboard carries on into the section
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add photos or videos' })).toHaveFocus();
  });

  it('refused files are listed before anything is sent, and can be dismissed', async () => {
    const props = renderPanel([], [{ name: 'notes.txt', message: 'notes.txt cannot be added.' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt cannot be added.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(props.onDismissRejected).toHaveBeenCalled();
  });

  it('one picker takes several photos and videos at once', () => {
    renderPanel([]);
    const input = screen.getByLabelText('Add photos or videos', { selector: 'input' });
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toMatch(/image\/jpeg.*video\/mp4/);
  });

  it("files kept from an earlier visit are offered back: '2 files did not finish uploading', Upload now sends each, Remove drops each", async () => {
    const props = renderPanel([
      item({ id: 'h1', name: 'a.jpg', status: 'held', message: 'Upload Failed' }),
      item({ id: 'h2', name: 'b.jpg', status: 'held' }),
      item({ id: 'p1', name: 'c.jpg', status: 'pending' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 files did not finish uploading');
    const held = row('a.jpg');
    expect(within(held).getByText('Not uploaded yet')).toBeInTheDocument();
    expect(within(held).getByText('Upload Failed')).toBeInTheDocument();
    expect(within(held).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(held).queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    expect(props.onRetry.mock.calls).toEqual([['h1'], ['h2']]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onDismiss.mock.calls).toEqual([['h1'], ['h2']]);
  });

  it('a custom picker label, a heading level, and extra actions beside the picker', () => {
    render(
      <UploadPanel
        items={[]}
        rejected={[]}
        onAdd={vi.fn()}
        onRetry={vi.fn()}
        onDismiss={vi.fn()}
        onDismissRejected={vi.fn()}
        pickLabel="ADD PHOTOS OR VIDEO"
        heading="Add yours"
        headingLevel={2}
      >
        <a href="/rec">Record a video</a>
      </UploadPanel>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Add yours' })).toBeInTheDocument();
    const input = screen.getByLabelText('ADD PHOTOS OR VIDEO', { selector: 'input' });
    expect(input.getAttribute('accept')).toMatch(/image\/jpeg.*video\/mp4/);
    expect(screen.getByRole('link', { name: 'Record a video' })).toBeInTheDocument();
  });

  it('canAdd=false (a finished greeting): no picker, no Retry or Upload now; the list and Dismiss stay', () => {
    renderPanel(
      [
        item({ status: 'error', message: 'This Video Greeting has already been finished' }),
        item({ id: 'h', name: 'b.jpg', status: 'held' }),
      ],
      [],
      {
        canAdd: false,
      },
    );
    expect(screen.queryByLabelText('Add photos or videos', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss a.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('storage that cannot keep files: a one-line notice while there are uploads', async () => {
    resetUploadStorage();
    renderPanel([item({})]);
    expect(screen.queryByText(/keep it open until they finish uploading/)).not.toBeInTheDocument();
    await act(() => uploadStore(() => Promise.reject(new Error('private mode'))));
    expect(
      screen.getByText("This browser can't keep your files if the page closes, so keep it open until they finish uploading."),
    ).toBeInTheDocument();
    resetUploadStorage();
  });
});

/** The panel on a real upload session sending to greeting 1001 through the fake server, as the editor wires it. */
function EditorUploads() {
  const session = useUploadSession<AddClipResponse>({
    owner: 'edit:1001',
    upload: (item, onProgress, signal) =>
      addClip('1001', item.file, {
        sizeMb: item.sizeMb,
        isVideo: item.isVideo,
        uploadId: item.uploadId,
        signal,
        onUploadProgress: (p) => onProgress(p.loaded, p.total),
      }),
  });
  return (
    <UploadPanel
      items={session.items}
      rejected={session.rejected}
      onAdd={session.add}
      onRetry={session.retry}
      onDismiss={session.dismiss}
      onDismissRejected={session.clearRejected}
    />
  );
}

describe('a failed upload, as the fake server answers it', () => {
  it.each([
    // a text file named .jpg passes the picker; the server reads its bytes and refuses it
    ['refused for its content', [], () => textFile('notes.jpg', 'image/jpeg'), NOT_MEDIA, false],
    ['a server fault', ['server-error:add-clip'], () => jpegFile('a.jpg'), 'Something went wrong', true],
    ['no connection', ['offline:add-clip'], () => jpegFile('a.jpg'), 'Upload Failed', true],
  ])('%s: the row says so; Retry only where it can work', async (_, scenarios, makeFile, message, retry) => {
    signInAsDemo();
    setScenarios(scenarios);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EditorUploads />);
    const file = makeFile();
    await user.upload(await screen.findByLabelText('Add photos or videos', { selector: 'input' }), file);
    const li = (await screen.findByText('Error Uploading', {}, { timeout: 10_000 })).closest('li')!;
    expect(within(li).getByRole('alert')).toHaveTextContent(message);
    expect(within(li).queryByText('Could not load. Please try again.')).not.toBeInTheDocument();
    expect(within(li).queryByRole('button', { name: `Retry ${file.name}` }) !== null).toBe(retry);
    await user.click(within(li).getByRole('button', { name: `Dismiss ${file.name}` }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });
});
