import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { renderWithProviders, signInAsDemo } from '@/testing/render';
import { usePayment } from '@/features/checkout/hooks/usePayment';
import { PaymentForm } from './PaymentForm';

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

/**
 * A stand-in for what Stripe.js gives @stripe/react-stripe-js (the real script cannot be fetched
 * here): elements() → create('card') mounts a plain input; createToken answers like Stripe does,
 * a token for a complete 4242 card, otherwise Stripe's error.
 */
function fakeStripe() {
  const created: { input: HTMLInputElement; disabled: boolean }[] = [];
  const tokenRequests: unknown[] = [];
  const element = () => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Card (Stripe)');
    const state = { input, disabled: false };
    created.push(state);
    const listeners = new Map<string, (e: unknown) => void>();
    return {
      mount: (node: HTMLElement) => node.append(input),
      on: (event: string, cb: (e: unknown) => void) => listeners.set(event, cb),
      off: (event: string) => listeners.delete(event),
      update: (options: { disabled?: boolean }) => {
        state.disabled = Boolean(options.disabled);
        input.disabled = state.disabled;
      },
      focus: () => input.focus(),
      destroy: () => input.remove(),
      input,
    };
  };
  let card: ReturnType<typeof element> | null = null;
  const elements = {
    create: (type: string, options: { disabled?: boolean }) => {
      expect(type).toBe('card');
      card = element();
      card.update(options);
      return card;
    },
    getElement: (type: string | { __elementType?: string }) =>
      (typeof type === 'string' ? type : type.__elementType) === 'card' ? card : null,
    update: () => undefined,
  };
  const instance = {
    elements: () => elements,
    createToken: async (given: unknown) => {
      tokenRequests.push(given);
      expect(given).toBe(card);
      return card?.input.value === '4242424242424242'
        ? { token: { id: 'tok_1PZx4k2eZvKYlo2CQv9hxR3a' } }
        : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
    },
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async () => ({}),
  };
  return { instance, created, tokenRequests };
}

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
    const user = userEvent.setup({ delay: null });
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

describe("mocking off with a real key: Stripe's card element, tokenised with createToken before the pay call", () => {
  let payBodies: unknown[] = [];
  beforeEach(() => {
    stripe.calls = [];
    payBodies = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/pay')) payBodies.push(await request.clone().json());
    });
    signInAsDemo();
  });
  afterEach(() => server.events.removeAllListeners());

  it('a token error shows under the card, sends no pay call, and the card takes the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = fakeStripe();
    stripe.result = () => Promise.resolve(fake.instance);
    renderWithProviders(<Form publicKey={REAL_KEY} mocking={false} />);
    const card = await screen.findByLabelText('Card (Stripe)');
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    await user.type(card, '4242');
    await user.click(payButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(fake.tokenRequests).toHaveLength(1);
    await waitFor(() => expect(card).toHaveFocus());
    expect(payBodies).toEqual([]);
    expect(document.querySelector('.danger')).toBeNull();
    expect(payButton()).toBeEnabled();
  });

  it("a complete card: Stripe's token goes in one pay call, and the buyer moves on", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = fakeStripe();
    stripe.result = () => Promise.resolve(fake.instance);
    const { router } = renderWithProviders(<Form publicKey={REAL_KEY} mocking={false} />, '/checkout/1002');
    await user.type(await screen.findByLabelText('Card (Stripe)'), '4242424242424242');
    await user.dblClick(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'));
    expect(fake.tokenRequests).toHaveLength(1);
    expect(payBodies).toEqual([{ token: 'tok_1PZx4k2eZvKYlo2CQv9hxR3a', price: 4.99, guestEmail: '' }]);
    // the element was disabled while the payment was tried
    expect(fake.created[0].disabled).toBe(true);
  });
});
