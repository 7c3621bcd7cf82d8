import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_SESSION_ID } from '#mocks/db/seed';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { startSession } from '@/shared/lib/session';
import { givenNoAnimations } from '@/testing/builders';
import { renderRoute } from '@/testing/render';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

describe('/theme/{themeId}', () => {
  it("lists the theme's animations with prices, each with 'Personalize' → /create/{id}", async () => {
    renderRoute('/theme/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Birthday designs' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Personalize Birthday Balloons' })).toHaveAttribute('href', '/create/101');
    // straight under the h1: no skipped heading level
    const balloons = within(list).getByRole('heading', { level: 2, name: 'Birthday Balloons' }).closest('article')!;
    expect(balloons).toHaveTextContent('$4.99');
    expect(balloons.querySelector('s')).toHaveTextContent('$6.99');
  });

  it('the first two pictures (the largest paint on arrival) load at once and first; the rest wait until scrolled to', async () => {
    renderRoute('/theme/1');
    const list = await screen.findByRole('list', { name: 'Birthday designs' });
    const pictures = [...list.querySelectorAll('img')].map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
    expect(pictures).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('passes pt and key on to /create, only when present', async () => {
    renderRoute('/theme/2?pt=p1&key=k9&back=landing');
    const link = await screen.findByRole('link', { name: 'Personalize Floating Hearts' });
    expect(link).toHaveAttribute('href', '/create/201?pt=p1&key=k9');
    renderRoute('/theme/2?key=k9');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Personalize Floating Hearts' })[1]).toHaveAttribute(
        'href',
        '/create/201?key=k9',
      ),
    );
  });

  it("preview opens a video modal whose 'Personalize' goes to /create/{id}?pt=", async () => {
    renderRoute('/theme/3?pt=p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Two Rings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two Rings' });
    expect(within(dialog).getByRole('link', { name: 'Personalize' })).toHaveAttribute('href', '/create/303?pt=p1');
  });

  it.each([
    ['/theme/1', '/browse'],
    ['/theme/1?back=landing', '/'],
    ['/theme/1?back=other', '/browse'],
  ])('%s: Back goes to %s', async (path, target) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'Birthday' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', target);
  });

  it('related themes link to their pages; the SEO title and description are set', async () => {
    renderRoute('/theme/4');
    const related = (await screen.findByRole('heading', { name: 'More occasions' })).closest('section')!;
    expect(within(related).getByRole('link', { name: 'Wedding' })).toHaveAttribute('href', '/theme/3');
    expect(within(related).queryByRole('link', { name: 'Graduation' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Graduation Video Greetings'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Personalised graduation video greetings with photos, videos and music from everyone.',
    );
  });

  it('shows the offer banner to the offer account', async () => {
    startSession(OFFER_SESSION_ID, true);
    renderRoute('/theme/1');
    expect(await screen.findByText('You have 7 days to start your free Video Greeting')).toBeInTheDocument();
  });

  it('an unknown theme: the not-found panel (the message, the homepage) and Back; nothing to retry', async () => {
    renderRoute('/theme/999?back=landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Occasion not found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find that occasion.").closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("a load failure shows the message in a red alert, and 'Try again' loads the designs", async () => {
    setScenarios(['server-error:theme-animation-v2']);
    renderRoute('/theme/1');
    expect((await screen.findByText(SERVER_ERROR_MESSAGE)).closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a design' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/browse');
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday' })).toBeInTheDocument();
    expect(screen.queryByText(SERVER_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('while loading: Back, then placeholder cards in the grid, announced once', async () => {
    setScenarios(['slow']);
    renderRoute('/theme/1');
    const region = (await screen.findByText('Loading designs…')).closest('[role=status]')!;
    expect(region.querySelectorAll('li')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a theme without designs: an empty state', async () => {
    givenNoAnimations(5);
    renderRoute('/theme/5');
    expect(await screen.findByText('There are no designs for this occasion yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another occasion' })).toHaveAttribute('href', '/browse');
  });
});
