import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadItem } from '../lib/uploads/uploadQueue';
import { UploadPanel } from './UploadPanel';

const item = (over: Partial<UploadItem>): UploadItem => ({
  id: 'u1',
  file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
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

function renderPanel(items: UploadItem[], rejected: { name: string; message: string }[] = []) {
  const props = { onAdd: vi.fn(), onRetry: vi.fn(), onDismiss: vi.fn(), onDismissRejected: vi.fn() };
  render(<UploadPanel items={items} rejected={rejected} {...props} />);
  return props;
}
const row = (name: string) => within(screen.getByRole('list', { name: 'Uploads' })).getByText(name).closest('li')!;

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
    const props = renderPanel([item({ id: 'u2', name: '2.jpg', status: 'error', loaded: 500, message: 'We could not read that file.' })]);
    const li = row('2.jpg');
    expect(within(li).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(li).getByRole('alert')).toHaveTextContent('We could not read that file.');
    expect(within(li).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(li).getByRole('button', { name: 'Retry 2.jpg' }));
    expect(props.onRetry).toHaveBeenCalledWith('u2');
    await userEvent.click(within(li).getByRole('button', { name: 'Dismiss 2.jpg' }));
    expect(props.onDismiss).toHaveBeenCalledWith('u2');
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
});
