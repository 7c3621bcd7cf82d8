import { describe, expect, it } from 'vitest';
import { thankYouPathOf, type ThankYouFacts } from './thankYouPath';

describe("a sendable greeting's thank-you page", () => {
  it.each<[string, ThankYouFacts, string]>([
    ['a boxed set (even paid, even a card)', { id: 7, isQRBoxSet: true, isPhysical: true, hasPaid: true }, '/thank-you-qr-box/7'],
    ['a QR card', { id: 7, isQRCard: true }, '/thank-you-qr/7'],
    ['a physical card, paid', { id: 7, isPhysical: true, hasPaid: true }, '/thank-you-qr/7'],
    ['a paid digital greeting', { id: 7, hasPaid: true }, '/thank-you-digital/7'],
    ['a free one (no purchase needed)', { id: 7, hasPaid: false }, '/thank-you-free/7'],
    ['a server that says nothing more', { id: '7' }, '/thank-you-free/7'],
  ])('%s → %s', (_name, facts, path) => {
    expect(thankYouPathOf(facts)).toBe(path);
  });
});
