import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';

const main = () => within(screen.getByRole('main'));

describe('/faq', () => {
  it.each([
    'You need an account to save, edit and send a Video Greeting. No account is needed to contribute to a Video Greeting or to receive one.',
    "The design (the animated template) can't be changed after you start.",
    'Once a Video Greeting is finished, nobody can add to it or change it.',
    'Each photo displays for 4 seconds.',
    'We recommend adding at most 10 photos or 3 videos at a time; this is a recommendation, not a rule.',
    'There is no limit on the number of photos and videos, and no length limit on the final video.',
    'Videos: .mov, .mp4, .avi, .webm or .m4v. Photos: .jpg, .png or .gif.',
    'There are only three sound options:',
    'Background music plus video sound (the default)',
    'Mute video sound',
    'Mute background music',
    "No. You can't add your own music",
    'No. YouTube links are not accepted.',
    'The finished video stays available to download for 6 months.',
  ])('states: %s', async (fact) => {
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(
      main().getByText(
        (_, el) =>
          el?.tagName !== 'SECTION' &&
          Boolean(el?.textContent?.includes(fact)) &&
          !Array.from(el?.children ?? []).some((c) => c.textContent?.includes(fact)),
      ),
    ).toBeInTheDocument();
  });

  it('has a #micHelp section, reachable from the contents and by URL', async () => {
    renderRoute('/faq#micHelp');
    const section = await screen.findByRole('region', { name: 'Camera and microphone help' });
    expect(section).toHaveAttribute('id', 'micHelp');
    await waitFor(() => expect(section).toHaveFocus());
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: 'Camera and microphone help' }),
    ).toHaveAttribute('href', '#micHelp');
  });

  it('in a QR flow, links stay inside the flow', async () => {
    renderRoute('/qr-setup/QR-BOX/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(main().getByRole('link', { name: 'tutorials' })).toHaveAttribute('href', '/qr-setup/QR-BOX/tutorials');
    expect(main().getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/qr-setup/QR-BOX/terms');
    expect(main().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/qr-setup/QR-BOX/privacy-policy');
  });

  it('Back returns to the previous page', async () => {
    const { router } = renderRoute('/browse');
    await screen.findByRole('heading', { level: 1, name: 'Choose an occasion' });
    await router.navigate('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it.each([
    ['/faq', '/'],
    ['/qr-setup/QR-BOX/faq', '/qr/QR-BOX'],
  ])('Back on %s opened directly goes to %s', async (path, target) => {
    const { router } = renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
