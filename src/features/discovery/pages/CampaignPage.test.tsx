import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { getSessionId, isSignedIn } from '@/shared/lib/session';
import { renderRoute, signInAsDemo } from '@/testing/render';

describe('campaign pages', () => {
  it.each([
    [
      '/free-july',
      'A free Video Greeting this July',
      'Celebrate summer: create a personalised Video Greeting for any occasion, on us.',
      'Limit one per account. Offer ends July 31.',
    ],
    [
      '/free-adobe',
      'Your free Video Greeting from Adobe',
      'Bring photos and videos together into one surprise video, free for Adobe members.',
      'Limit one per account while the offer lasts.',
    ],
  ])('%s (running): headline, body, button to /browse, limit text and videos', async (path, headline, body, limit) => {
    const { container } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/browse');
    expect(screen.getByText(limit)).toBeInTheDocument();
    expect(container.querySelector('video[aria-hidden="true"]')).toHaveAttribute('src', '/media/videos/campaign-bg.mp4');
    expect(screen.getByRole('button', { name: 'Play video: A Video Greeting from everyone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: How to make a Video Greeting' })).toBeInTheDocument();
  });

  it('a visitor without a session gets the anonymous one the server opened (not signed in)', async () => {
    renderRoute('/free-july');
    await screen.findByRole('heading', { level: 1, name: 'A free Video Greeting this July' });
    await waitFor(() => expect(getSessionId()).toMatch(/^sess-campaign-/));
    expect(isSignedIn()).toBe(false);
    expect(getDb().sessions.find((s) => s.id === getSessionId())?.campaignKey).toBe('free-july');
  });

  it('a signed-in visitor keeps the session', async () => {
    signInAsDemo();
    renderRoute('/free-adobe');
    await screen.findByRole('heading', { level: 1, name: 'Your free Video Greeting from Adobe' });
    expect(getSessionId()).toBe('sess-demo');
    expect(isSignedIn()).toBe(true);
  });

  it('/free-hmkhq-event (over): the expired headline and body, without the offer hero', async () => {
    const { container } = renderRoute('/free-hmkhq-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'The event offer is over' })).toBeInTheDocument();
    expect(
      screen.getByText('This event offer has ended, but you can still make a Video Greeting for any occasion.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Free Video Greeting for event guests')).not.toBeInTheDocument();
    expect(screen.queryByText('Limit one per guest.')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Thanks for visiting us! Create a Video Greeting for any occasion, on us.'),
    ).not.toBeInTheDocument();
    expect(container.querySelector('video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play video:/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create a Video Greeting' })).toHaveAttribute(
      'href',
      '/browse',
    );
  });

  it("a load failure shows the message in a red alert, and 'Try again' loads the offer", async () => {
    setScenarios(['server-error:offer/detail']);
    renderRoute('/free-july');
    expect((await screen.findByText(SERVER_ERROR_MESSAGE)).closest('[role=alert]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Free Video Greeting' })).toBeInTheDocument();
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A free Video Greeting this July' })).toBeInTheDocument();
  });
});
