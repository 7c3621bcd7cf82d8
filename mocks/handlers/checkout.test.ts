import { describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, cardNumberOfMockToken, MOCK_CARDS, mockCardToken } from '@/api/checkout/schemas';
import { getDb } from '../db/store';
import type { FizzRow } from '../db/types';
import { ALREADY_PAID, BAD_TOKEN, chargeRefusal, checkoutRefusal, NO_PURCHASE_NEEDED, NOT_FINISHED, samePrice } from './checkout';

const fizz = (over: Partial<FizzRow>): FizzRow => ({ ...getDb().fizzes.find((f) => f.id === 1002)!, ...over });

describe('the mock card contract', () => {
  it.each([
    ['4242 4242 4242 4242', 'tok_mock_4242424242424242'],
    ['4000-0000-0000-0002', 'tok_mock_4000000000000002'],
  ])('%s → %s and back', (number, token) => {
    expect(mockCardToken(number)).toBe(token);
    expect(cardNumberOfMockToken(token)).toBe(number.replace(/\D/g, ''));
  });

  it.each([
    [mockCardToken(MOCK_CARDS.pays), false, null],
    [mockCardToken(MOCK_CARDS.declined), false, CARD_DECLINED_MESSAGE],
    [mockCardToken('5555 5555 5555 4444'), false, CARD_DECLINED_MESSAGE],
    [mockCardToken(MOCK_CARDS.pays), true, CARD_DECLINED_MESSAGE],
    ['tok_visa', false, BAD_TOKEN],
    ['tok_mock_12', false, BAD_TOKEN],
    ['', false, BAD_TOKEN],
    ['tok_mock_4242424242424242x', false, BAD_TOKEN],
    // made by real Stripe.js (mock mode with a real key): the card is not known here, it pays
    ['tok_1PZx4k2eZvKYlo2CQv9hxR3a', false, null],
    ['tok_1PZx4k2eZvKYlo2CQv9hxR3a', true, CARD_DECLINED_MESSAGE],
    ['tok_1PZx4k2eZvKYlo2C<script>', false, BAD_TOKEN],
  ])('charging %s (decline all: %s) → %s', (token, declineAll, expected) => {
    expect(chargeRefusal(token, declineAll)).toBe(expected);
  });
});

describe('checkoutRefusal', () => {
  it.each([
    ['finished, unpaid digital', {}, null],
    ['in progress', { isLocked: false }, NOT_FINISHED],
    ['paid', { hasPaid: true }, ALREADY_PAID],
    ['physical', { isPhysical: true }, NO_PURCHASE_NEEDED],
    ['free', { isFree: true }, NO_PURCHASE_NEEDED],
    ['boxed set', { isQRBoxSet: true }, NO_PURCHASE_NEEDED],
  ])('%s → %s', (_name, over, expected) => {
    expect(checkoutRefusal(fizz(over))).toBe(expected);
  });
});

describe('samePrice (to the cent)', () => {
  it.each([
    [4.99, 4.99, true],
    ['4.99', 4.99, true],
    ['4.990', 4.99, true],
    [4.98, 4.99, false],
    ['abc', 4.99, false],
    [0, 0, true],
  ])('%s vs %s → %s', (sent, server, expected) => {
    expect(samePrice(sent, server)).toBe(expected);
  });
});
