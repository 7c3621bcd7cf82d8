import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

describe('Button', () => {
  it('is a plain button (never submits a form by accident) that clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('busy: disabled and marked busy while a request runs, so a double click sends one request', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('busy with keepFocusWhenBusy: keeps keyboard focus (not disabled) and ignores presses; a submit submits nothing', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const user = userEvent.setup();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Post comment
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Post comment' });
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy keepFocusWhenBusy onClick={onClick}>
          Post comment
        </Button>
      </form>,
    );
    expect(button).toBeEnabled(); // a disabled button would lose focus in a browser
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Button: why it is disabled', () => {
  const REASON = 'Fill in your first and last name';

  it.each([
    ['disabled', { disabled: true }, true],
    ['enabled', { disabled: false }, false],
    ['only busy (it is working, not refusing)', { busy: true }, false],
  ])('%s → the reason shown and tied to it: %s', (_, props, shown) => {
    render(
      <Button type="submit" disabledReason={REASON} {...props}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    if (shown) {
      expect(screen.getByText(REASON)).toBeVisible();
      expect(button).toHaveAccessibleDescription(REASON);
    } else {
      expect(screen.queryByText(REASON)).toBeNull();
      expect(button).not.toHaveAttribute('aria-describedby');
    }
  });

  it("keeps the caller's own description and goes once the button is enabled; the button stays the same element", () => {
    const { rerender } = render(
      <>
        <p id="own">Payment is taken once.</p>
        <Button disabled disabledReason={REASON} aria-describedby="own">
          Pay
        </Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAccessibleDescription(`Payment is taken once. ${REASON}`);
    rerender(
      <>
        <p id="own">Payment is taken once.</p>
        <Button disabledReason={REASON} aria-describedby="own">
          Pay
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBe(button);
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('Payment is taken once.');
    expect(screen.queryByText(REASON)).toBeNull();
  });
});

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('%s is announced as role=%s', (variant, role) => {
    render(<Alert variant={variant}>Unable to delete item</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Unable to delete item');
  });
});

describe('Spinner', () => {
  it('says it is loading to screen readers', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
