import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type Props = Partial<Omit<ConfirmDialogProps, 'open' | 'onCancel'>> & { onCancel?: () => void };

/** An opener and the dialog, closed by its own cancel (as every owner does). */
function Harness({ onCancel, ...props }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ConfirmDialog
        title="Delete this thing?"
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
        {...props}
        open={open}
        onCancel={() => {
          onCancel?.();
          setOpen(false);
        }}
      >
        <p>It can’t be brought back.</p>
      </ConfirmDialog>
    </>
  );
}

const escape = () => document.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));

async function openIt(props: Props = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Delete this thing?' }) };
}

/** An action that runs until the test lets it go. */
function held() {
  let release = () => {};
  const action = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  return { action, release: () => release() };
}

describe('ConfirmDialog: the one confirmation dialog', () => {
  it('asks with its title, says what will happen, and Cancel closes it with focus back on the opener', async () => {
    const onCancel = vi.fn();
    const { user, dialog } = await openIt({ onCancel });
    expect(dialog).toHaveTextContent('It can’t be brought back.');
    const buttons = within(dialog.querySelector('footer')!).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('Esc and the × cancel too', async () => {
    const onCancel = vi.fn();
    const { user, dialog } = await openIt({ onCancel });
    escape();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('a double click sends one request; while it runs nothing cancels, then the dialog works again', async () => {
    const { action, release } = held();
    const onCancel = vi.fn();
    const { user, dialog } = await openIt({ onConfirm: action, onCancel });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.dblClick(confirm);
    expect(action).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    escape();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');

    release();
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("the owner's pending work holds it the same way", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user, dialog } = await openIt({ onConfirm, onCancel, pending: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    escape();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('a failure shows in a red alert inside the dialog, which stays open', async () => {
    const { dialog } = await openIt({ error: 'Could not delete it.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not delete it.');
  });

  it('danger makes the confirm button red; its own labels replace Cancel', async () => {
    const { dialog } = await openIt({ variant: 'danger', cancelLabel: 'Keep it', confirmLabel: 'Delete it' });
    expect(within(dialog).getByRole('button', { name: 'Delete it' })).toHaveClass('danger');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).not.toHaveClass('danger');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('other answers come first; with no cancel button the × still closes it', async () => {
    const onPreview = vi.fn();
    const onCancel = vi.fn();
    const { user, dialog } = await openIt({
      cancelLabel: null,
      onCancel,
      moreActions: [{ label: 'Preview', onClick: onPreview }],
      confirmLabel: 'Upload',
    });
    const buttons = within(dialog.querySelector('footer')!).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Preview', 'Upload']);
    await user.click(buttons[0]);
    expect(onPreview).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
