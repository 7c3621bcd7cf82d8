import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_HIDE_MS, ToastProvider, useToast, type ToastInput } from './Toasts';

function Trigger({ toast }: { toast: ToastInput }) {
  const { show } = useToast();
  return <button onClick={() => show(toast)}>show</button>;
}

const renderToast = (toast: ToastInput) =>
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides after 5 seconds', () => {
    renderToast({ title: 'Copied to Clipboard!', variant: 'success' });
    act(() => screen.getByText('show').click());
    expect(screen.getByRole('status')).toHaveTextContent('Copied to Clipboard!');
    act(() => vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1));
    expect(screen.queryByText('Copied to Clipboard!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied to Clipboard!')).not.toBeInTheDocument();
  });

  it('stays with keepOpen until dismissed', () => {
    renderToast({ title: 'Account created!', body: 'A confirmation email is on its way.', keepOpen: true });
    act(() => screen.getByText('show').click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Account created!')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Account created!')).not.toBeInTheDocument();
  });

  it('errors are announced assertively', () => {
    renderToast({ title: 'This offer is no longer valid.', variant: 'error' });
    act(() => screen.getByText('show').click());
    expect(screen.getByRole('alert')).toHaveTextContent('This offer is no longer valid.');
  });

  it('is 5 seconds, as the spec says', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
  });
});
