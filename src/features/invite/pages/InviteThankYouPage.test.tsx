import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { getSessionId } from '@/shared/lib/session';
import { givenShareOffer, GREETINGS } from '@/testing/builders';
import { renderRoute } from '@/testing/render';
import { redeemActorOffer } from '@/api/user/requests';
import { startSession } from '@/shared/lib/session';

/** An invitee of inv-1001 (the server ties the session to it, as /in/inv-1001 does). */
async function asInviteeOf1001() {
  const answer = (await redeemActorOffer('inv-1001')) as { sessionId?: string };
  startSession(answer.sessionId!, false);
}

function skipCalls() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/rest/user/actor-info' && url.searchParams.get('result') === 'skip') seen.push(request.method);
  });
  return seen;
}

async function openThankYou() {
  const view = renderRoute('/view-invite-thank-you');
  await screen.findByRole('heading', { level: 1, name: 'Success!' }, { timeout: 15_000 });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your offer…' })).not.toBeInTheDocument());
  return view;
}

describe('/view-invite-thank-you', () => {
  it("the server's offer as a popup: Skip closes it and sends the skip notice; the default promotion follows", async () => {
    await asInviteeOf1001();
    const skips = skipCalls();
    await openThankYou();
    const dialog = await screen.findByRole('dialog', { name: 'A free Video Greeting for you' });
    expect(within(dialog).getByRole('heading', { name: 'Thanks for adding to the surprise!' })).toBeInTheDocument();
    expect(within(dialog).getByText('This offer expires in 7 days.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Claim my free greeting' })).toHaveAttribute('href', '/view-invite-contact');
    expect(screen.getByText('Your clip was added.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(skips).toEqual(['GET']));
    expect(getDb().sessions.find((s) => s.id === getSessionId())?.offerSkipped).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Make your own Video Greeting, free' })).toBeInTheDocument();
  });

  it('a full-page offer: shown in the page, with Skip', async () => {
    // the invitees' offer of 1001 (the recipients' offer is 1003's)
    givenShareOffer({ ui: { isPopup: false } }, GREETINGS.inProgress);
    await asInviteeOf1001();
    const skips = skipCalls();
    await openThankYou();
    const region = await screen.findByRole('region', { name: 'Special offer' });
    expect(within(region).getByRole('heading', { name: 'Thanks for adding to the surprise!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(skips).toEqual(['GET']));
  });

  it('no offer from the server: the default free-greeting promotion, with the days left and the bullets', async () => {
    await openThankYou();
    // the promotion shows at once; its day count comes in once the free-greeting offer is read
    await screen.findByText('This offer expires in 7 days.');
    const promotion = screen.getByRole('region', { name: 'Make your own Video Greeting, free' });
    expect(within(promotion).getByText('This offer expires in 7 days.')).toBeInTheDocument();
    expect(
      within(promotion)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Digital delivery only (via text or email)', 'Choose any occasion: birthdays, thank-yous, holidays and more']);
    expect(within(promotion).getByRole('link', { name: 'Claim my free Video Greeting' })).toHaveAttribute(
      'href',
      '/view-invite-contact',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Want to create your own Video Greeting?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/');
  });

  it('a failed offer load: the message in a red alert and Try again; Success! stays', async () => {
    setScenarios(['server-error:GET /rest/user/actor-info']);
    await openThankYou();
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Success!' })).toBeInTheDocument();
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Make your own Video Greeting, free' })).toBeInTheDocument();
  });
});
