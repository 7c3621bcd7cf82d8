import { describe, expect, it } from 'vitest';
import { isJustPurchased, purchaseTrackedKey, thankYouDataLayer } from './analytics';
import { closingCta, ctaKindForPath, type CtaKind } from './closingCta';
import { HEADLINES, thankYouVariant } from './variant';

describe('which thank-you variant shows (physical vs digital, paid vs unpaid)', () => {
  it.each([
    [{ isPhysical: true, isQRCard: true, hasPaid: false }, 'physical', 'Thank you! Now for the best part…'],
    [{ isPhysical: false, isQRCard: true, hasPaid: false }, 'physical', 'Thank you! Now for the best part…'],
    [{ isPhysical: true, isQRCard: false, hasPaid: true }, 'physical', 'Thank you! Now for the best part…'],
    [{ isPhysical: false, isQRCard: false, hasPaid: true }, 'paid', 'Thank you for your purchase'],
    [{ isPhysical: false, isQRCard: false, hasPaid: false }, 'unpaid', 'Woo hoo!'],
  ] as const)('%o → %s (%s)', (item, variant, headline) => {
    expect(thankYouVariant(item)).toBe(variant);
    expect(HEADLINES[thankYouVariant(item)]).toBe(headline);
  });
});

describe('the closing call to action', () => {
  const shop = 'https://shop.example/cards';
  it.each<[CtaKind, string, string, string, string]>([
    ['default', 'Want to create another Video Greeting?', 'Create a Digital Greeting', '/browse', 'shop the cards'],
    ['invite', 'Want to create your own Video Greeting?', 'Create a Digital Greeting', '/', 'shop the cards'],
    ['digital', 'Want to create another Video Greeting?', 'Start a new greeting', '/browse', 'shop the cards'],
    ['qrBox', 'Want to create another Video Greeting?', 'Create a Digital Greeting', '/browse', 'Shop more Video Greetings'],
  ])('%s: %s / %s → %s / %s', (kind, question, label, to, shopLabel) => {
    expect(closingCta(kind, shop)).toEqual({ question, create: { label, to }, shop: { label: shopLabel, href: shop } });
  });

  it.each<[string, CtaKind]>([
    ['/thank-you-digital/1003', 'digital'],
    ['/thank-you-free/1003', 'default'],
    ['/thank-you-qr/1004', 'default'],
    ['/thank-you-qr-box/1004', 'qrBox'],
    ['/thank-you-reply/1003', 'invite'],
    ['/thankyou/1003', 'invite'],
    ['/thankyou-thank-you/1003', 'invite'],
    ['/', 'default'],
  ])('%s → %s', (path, kind) => {
    expect(ctaKindForPath(path)).toBe(kind);
  });
});

describe('the analytics data layer from the greeting', () => {
  const paid = {
    themeName: 'Anniversary',
    isPhysical: false,
    isFree: false,
    sku: 'VG-201',
    price: 4.99,
    uuid: 'vid-1002',
    hasPaid: true,
  };
  const data = { occasion: 'Anniversary', type: 'Digital', sku: 'VG-201', price: 4.99, uuid: 'vid-1002' };
  it.each([
    [
      'paid, just purchased',
      paid,
      true,
      false,
      [
        { event: 'greeting', ...data },
        { event: 'purchase', ...data },
      ],
    ],
    ['paid, already tracked (a reload)', paid, true, true, [{ event: 'greeting', ...data }]],
    ['paid, a later visit', paid, false, false, [{ event: 'greeting', ...data }]],
    ['unpaid after a failed race', { ...paid, hasPaid: false }, true, false, [{ event: 'greeting', ...data }]],
    [
      'physical: price 0',
      { ...paid, isPhysical: true, hasPaid: false, price: 0, sku: 'CARD-BDAY-102' },
      false,
      false,
      [{ event: 'greeting', ...data, type: 'Physical', price: 0, sku: 'CARD-BDAY-102' }],
    ],
    [
      'free: price 0',
      { ...paid, isFree: true, hasPaid: false, price: '4.99' },
      false,
      false,
      [{ event: 'greeting', ...data, price: 0 }],
    ],
    [
      'price as a string',
      { ...paid, price: '4.99' },
      true,
      false,
      [
        { event: 'greeting', ...data },
        { event: 'purchase', ...data },
      ],
    ],
  ])('%s', (_name, item, justPurchased, tracked, expected) => {
    expect(thankYouDataLayer(item, justPurchased, tracked)).toEqual(expected);
  });

  it.each([
    [{ purchased: true }, true],
    [{ purchased: 'yes' }, false],
    [null, false],
    [undefined, false],
  ])('navigation state %o is a fresh purchase: %s', (state, expected) => {
    expect(isJustPurchased(state)).toBe(expected);
  });

  it('keys the purchase guard by greeting', () => {
    expect(purchaseTrackedKey(1002)).toBe('purchaseTracked:1002');
  });
});
