import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { allowConsoleErrors } from '@/testing/consoleGuard';
import { givenGreeting } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';

const LINK = new URL('/in/inv-1001', window.location.href).href;
const MESSAGE = 'Hi! I\'m making a surprise video greeting: "Happy Birthday, Alex!". Please add a photo or a short video!';

/** The invite-intent values the server received. */
let intents: string[] = [];
const onRequest = async ({ request }: { request: Request }) => {
  if (request.url.includes('/rest/tracking/best/invite-intent')) {
    const { value } = (await request.clone().json()) as { value: string };
    intents.push(`${new URL(request.url).searchParams.get('fizzId')}:${value}`);
  }
};

beforeEach(() => {
  intents = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  Reflect.deleteProperty(navigator, 'share');
});

async function openInvite(path = '/invite-others/1001') {
  signInAsDemo();
  const view = renderRoute(path);
  await screen.findByRole('textbox', { name: 'Your invitation message' });
  return view;
}

describe('Invite others', () => {
  it.each(['/invite-others/1001', '/invite?fizzId=1001'])('%s shows the editable message and the link', async (path) => {
    await openInvite(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Invite Friends to Contribute' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your invitation message' })).toHaveValue(MESSAGE);
    expect(screen.getByTestId('invite-link')).toHaveTextContent(LINK);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/edit/1001');
  });

  it('text and email carry the edited message, a blank line, then the link', async () => {
    const user = userEvent.setup({ delay: null });
    await openInvite();
    const box = screen.getByRole('textbox', { name: 'Your invitation message' });
    await user.clear(box);
    await user.type(box, 'Join us & add a clip 🎉');
    const expected = `Join us & add a clip 🎉\n\n${LINK}`;

    const sms = screen.getByRole('link', { name: 'Text' }).getAttribute('href')!;
    expect(sms).toBe(`sms:?&body=${encodeURIComponent(expected)}`);

    const mail = new URL(screen.getByRole('link', { name: 'Email' }).getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Help me create a surprise group video');
    expect(mail.searchParams.get('body')).toBe(expected);
  });

  it('a message with a hidden direction character says why, and is shared once it is fixed', async () => {
    const user = userEvent.setup({ delay: null });
    await openInvite();
    const box = screen.getByRole('textbox', { name: 'Your invitation message' });
    await user.clear(box);
    await user.click(box);
    await user.paste('Add a clip to \u202Egpj.exe');
    const message = 'Your message has hidden characters that change the direction of the text. Please remove them.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(message));
    // nothing goes out with it
    expect(screen.queryByRole('link', { name: 'Text' })).not.toBeInTheDocument();
    expect(screen.getByText('Fix the message above to share it.')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Add a clip!');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Text' }).getAttribute('href')).toBe(
      `sms:?&body=${encodeURIComponent(`Add a clip!\n\n${LINK}`)}`,
    );
  });

  it("Copy puts the text on the clipboard, toasts 'Copied to Clipboard!' and reports the intent", async () => {
    const user = userEvent.setup({ delay: null });
    await openInvite('/invite?fizzId=1001');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${MESSAGE}\n\n${LINK}`);
    await waitFor(() => expect(intents).toEqual(['1001:copy']));
  });

  it('Text and Email report their intent', async () => {
    const user = userEvent.setup({ delay: null });
    await openInvite();
    // following sms:/mailto: links is the browser's business; jsdom would complain
    const links = screen.getAllByRole('link').filter((a) => /^(sms|mailto):/.test(a.getAttribute('href') ?? ''));
    links.forEach((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await user.click(screen.getByRole('link', { name: 'Text' }));
    await user.click(screen.getByRole('link', { name: 'Email' }));
    await waitFor(() => expect(intents).toEqual(['1001:text', '1001:email']));
  });

  it('native share is offered only where the device has it', async () => {
    await openInvite();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('native share sends the text where the device has it', async () => {
    const user = userEvent.setup({ delay: null });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await openInvite();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Help me create a surprise group video', text: `${MESSAGE}\n\n${LINK}` });
    await waitFor(() => expect(intents).toEqual(['1001:share']));
  });

  it('a failed intent call is not shown', async () => {
    const user = userEvent.setup({ delay: null });
    setScenarios(['server-error:invite-intent']);
    await openInvite();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
    await waitFor(() => expect(intents).toHaveLength(1));
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('a finished greeting takes no more invitations', async () => {
    givenGreeting({ isLocked: true });
    signInAsDemo();
    renderRoute('/invite-others/1001');
    expect(await screen.findByText('This Video Greeting has already been finished')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown greeting', '/invite-others/424242', "We couldn't find that Video Greeting."],
    ['a load failure', '/invite-others/1001', 'Something went wrong on our side. Please try again.'],
    ['no greeting id', '/invite', "We couldn't find that Video Greeting."],
  ])('%s shows the message in a red alert', async (name, path, message) => {
    if (name === 'a load failure') setScenarios(['server-error:GET /rest/fizz/:id']);
    signInAsDemo();
    renderRoute(path);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });

  it('a visitor who is not signed in is offered Sign In, back to this page', async () => {
    allowConsoleErrors(/403/);
    renderRoute('/invite-others/1001');
    expect(await screen.findByText('Please sign in to continue.')).toHaveAttribute('role', 'alert');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login/${encodeURIComponent('/invite-others/1001')}`,
    );
  });

  it('with no greeting id, the page offers the way to My Video Greetings', async () => {
    signInAsDemo();
    renderRoute('/invite');
    await screen.findByText("We couldn't find that Video Greeting.");
    expect(screen.getByRole('link', { name: 'Go to My Video Greetings' })).toHaveAttribute('href', '/list');
  });
});
