import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardUnloadFromLinks, keepsPage, LINK_UNLOAD_MS } from './linkUnload';

const BASE = 'https://app.test/thank-you-digital/1003';

describe('a link that keeps the page when it is opened', () => {
  it.each([
    ['sms:?&body=Watch', false, true],
    ['mailto:?subject=Hi&body=x', false, true],
    ['tel:18005550199', false, true],
    ['whatsapp://send?text=x', false, true],
    ['https://app.test/vid/vid-1003', false, false],
    ['/list', false, false],
    ['http://other.test/', false, false],
    // a download stays on the page whatever its address
    ['/vid/vid-1003/download', true, true],
    ['blob:https://app.test/1234', true, true],
  ])('%s (download %s) → %s', (href, download, expected) => {
    expect(keepsPage({ href, download }, BASE)).toBe(expected);
  });
});

describe("the fake server's unload guard", () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    document.body.replaceChildren();
  });

  /** A link clicked as a visitor would (its navigation is not run: jsdom has none). */
  function click(href: string, download = false) {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'go' });
    if (download) link.setAttribute('download', 'greeting.mp4');
    document.body.append(link);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
  }

  it("keeps a link's beforeunload from listeners after it (msw's), and lets a real unload through", () => {
    let time = 10_000;
    remove = guardUnloadFromLinks(() => time);
    const msw = vi.fn();
    window.addEventListener('beforeunload', msw);
    try {
      click('mailto:?subject=Hi');
      window.dispatchEvent(new Event('beforeunload'));
      expect(msw).not.toHaveBeenCalled();

      click('sms:?&body=Hi');
      time += LINK_UNLOAD_MS - 1;
      window.dispatchEvent(new Event('beforeunload'));
      expect(msw).not.toHaveBeenCalled();

      // long after the click: the page is really closing
      time += LINK_UNLOAD_MS;
      window.dispatchEvent(new Event('beforeunload'));
      expect(msw).toHaveBeenCalledTimes(1);

      // an ordinary link's navigation unloads the page
      click('/list');
      window.dispatchEvent(new Event('beforeunload'));
      expect(msw).toHaveBeenCalledTimes(2);

      click('/vid/vid-1003/download', true);
      window.dispatchEvent(new Event('beforeunload'));
      expect(msw).toHaveBeenCalledTimes(2);

      // removed: every unload reaches msw
      remove();
      click('tel:123');
      window.dispatchEvent(new Event('beforeunload'));
      expect(msw).toHaveBeenCalledTimes(3);
    } finally {
      window.removeEventListener('beforeunload', msw);
    }
  });
});
