import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { usePayment } from '../hooks/usePayment';
import { PaymentForm } from './PaymentForm';

configure({ asyncUtilTimeout: 5000 });

// Stripe.js cannot be fetched here (no network): its loader is replaced, to fail or to stay pending.
// (A plain function, not vi.fn: a spy would leave its own copy of a rejected promise unhandled.)
const stripe = vi.hoisted(() => ({
  calls: [] as string[],
  result: (): Promise<unknown> => new Promise(() => undefined),
}));
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (key: string) => {
    stripe.calls.push(key);
    return stripe.result();
  },
}));
const failToLoad = () => {
  stripe.result = () => Promise.reject(new Error('Failed to load Stripe.js'));
};

const REAL_KEY = `pk_test_${'51Habc'.padEnd(99, 'x')}`;

function Form({ publicKey, mocking }: { publicKey: string; mocking: boolean }) {
  const payment = usePayment('1002');
  return <PaymentForm price={4.99} publicKey={publicKey} access="account" payment={payment} mocking={mocking} />;
}

const payButton = () => screen.getByRole('button', { name: 'Pay $4.99' });

describe('the card entry: Stripe, or the mock form in mock mode only', () => {
  beforeEach(() => {
    stripe.calls = [];
    stripe.result = () => new Promise(() => undefined);
  });

  it("mock mode with the fake server's test key: the mock form, and Stripe.js is never fetched", async () => {
    renderWithProviders(<Form publicKey="pk_test_mock_video_greetings" mocking />);
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(stripe.calls).toEqual([]);
    expect(payButton()).toBeEnabled();
  });

  it('mock mode with a real key: Stripe.js is tried; when it cannot load, the mock form stands in', async () => {
    failToLoad();
    renderWithProviders(<Form publicKey={REAL_KEY} mocking />);
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(stripe.calls).toEqual([REAL_KEY]);
  });

  it('mocking off: while Stripe.js loads, a spinner and no way to pay', async () => {
    renderWithProviders(<Form publicKey={REAL_KEY} mocking={false} />);
    expect(await screen.findByText('Loading the secure card form…')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
  });

  it('mocking off: a failure to load Stripe.js is a clear message with Try again, never the mock form', async () => {
    const user = userEvent.setup();
    failToLoad();
    renderWithProviders(<Form publicKey={REAL_KEY} mocking={false} />);
    expect(
      await screen.findByText("We couldn't load the secure card form. Please check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stripe.calls).toEqual([REAL_KEY, REAL_KEY]));
  });
});
