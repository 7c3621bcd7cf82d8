import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_NOT_FOUND } from '#mocks/rules';
import { renderRoute } from '@/testing/render';

describe('/qr-setup/{qrKey}/{sku}/{skuId} (the spec does not show it: the product, and the way into the setup)', () => {
  it.each([
    ['a boxed set', 'QR-BOX-NEW', 'BOX-602', '602', 'Your Video Greeting boxed set'],
    ['a single card', 'QR-NEW', 'CARD-101', '101', 'Your Video Greeting card'],
  ])('%s: its picture, the product from the link (as text) and a way into its setup', async (_kind, key, sku, skuId, heading) => {
    renderRoute(`/qr-setup/${key}/${sku}/${skuId}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your card' })).toHaveAttribute('src', expect.stringMatching(/\S/));
    expect(screen.getByText(sku)).toBeInTheDocument();
    expect(screen.getByText(skuId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up this card' })).toHaveAttribute('href', `/qr-setup/${key}`);
    // the logo-only bar of the card-scan flow
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("an unknown card: the server's message and a way home", async () => {
    renderRoute(`/qr-setup/NO-SUCH-CARD/${encodeURIComponent('<b>SKU</b>')}/1`);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't open this card" })).toBeInTheDocument();
    expect(screen.getByText(CARD_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(document.querySelector('b')).toBeNull();
  });
});
