import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDb } from '../../../../mocks/db/store';
import { setScenarios } from '../../../../mocks/scenarios/scenarios';
import { renderRoute } from '../../../testing/render';

// pages are lazy chunks: the first render of a file can take a while on a busy machine
configure({ asyncUtilTimeout: 5000 });

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
    expect(within(screen.getByRole('main')).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
  });

  it('a load failure shows the spec message word for word, in a red alert', async () => {
    setScenarios(['server-error:/rest/tutorial']);
    renderRoute('/tutorials');
    const alert = await screen.findByText((_, el) => el?.getAttribute('role') === 'alert' && el.textContent === 'Error loading  videos. Please refresh the page to try again.');
    expect(alert.className).toMatch(/danger/);
  });

  it('no tutorials: an empty state', async () => {
    updateDb((db) => {
      db.tutorials = [];
    });
    renderRoute('/tutorials');
    expect(await screen.findByText('There are no tutorial videos yet.')).toBeInTheDocument();
  });
});
