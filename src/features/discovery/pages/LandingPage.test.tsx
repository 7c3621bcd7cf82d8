import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '#mocks/db/store';
import { ok, rest } from '#mocks/http';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { env } from '@/shared/config/env';
import { givenNoLandingDesigns, givenNoSampleVideos } from '@/testing/builders';
import { renderRoute } from '@/testing/render';

beforeEach(() => {
  // jsdom cannot play media
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

const section = (name: string) => screen.findByRole('region', { name });

/** Below-the-fold pictures load lazily and have their size set, so nothing shifts. */
function expectLazyAndSized(imgs: Iterable<HTMLImageElement>) {
  for (const img of imgs) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  }
}

describe('the landing page', () => {
  it('hero: get started goes to /browse', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/browse');
  });

  it("sample videos under 'Make it a group surprise!' open in a player", async () => {
    renderRoute('/');
    const samples = await section('Make it a group surprise!');
    const play = await within(samples).findByRole('button', { name: /Birthday surprise from the whole family/ });
    await userEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'Birthday surprise from the whole family' });
    expect(within(dialog).getByRole('group', { name: 'Birthday surprise from the whole family' })).toBeInTheDocument();
  });

  it('the 3 steps and the shop banner linking out to the shop', async () => {
    renderRoute('/');
    const steps = await section('How it works');
    await waitFor(() => expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    const shop = screen.getByRole('link', { name: /shop the cards/ });
    expect(shop).toHaveAttribute('href', env.shopUrl);
    expect(shop).toHaveAttribute('target', '_blank');
  });

  it("the shop grid: up to 4 templates per theme, 'See all' → /theme/{id}?back=landing", async () => {
    renderRoute('/');
    const grid = await section('Find the perfect design');
    const birthday = (await within(grid).findByRole('heading', { name: 'Birthday' })).closest('div')!.parentElement!;
    expect(within(birthday).getAllByRole('article')).toHaveLength(4);
    expect(within(birthday).queryByText('Sparklers')).not.toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'See all Birthday designs' })).toHaveAttribute('href', '/theme/1?back=landing');
    const imgs = grid.querySelectorAll('img');
    expect(imgs.length).toBeGreaterThan(20);
    expectLazyAndSized(imgs);
  });

  it('a theme row with more than 4 templates from the server still shows 4', async () => {
    const birthday = getDb().animations.filter((a) => a.themeId === 1);
    expect(birthday.length).toBeGreaterThan(4);
    server.use(
      http.get(rest('/project-landing'), () =>
        ok({
          rows: [
            {
              id: 1,
              themeId: 1,
              name: 'Birthday',
              list: birthday.map(({ id, name, img, video, price, themeId }) => ({ id, name, img, video, price, themeId })),
            },
          ],
        }),
      ),
    );
    renderRoute('/');
    const grid = await section('Find the perfect design');
    expect(await within(grid).findAllByRole('article')).toHaveLength(4);
    expect(within(grid).queryByText(birthday[4].name)).not.toBeInTheDocument();
  });

  it('the first sample picture loads at once (in the first screen on a phone); the others lazily; all sized', async () => {
    renderRoute('/');
    const samples = await section('Make it a group surprise!');
    await within(samples).findAllByRole('button', { name: /^Play sample:/ });
    const [first, ...others] = samples.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width');
    expect(others.length).toBeGreaterThan(0);
    expectLazyAndSized(others);
  });

  it("preview opens a video modal with 'Personalize this video' → /create/{id}", async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Birthday Balloons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birthday Balloons' });
    expect(within(dialog).getByRole('link', { name: 'Personalize this video' })).toHaveAttribute('href', '/create/101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a load failure shows the message in a red alert', async () => {
    setScenarios(['server-error:project-landing']);
    renderRoute('/');
    const alert = await within(await section('Find the perfect design')).findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_ERROR_MESSAGE);
    // the rest of the page still works
    expect(await within(await section('Make it a group surprise!')).findAllByRole('button')).not.toHaveLength(0);
  });

  it('a sample-videos load failure shows the message in a red alert in its section', async () => {
    setScenarios(['server-error:sample-videos']);
    renderRoute('/');
    const alert = await within(await section('Make it a group surprise!')).findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_ERROR_MESSAGE);
    expect(await within(await section('Find the perfect design')).findAllByRole('article')).not.toHaveLength(0);
  });

  it("'Try again' in a failed section loads just that section", async () => {
    setScenarios(['server-error:project-landing']);
    renderRoute('/');
    const designs = await section('Find the perfect design');
    await within(designs).findByRole('alert');
    setScenarios([]);
    await userEvent.click(within(designs).getByRole('button', { name: 'Try again' }));
    expect(await within(designs).findByRole('link', { name: 'See all Birthday designs' })).toBeInTheDocument();
    expect(within(designs).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while loading: sample-video and design placeholders, each section announcing its own', async () => {
    setScenarios(['slow']);
    renderRoute('/');
    const samples = await section('Make it a group surprise!');
    expect(await within(samples).findByText('Loading sample videos…')).toBeInTheDocument();
    expect(within(samples).getByRole('status').querySelectorAll('li')).toHaveLength(3);
    const designs = await section('Find the perfect design');
    expect(within(designs).getByRole('status')).toHaveTextContent('Loading designs…');
    expect(within(designs).getByRole('status').querySelectorAll('li')).toHaveLength(8);
    expect(await within(samples).findAllByRole('button', { name: /^Play sample:/ }, { timeout: 5000 })).toHaveLength(3);
  });

  it('empty lists show an empty state', async () => {
    givenNoLandingDesigns();
    givenNoSampleVideos();
    renderRoute('/');
    expect(await screen.findByText('No designs to show right now. Please check back soon.')).toBeInTheDocument();
    expect(await screen.findByText('No sample videos to show right now.')).toBeInTheDocument();
  });
});
