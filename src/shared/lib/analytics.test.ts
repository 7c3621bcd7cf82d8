import { beforeEach, describe, expect, it } from 'vitest';
import { greetingAnalytics, pushDataLayer, trackPage } from './analytics';

describe('analytics data layer', () => {
  beforeEach(() => {
    window.dataLayer = undefined;
  });

  it('creates window.dataLayer on first push and appends', () => {
    pushDataLayer({ event: 'a' });
    pushDataLayer({ event: 'b' });
    expect(window.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('records page views', () => {
    trackPage('/browse?x=1', 'Browse');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/browse?x=1', page_title: 'Browse' }]);
  });
});

describe('greetingAnalytics: price is 0 when free or physical', () => {
  it.each([
    [
      { themeName: 'Birthday', price: 4.99, sku: 'D-1', uuid: 'u' },
      { occasion: 'Birthday', type: 'Digital', sku: 'D-1', price: 4.99, uuid: 'u' },
    ],
    [
      { themeName: 'Birthday', price: '4.99', isFree: true },
      { occasion: 'Birthday', type: 'Digital', sku: '', price: 0, uuid: '' },
    ],
    [
      { themeName: 'Wedding', price: 5, isPhysical: true },
      { occasion: 'Wedding', type: 'Physical', sku: '', price: 0, uuid: '' },
    ],
    [{ price: 'abc' }, { occasion: '', type: 'Digital', sku: '', price: 0, uuid: '' }],
  ])('%o', (input, expected) => {
    expect(greetingAnalytics(input)).toEqual(expected);
  });
});
