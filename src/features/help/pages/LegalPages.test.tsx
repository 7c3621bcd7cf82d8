import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';

const text = () => screen.getByRole('main').textContent ?? '';
const anchors = () =>
  within(screen.getByRole('navigation', { name: 'Contents' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('/terms', () => {
  it('the facts the spec gives, in anchored sections, with a Back control', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: December 26, 2021')).toBeInTheDocument();
    for (const fact of [
      'not intended for people under 18',
      'within 30 days',
      'up to $250,000 may be brought in small-claims court',
      'below $250,000',
      'under $10,000, we reimburse',
    ]) {
      expect(text()).toContain(fact);
    }
    expect(anchors()).toEqual(expect.arrayContaining(['#arbitration', '#opt-out', '#eligibility']));
    for (const href of anchors()) expect(document.getElementById(href!.slice(1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('the in-app header variant with ?inapp=1, keeping the flag on links', async () => {
    const { container } = renderRoute('/terms?inapp=1');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(container.querySelector('[data-variant="in-app"]')).toContainElement(screen.getByRole('button', { name: 'Back' }));
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute(
      'href',
      '/privacy-policy?inapp=1',
    );
  });

  it('the site header variant otherwise', async () => {
    const { container } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(container.querySelector('[data-variant="site"]')).toBeInTheDocument();
    expect(container.querySelector('[data-variant="in-app"]')).not.toBeInTheDocument();
  });
});

describe('/privacy-policy', () => {
  it('effective date, 18+, and the anchored sections the spec lists', async () => {
    renderRoute('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: January 1, 2023')).toBeInTheDocument();
    expect(text()).toContain('not intended for people under 18');
    expect(anchors()).toEqual(
      expect.arrayContaining([
        '#sharing',
        '#advertising',
        '#do-not-track',
        '#choices',
        '#security',
        '#third-party-links',
        '#transfer',
        '#contact',
        '#canada',
        '#nevada',
        '#virginia',
        '#california',
      ]),
    );
    for (const id of ['canada', 'nevada']) {
      expect(document.getElementById(id)).toHaveTextContent('your full name, address and email address');
    }
  });

  it('in a QR flow, links stay inside the flow', async () => {
    renderRoute('/qr-setup/QR-NEW/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/qr-setup/QR-NEW/terms',
    );
  });
});

describe('FAQ, terms and privacy: a Back control and the in-app header', () => {
  const pages = [
    ['/faq', 'Frequently Asked Questions'],
    ['/terms', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const;

  it.each(pages)('%s: the site header, and Back opened directly goes home', async (path, title) => {
    const { container, router } = renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: title });
    const header = container.querySelector('[data-variant="site"]');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1, name: title }));
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(within(header as HTMLElement).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(pages)('%s?inapp=1: the in-app header with Back, without the site navigation and footer', async (path, title) => {
    const { container } = renderRoute(`${path}?inapp=1`);
    await screen.findByRole('heading', { level: 1, name: title });
    const header = container.querySelector('[data-variant="in-app"]');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1, name: title }));
    expect(header).toContainElement(screen.getByRole('button', { name: 'Back' }));
    expect(container.querySelector('[data-variant="site"]')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).not.toBeInTheDocument();
  });
});
