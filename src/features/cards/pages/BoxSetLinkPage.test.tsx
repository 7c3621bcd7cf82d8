import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { ALREADY_LINKED } from '#mocks/handlers/qr';
import { server } from '#mocks/node';
import { COMPLETED_MS } from '#mocks/pipeline';
import { GUEST_SESSION_ID } from '#mocks/db/seed/users';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { givenQrCard } from '@/testing/builders';
import { givenGreeting, givenNewGreeting, renderRoute, signInAsDemo } from '@/testing/render';
import { startGuestSession } from '@/testing/sessions';
import { BOX_SET_PREVIEW_FALLBACK } from '@/features/cards/rules/link';

/** The link calls the page sends (method and path), for as long as the test runs. */
const linkCalls: string[] = [];
const onStart = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/rest/qr/box-set-link/')) linkCalls.push(`${request.method} ${url.pathname}${url.search}`);
};
server.events.on('request:start', onStart);
afterEach(() => {
  linkCalls.length = 0;
});

const heading = () => screen.findByRole('heading', { level: 1, name: "Let's give it one last check" });
// says what it does (not the spec's 'It's finished': issue 28)
const finishButton = () => screen.findByRole('button', { name: 'Link this video to the box' });
const card = (key: string) => getDb().qrCards.find((c) => c.qrKey === key)!;

describe('the boxed-set link page (/qr-setup/{qrKey}/{greetingId}/link)', () => {
  it('keeps the link button disabled, saying why beside it, with the processing notice, until the preview is done (polled)', async () => {
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/1001/link');
    expect(await heading()).toBeInTheDocument();
    const finish = await finishButton();
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription('You can link it once your Video Greeting is ready.');
    expect(screen.getByText(/being put together/)).toBeInTheDocument();
    // the pretend pipeline finishes; the next poll (every 3 s) sees it
    givenGreeting({ finalizedAt: Date.now() - COMPLETED_MS });
    await waitFor(() => expect(finish).toBeEnabled(), { timeout: 8000 });
    expect(screen.queryByText(/being put together/)).not.toBeInTheDocument();
    expect(screen.queryByText('You can link it once your Video Greeting is ready.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "It's finished" })).not.toBeInTheDocument();
  }, 15_000);

  it('a failed poll shows its message over the preview, and the next poll still runs', async () => {
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/1001/link');
    const finish = await finishButton();
    setScenarios(['server-error:box-set-preview']);
    expect(await screen.findByText(SERVER_ERROR_MESSAGE, undefined, { timeout: 8000 })).toHaveAttribute('role', 'alert');
    expect(screen.getByText(/being put together/)).toBeInTheDocument();
    setScenarios([]);
    givenGreeting({ finalizedAt: Date.now() - COMPLETED_MS });
    await waitFor(() => expect(finish).toBeEnabled(), { timeout: 8000 });
    expect(screen.queryByText(SERVER_ERROR_MESSAGE)).not.toBeInTheDocument();
  }, 25_000);

  it('stays disabled while processing is stuck, and sends nothing', async () => {
    setScenarios(['processing-stuck']);
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/1001/link');
    const finish = await finishButton();
    expect(finish).toBeDisabled();
    await userEvent.setup({ delay: null }).click(finish);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(linkCalls).toEqual([]);
  });

  it("asks 'Are you sure?' (a linked set cannot be unlinked), links once on a double click, then the boxed-set thank-you page", async () => {
    const user = userEvent.setup({ delay: null });
    signInAsDemo();
    const { router } = renderRoute('/qr-setup/QR-BOX/1003/link');
    const finish = await finishButton();
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('A linked set cannot be unlinked.');
    expect(screen.queryByRole('button', { name: /unlink/i })).not.toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Link it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-qr-box/1003'));
    expect(linkCalls).toEqual(['POST /rest/qr/box-set-link/1003?qrKey=QR-BOX']);
    expect(card('QR-BOX').fizzId).toBe(1003);
  });

  it('a visitor who is not signed in goes on to /signup-thank-you/{greetingId}', async () => {
    const user = userEvent.setup({ delay: null });
    startGuestSession();
    const guest = givenNewGreeting({ ownerId: null, creatorSessionId: GUEST_SESSION_ID, finalizedAt: Date.now() - COMPLETED_MS });
    const { router } = renderRoute(`/qr-setup/QR-BOX-NEW/${guest.id}/link`);
    const finish = await finishButton();
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Link it' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/signup-thank-you/${guest.id}`));
    expect(card('QR-BOX-NEW').fizzId).toBe(guest.id);
  });

  it('a refused link shows its message, stays on the page and can be tried again', async () => {
    const user = userEvent.setup({ delay: null });
    setScenarios(['server-error:box-set-link']);
    signInAsDemo();
    const { router } = renderRoute('/qr-setup/QR-BOX/1003/link');
    const finish = await finishButton();
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Link it' }),
    );
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/qr-setup/QR-BOX/1003/link');
    expect(finish).toBeEnabled();
    expect(card('QR-BOX').fizzId).toBeNull();
  });

  it('a load failure without a server message shows the fallback and a retry', async () => {
    setScenarios(['offline']);
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/1003/link');
    expect(await screen.findByText(BOX_SET_PREVIEW_FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link this video to the box' })).not.toBeInTheDocument();
  });

  it("a set linked to another greeting: the server's message, and nothing to link or unlink", async () => {
    signInAsDemo();
    givenQrCard({ fizzId: 1003 }, 'QR-BOX');
    renderRoute('/qr-setup/QR-BOX/1002/link');
    expect(await screen.findByText(ALREADY_LINKED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link this video to the box' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your card' })).toHaveAttribute('href', '/qr-setup/QR-BOX');
  });

  it('an unknown card: the message and a way home', async () => {
    signInAsDemo();
    renderRoute(`/qr-setup/${encodeURIComponent('NO/SUCH')}/1003/link`);
    expect(await screen.findByText("We couldn't find that card. Please check the code and scan it again.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});
