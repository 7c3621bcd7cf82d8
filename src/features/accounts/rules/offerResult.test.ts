import { describe, expect, it } from 'vitest';
import { accountCreatedToast, offerResultToast } from './offerResult';

describe('offerResultToast: part 1 §4 "Offer results"', () => {
  it.each([
    ['invalid', { title: 'This offer is no longer valid.', variant: 'error' }],
    ['duplicate', { title: 'You have already claimed this offer.', variant: 'error' }],
    ['claimed', null],
    [null, null],
    [undefined, null],
    ['something-new', null],
  ])('%s → %o', (result, expected) => {
    expect(offerResultToast(result)).toEqual(expected);
  });

  it('a new account: "Account created!" with a note about the confirmation email', () => {
    expect(accountCreatedToast).toMatchObject({ title: 'Account created!', variant: 'success' });
    expect(accountCreatedToast.body).toMatch(/email/);
  });
});
