import { describe, expect, it } from 'vitest';
import { getCheckout, payForGreeting } from '@/api/checkout/requests';
import { CARD_DECLINED_MESSAGE, MOCK_CARDS, mockCardToken } from '@/api/checkout/schemas';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther, startGuestSession } from '@/testing/sessions';
import { getDb, updateDb } from '../db/store';
import { NOT_SIGNED_IN } from '../http';
import { setScenarios } from '../scenarios/scenarios';
import { ALREADY_PAID, GUEST_EMAIL_REQUIRED, NO_PURCHASE_NEEDED, NOT_FINISHED, PRICE_CHANGED } from './checkout';

const PAYS = mockCardToken(MOCK_CARDS.pays);
const DECLINED = mockCardToken(MOCK_CARDS.declined);

/** A finished, unpaid greeting made by an anonymous guest session. */
function guestGreeting(sessionId: string | null) {
  updateDb((s) => {
    const f = s.fizzes.find((x) => x.id === 1002)!;
    f.ownerId = null;
    f.creatorSessionId = sessionId;
  });
}

describe('GET /rest/fizz/{fizzId}/checkout', () => {
  it("answers the owner the greeting's name, server price, image and the payment public key", async () => {
    signInAsDemo();
    const data = await getCheckout(1002);
    expect(data).toMatchObject({ name: 'Our Anniversary', price: 4.99, publicKey: 'pk_test_mock_video_greetings' });
    expect(data.img).toMatch(/greeting-2\.jpg$/);
  });

  it.each([
    [1001, NOT_FINISHED, 400],
    [1003, ALREADY_PAID, 400],
    [1004, NO_PURCHASE_NEEDED, 400],
    [9999, "We couldn't find that Video Greeting.", 404],
  ])('refuses greeting %s: %s', async (id, message, httpStatus) => {
    signInAsDemo();
    const error = await refusal(getCheckout(id));
    expect(error.message).toBe(message);
    expect(error.httpStatus).toBe(httpStatus);
  });

  it("refuses an account's greeting without a session (403) and to another account (400)", async () => {
    expect((await refusal(getCheckout(1002))).httpStatus).toBe(403);
    signInAsOther();
    expect((await refusal(getCheckout(1002))).message).toBe('This Video Greeting belongs to another account.');
  });
});

describe('POST /rest/payments/fizz/{fizzId}/pay', () => {
  it('pays with the 4242 card: paid, published, absolute share and download URLs', async () => {
    signInAsDemo();
    const data = await payForGreeting(1002, { token: PAYS, price: '4.99', guestEmail: '' });
    expect(data.shareUrl).toBe(`${window.location.origin}/vid/vid-1002`);
    // spec part 1 §7: {shareUrl}/download
    expect(data.downloadUrl).toBe(`${data.shareUrl}/download`);
    const fizz = getDb().fizzes.find((f) => f.id === 1002)!;
    expect(fizz).toMatchObject({ hasPaid: true, paidEmail: 'demo@example.com', shareUrl: '/vid/vid-1002' });
    expect(fizz.status & 64).toBe(64);
  });

  it('refuses to pay twice', async () => {
    signInAsDemo();
    await payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: '' });
    expect((await refusal(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: '' }))).message).toBe(ALREADY_PAID);
  });

  it('charges once when two payments race (a double submit that got past the client)', async () => {
    signInAsDemo();
    const results = await Promise.allSettled([
      payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: '' }),
      payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: '' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe(ALREADY_PAID);
  });

  it("declines the 4000…0002 card with Stripe's wording", async () => {
    signInAsDemo();
    expect((await refusal(payForGreeting(1002, { token: DECLINED, price: 4.99, guestEmail: '' }))).message).toBe(
      'Your card was declined.',
    );
  });

  it('refuses a guest email longer than the limit', async () => {
    signInAsDemo();
    const error = await refusal(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: `${'a'.repeat(250)}@example.com` }));
    expect(error.message).toMatch(/^Invalid request\. guestEmail/);
    expect(getDb().fizzes.find((f) => f.id === 1002)!.hasPaid).toBe(false);
  });

  it('declines the 4000…0002 card with a card-declined message and leaves the greeting unpaid', async () => {
    signInAsDemo();
    const error = await refusal(payForGreeting(1002, { token: DECLINED, price: 4.99, guestEmail: '' }));
    expect(error.message).toBe(CARD_DECLINED_MESSAGE);
    expect(getDb().fizzes.find((f) => f.id === 1002)!.hasPaid).toBe(false);
  });

  it("declines every card under the 'payment-declined' scenario", async () => {
    signInAsDemo();
    setScenarios(['payment-declined']);
    expect((await refusal(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: '' }))).message).toBe(
      CARD_DECLINED_MESSAGE,
    );
  });

  it("refuses a price that differs from the server's", async () => {
    signInAsDemo();
    expect((await refusal(payForGreeting(1002, { token: PAYS, price: 0.99, guestEmail: '' }))).message).toBe(PRICE_CHANGED);
  });

  it('refuses a body without a token (400 with a message)', async () => {
    signInAsDemo();
    const error = await refusal(payForGreeting(1002, { token: '', price: 4.99 }));
    expect(error.httpStatus).toBe(400);
    expect(error.message).toMatch(/^Invalid request\. token/);
  });

  it('lets a guest with no session pay with an email for a greeting no account owns', async () => {
    guestGreeting(null);
    expect((await refusal(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: '' }))).message).toBe(
      GUEST_EMAIL_REQUIRED,
    );
    await payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: ' guest@example.com ' });
    expect(getDb().fizzes.find((f) => f.id === 1002)!.paidEmail).toBe('guest@example.com');
  });

  it('lets the anonymous session that made a greeting pay, but not another session', async () => {
    guestGreeting('sess-guest');
    signInAsOther();
    expect((await refusal(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: 'x@example.com' }))).httpStatus).toBe(400);
    startGuestSession();
    await expect(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: 'g@example.com' })).resolves.toMatchObject({
      status: 'success',
    });
  });

  it('needs a session for an account greeting', async () => {
    const error = await refusal(payForGreeting(1002, { token: PAYS, price: 4.99, guestEmail: 'a@example.com' }));
    expect([error.httpStatus, error.message]).toEqual([403, NOT_SIGNED_IN]);
  });
});
