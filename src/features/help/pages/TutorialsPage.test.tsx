import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { givenNoTutorials } from '@/testing/builders';
import { renderRoute } from '@/testing/render';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

describe('/tutorials', () => {
  it('a grid of thumbnails that open a modal player, which closes', async () => {
    renderRoute('/tutorials');
    const buttons = await screen.findAllByRole('button', { name: /^Play tutorial:/ });
    expect(buttons).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Play tutorial: Add photos and videos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add photos and videos' });
    expect(within(dialog).getByRole('group', { name: 'Add photos and videos' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the customer-care phone line', async () => {
    renderRoute('/tutorials');
    await screen.findByRole('heading', { level: 1, name: 'Tutorials' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });

  it("a load failure shows the spec message word for word, in a red alert, and 'Try again' loads the videos", async () => {
    setScenarios(['server-error:/rest/tutorial']);
    renderRoute('/tutorials');
    const alert = await screen.findByText(
      (_, el) =>
        el?.getAttribute('role') === 'alert' && el.textContent === 'Error loading  videos. Please refresh the page to try again.',
    );
    expect(alert.className).toMatch(/danger/);
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { name: /^Play tutorial:/ })).toHaveLength(4);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while loading: four thumbnail-shaped placeholders, announced once', async () => {
    setScenarios(['slow']);
    renderRoute('/tutorials');
    const region = (await screen.findByText('Loading videos…')).closest('[role=status]')!;
    expect(region.querySelectorAll('li')).toHaveLength(4);
    expect(await screen.findAllByRole('button', { name: /^Play tutorial:/ }, { timeout: 5000 })).toHaveLength(4);
  });

  it('no tutorials: an empty state', async () => {
    givenNoTutorials();
    renderRoute('/tutorials');
    expect(await screen.findByText('There are no tutorial videos yet.')).toBeInTheDocument();
  });
});
