import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/shared/lib/session';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './Footer';

const footer = () => within(screen.getByRole('contentinfo'));
const hrefs = () =>
  footer()
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('Footer (spec part 1 §2 "Chrome")', () => {
  it('signed out: FAQ, Tutorials, Terms of Service, Privacy Policy, a help phone number and a copyright line', () => {
    renderWithProviders(<Footer />);
    expect(hrefs()).toEqual([
      ['FAQ', '/faq'],
      ['Tutorials', '/tutorials'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy-policy'],
      ['1-800-555-0199', 'tel:18005550199'],
    ]);
    expect(footer().queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('signed in: Change Password, after FAQ', () => {
    startSession('sess-demo', true);
    renderWithProviders(<Footer />);
    expect(hrefs().slice(0, 3)).toEqual([
      ['FAQ', '/faq'],
      ['Change Password', '/change-password'],
      ['Tutorials', '/tutorials'],
    ]);
  });

  it('an anonymous session (cookie without the account flag) is not signed in', () => {
    startSession('anon', false);
    renderWithProviders(<Footer />);
    expect(footer().queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it.each([
    ['/qr-setup/QR-BOX/faq', 'QR-BOX'],
    ['/qr/QR-NEW', 'QR-NEW'],
  ])('inside a QR flow (%s) the links keep the /qr-setup/{key} prefix', (path, key) => {
    startSession('sess-demo', true);
    renderWithProviders(<Footer />, path);
    expect(hrefs().slice(0, 5)).toEqual([
      ['FAQ', `/qr-setup/${key}/faq`],
      ['Change Password', `/qr-setup/${key}/change-password`],
      ['Tutorials', `/qr-setup/${key}/tutorials`],
      ['Terms of Service', `/qr-setup/${key}/terms`],
      ['Privacy Policy', `/qr-setup/${key}/privacy-policy`],
    ]);
  });

  it.each(['/in/inv-1001', '/vid/vid-1003'])('invitee and viewer pages (%s) are not QR flows', (path) => {
    renderWithProviders(<Footer />, path);
    expect(footer().getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });
});
