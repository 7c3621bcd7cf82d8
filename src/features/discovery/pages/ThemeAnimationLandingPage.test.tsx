import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { renderRoute } from '@/testing/render';

describe('the theme-animation landing', () => {
  it.each(['/video-greeting/wedding-bells', '/wedding-bells', '/video-greeting/301'])(
    '%s shows the server hero, samples, steps and shop banner',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Wedding Bells: a video greeting from everyone' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Personalise the intro, add photos and videos, invite friends to join in and send it by text or email.'),
      ).toBeInTheDocument();
      // the button text is the server's btnText
      expect(screen.getByRole('link', { name: 'Personalize this video' })).toHaveAttribute('href', '/create/301');
      expect(screen.getByRole('link', { name: 'See more designs for this occasion' })).toHaveAttribute('href', '/theme/3');
      expect(
        screen.getByRole('button', { name: 'Play video: Wedding Bells: a video greeting from everyone' }),
      ).toBeInTheDocument();
      const samples = screen.getByRole('region', { name: 'Make it a group surprise!' });
      expect(within(samples).getAllByRole('button').length).toBeGreaterThan(0);
      expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
      const shop = screen.getByRole('link', { name: /shop the cards/ }).closest('section')!;
      const shopImg = shop.querySelector('img')!;
      expect(shopImg).toHaveAttribute('src', getDb().animationLandings.find((l) => l.id === 301)!.shopImg);
      expect(shopImg).toHaveAttribute('loading', 'lazy');
      expect(shopImg).toHaveAttribute('width');
      expect(shopImg).toHaveAttribute('height');
      // the shop grid leads with this template's theme
      const more = screen.getByRole('region', { name: 'More designs to personalize' });
      expect((await within(more).findAllByRole('heading', { level: 3 }))[0]).toHaveTextContent('Wedding');
    },
  );

  it.each(['/no-such-greeting', '/video-greeting/no-such-greeting'])(
    'an unknown slug (%s) shows the not-found page',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    },
  );

  it("a load failure shows the message in a red alert, and 'Try again' loads the page", async () => {
    setScenarios(['server-error:landing']);
    renderRoute('/video-greeting/wedding-bells');
    expect((await screen.findByText(SERVER_ERROR_MESSAGE)).closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Greeting' })).toBeInTheDocument();
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wedding Bells: a video greeting from everyone' }),
    ).toBeInTheDocument();
  });

  it('while loading: a hero-shaped placeholder, announced once', async () => {
    setScenarios(['slow']);
    renderRoute('/video-greeting/wedding-bells');
    expect((await screen.findByText('Loading the video greeting…')).closest('[role=status]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wedding Bells: a video greeting from everyone' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
