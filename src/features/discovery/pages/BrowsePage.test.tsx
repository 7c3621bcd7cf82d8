import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OFFER_SESSION_ID } from '#mocks/db/seed';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { startSession } from '@/shared/lib/session';
import { givenFreeOffer, givenNoThemes } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';

describe('/browse', () => {
  it("'Choose an occasion': every theme links to /theme/{themeId}", async () => {
    renderRoute('/browse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an occasion' })).toBeInTheDocument();
    const all = (await screen.findByRole('heading', { name: 'All occasions' })).closest('section')!;
    const links = within(all).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    expect(within(all).getByRole('link', { name: 'Wedding' })).toHaveAttribute('href', '/theme/3');
    expect(screen.getByRole('link', { name: 'Featured: Birthday See designs' })).toHaveAttribute('href', '/theme/1');
    expect(screen.queryByText(/to start your free Video Greeting/)).not.toBeInTheDocument();
  });

  it('passes pt through to the theme pages', async () => {
    renderRoute('/browse?pt=spring');
    const all = (await screen.findByRole('heading', { name: 'All occasions' })).closest('section')!;
    expect(within(all).getByRole('link', { name: 'Wedding' })).toHaveAttribute('href', '/theme/3?pt=spring');
  });

  it('the offer account sees the banner with the days left and the sanitised offer markup', async () => {
    givenFreeOffer({
      ui: {
        claimMarkup:
          '<p>Pick <strong>any</strong> occasion<img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script> <a href="javascript:window.__pwned=1">Claim</a></p>',
      },
    });
    startSession(OFFER_SESSION_ID, true);
    renderRoute('/browse');
    const banner = await screen.findByRole('complementary', { name: 'Your free Video Greeting' });
    expect(banner).toHaveTextContent('You have 7 days to start your free Video Greeting');
    expect((await within(banner).findByText('any')).tagName).toBe('STRONG');
    expect(banner.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(within(banner).getByText('Claim')).not.toHaveAttribute('href');
  });

  it('every occasion picture has its size set; those below the first rows load lazily', async () => {
    renderRoute('/browse');
    const all = (await screen.findByRole('heading', { name: 'All occasions' })).closest('section')!;
    const imgs = [...screen.getByRole('main').querySelectorAll('img')];
    for (const img of imgs) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    // the grid comes after the featured picture and the 2-item list: its pictures wait until scrolled to
    for (const img of all.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('a claimed offer, or a signed-in user without one, shows no banner', async () => {
    signInAsDemo();
    renderRoute('/browse');
    await screen.findByRole('heading', { name: 'All occasions' });
    expect(screen.queryByRole('complementary', { name: 'Your free Video Greeting' })).not.toBeInTheDocument();
  });

  it("a load failure shows the message in a red alert, and 'Try again' loads the occasions", async () => {
    setScenarios(['server-error:theme-v3']);
    renderRoute('/browse');
    expect((await screen.findByText(SERVER_ERROR_MESSAGE)).closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose an occasion' })).toBeInTheDocument();
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'All occasions' })).toBeInTheDocument();
    expect(screen.queryByText(SERVER_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('while loading: placeholders shaped like the rows (a banner, two popular tiles, the grid), announced once', async () => {
    setScenarios(['slow']);
    renderRoute('/browse');
    const region = (await screen.findByText('Loading occasions…')).closest('[role=status]')!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.querySelectorAll('li')).toHaveLength(2 + 8);
    expect(region.querySelectorAll('[aria-hidden=true]').length).toBeGreaterThan(10);
    expect(await screen.findByRole('heading', { name: 'All occasions' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading occasions…')).not.toBeInTheDocument();
  });

  it('no themes: an empty state', async () => {
    givenNoThemes();
    renderRoute('/browse');
    expect(await screen.findByText('No occasions to show right now. Please check back soon.')).toBeInTheDocument();
  });
});
