import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Are you sure?"
        footer={<button onClick={() => setOpen(false)}>Cancel</button>}
      >
        <p>Body text</p>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('Modal: a native <dialog>', () => {
  it('opens modally with its title naming it, and the close button returns focus to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(dialog()).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('Body text');
    expect(screen.getByRole('button', { name: 'Cancel' }).closest('footer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('Esc (the dialog’s cancel event) asks the owner to close', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(await screen.findByRole('button', { name: 'Open' })).toHaveFocus();
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('Esc calls the onClose of the latest render, though its listener was added once', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(
      <Modal open onClose={first} title="T">
        body
      </Modal>,
    );
    rerender(
      <Modal open onClose={latest} title="T">
        body
      </Modal>,
    );
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('a click on the backdrop closes it; a click inside does not', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Body text'));
    expect(dialog()).toHaveAttribute('open');
    await user.click(dialog());
    expect(dialog()).not.toHaveAttribute('open');
  });
});
