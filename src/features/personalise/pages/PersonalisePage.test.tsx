import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { FINISHED } from '#mocks/rules';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { decodePreviewText } from '@/api/greetings/schemas';
import { LIMITS } from '@/shared/config/limits';
import { allowConsoleErrors } from '@/testing/consoleGuard';
import { givenGreeting, GREETINGS, renderRoute, signInAsDemo, type RenderRouteResult } from '@/testing/render';
import { PREVIEW_REFRESH_MS } from '@/shared/lib/specialFields';

const previewText = (img: HTMLElement) => decodePreviewText(img.getAttribute('src')!.split('/').pop()!);
const previews = () => screen.getAllByTestId('text-preview');

/**
 * Once 'Next' has gone on to /edit/{id}, the editor starts loading. Unmount and let its calls finish
 * while this test's session is still set: a call answered after the next test signed in would get a
 * 403 (this test's cookie is gone by then) and clear the next test's session cookie.
 */
async function leaveCleanly(view: RenderRouteResult) {
  view.unmount();
  await waitFor(() => expect(view.queryClient.isFetching() + view.queryClient.isMutating()).toBe(0));
}

async function openCreate(path = '/create/101') {
  signInAsDemo();
  const view = renderRoute(path);
  await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 });
  return view;
}

describe('personalise: /create/{taId}', () => {
  it('shows the special-field groups with the required fields marked', async () => {
    await openCreate('/create/102');
    expect(screen.getByRole('group', { name: 'Recipient' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Line 1/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Line 2/ })).not.toBeRequired();
    // and visibly marked: an asterisk on the required labels only
    const label = (name: RegExp) => (screen.getByRole('textbox', { name }) as HTMLInputElement).labels![0];
    expect(label(/Name/)).toHaveTextContent(/\*$/);
    expect(label(/Line 1/)).toHaveTextContent(/\*$/);
    expect(label(/Line 2/)).not.toHaveTextContent('*');
    // animation 102 has two preview images
    expect(previews()).toHaveLength(2);
    expect(screen.getByText('Birthday Cake')).toBeInTheDocument();
  });

  it('refreshes the preview 500 ms after typing stops, not before', async () => {
    const user = userEvent.setup({ delay: null });
    await openCreate();
    const [img] = previews();
    expect(previewText(img)).toBe(' ');
    // timestamps of the last keystroke and of each preview change (timers never fire early, so this holds under load)
    const name = screen.getByRole('textbox', { name: /Name/ });
    const inputs: number[] = [];
    name.addEventListener('input', () => inputs.push(performance.now()));
    const changes: { at: number; text: string | null }[] = [];
    const observer = new MutationObserver(() => changes.push({ at: performance.now(), text: previewText(img) }));
    observer.observe(img, { attributes: true, attributeFilter: ['src'] });

    await user.type(name, 'Sam');
    expect(inputs).toHaveLength(3);
    await waitFor(() => expect(previewText(img)).toBe('Sam'), { timeout: 5000 });
    observer.disconnect();
    // every refresh came at least 500 ms after the keystroke before it
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      const lastInput = Math.max(...inputs.filter((t) => t <= change.at));
      expect(change.at - lastInput).toBeGreaterThanOrEqual(PREVIEW_REFRESH_MS - 5);
    }

    await user.type(screen.getByRole('textbox', { name: /Line 1/ }), 'Happy day');
    await waitFor(() => expect(previewText(img)).toBe('Sam\nHappy day'), { timeout: 5000 });
  });

  it.each([
    ['emoji', '🎉🎂 Party! 👨‍👩‍👧'],
    ['HTML', '<img src=x onerror="alert(1)"><b>bold</b>'],
    ['slashes and dots', '../a/b\\c/..'],
    ['the longest text a field takes', 'Long text '.repeat(LIMITS.specialField / 10)],
  ])('%s in a field is carried safely in the preview URL', async (_name, text) => {
    const user = userEvent.setup({ delay: null });
    await openCreate();
    const input = screen.getByRole('textbox', { name: /Line 1/ });
    await user.click(input);
    await user.paste(text);
    expect(input).toHaveValue(text);
    const [img] = previews();
    await waitFor(() => expect(previewText(img)).toBe(text.trim()), { timeout: 5000 });
    const segments = new URL(img.getAttribute('src')!, 'https://app.test').pathname.split('/');
    expect(segments).toHaveLength(7);
    expect(segments[6]).toMatch(/^[A-Za-z0-9_-]+$/);
    // nothing of the text became markup on the page
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('a field stops at the limit the server sets', async () => {
    const user = userEvent.setup({ delay: null });
    await openCreate();
    const input = screen.getByRole('textbox', { name: /Line 1/ });
    expect(input).toHaveAttribute('maxLength', String(LIMITS.specialField));
    await user.click(input);
    await user.paste('x'.repeat(LIMITS.specialField + 50));
    expect(input).toHaveValue('x'.repeat(LIMITS.specialField));
  });

  it('refuses to go on with required fields empty, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    await openCreate();
    const before = getDb().fizzes.length;
    await user.type(screen.getByRole('textbox', { name: /Line 2/ }), 'optional only');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please complete all required fields.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(getDb().fizzes).toHaveLength(before);
    // whitespace is not an answer
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(getDb().fizzes).toHaveLength(before);
  });

  it("'Next' creates the greeting and goes to /edit/{id}", async () => {
    const user = userEvent.setup({ delay: null });
    const view = await openCreate('/create/101?pt=partner&key=k1');
    const { router } = view;
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: /Line 1/ }), 'Happy birthday!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/edit\/\d+$/), { timeout: 5000 });
    const id = Number(router.state.location.pathname.split('/').pop());
    const row = getDb().fizzes.find((f) => f.id === id)!;
    expect(row).toMatchObject({ ownerId: 1, taId: 101 });
    expect(row.specialFields.flatMap((g) => g.items.map((i) => i.value))).toEqual(['Sam', 'Happy birthday!', '']);
    // the draft is gone once saved
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('personaliseDraft'))).toEqual([]);
    await leaveCleanly(view);
  });

  it('a failed save shows the message and keeps the text, also across a reload', async () => {
    const user = userEvent.setup({ delay: null });
    setScenarios(['server-error:POST /rest/fizz']);
    const first = await openCreate();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Kim 🎈');
    await user.type(screen.getByRole('textbox', { name: /Line 1/ }), 'Congrats');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Kim 🎈');
    expect(first.router.state.location.pathname).toBe('/create/101');

    // reload: a fresh app at the same URL
    first.unmount();
    setScenarios([]);
    const second = renderRoute('/create/101');
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Kim 🎈');
    expect(screen.getByRole('textbox', { name: /Line 1/ })).toHaveValue('Congrats');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(second.router.state.location.pathname).toMatch(/^\/edit\/\d+$/), { timeout: 5000 });
    await leaveCleanly(second);
  });

  it('a double click sends one request', async () => {
    const user = userEvent.setup({ delay: null });
    const view = await openCreate();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /Line 1/ }), 'B');
    const before = getDb().fizzes.length;
    const creates: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/rest/fizz') creates.push(request.url);
    };
    server.events.on('request:start', onStart);
    onTestFinished(() => void server.events.removeListener('request:start', onStart));
    setScenarios(['slow']);
    // two clicks in one go, before the page can re-render
    await userEvent.setup({ delay: null }).dblClick(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/edit\/\d+$/), { timeout: 5000 });
    // the first create was answered ('slow') before the page moved on: a second one would have been
    // sent with it, not after
    expect(creates).toHaveLength(1);
    expect(getDb().fizzes).toHaveLength(before + 1);
    await leaveCleanly(view);
  });

  it('an unknown template shows the error in a red alert', async () => {
    signInAsDemo();
    renderRoute('/create/999');
    expect(await screen.findByText("We couldn't find that Video Greeting design.")).toHaveAttribute('role', 'alert');
  });
});

describe('personalise: the modals', () => {
  const unlockCard = () => givenGreeting({ isLocked: false }, GREETINGS.card);

  it('offers to keep working on an unlocked physical card, or start a new digital video', async () => {
    const user = userEvent.setup({ delay: null });
    unlockCard();
    await openCreate();
    const dialog = await screen.findByRole('dialog', { name: 'You have a card in progress' });
    expect(within(dialog).getByRole('link', { name: "Keep working on Grandma's Birthday Card" })).toHaveAttribute(
      'href',
      '/edit/1004',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start a new digital video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
  });

  it('with several such cards, offers the list', async () => {
    unlockCard();
    givenGreeting({ isPhysical: true, isLocked: false }, GREETINGS.finished);
    await openCreate();
    const dialog = await screen.findByRole('dialog', { name: 'You have a card in progress' });
    expect(within(dialog).getByRole('link', { name: 'See My Video Greetings' })).toHaveAttribute('href', '/list');
  });

  it('is not shown in a card-scan flow', async () => {
    unlockCard();
    await openCreate('/qr-setup/QR-NEW/create/101');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the box-set alert when the response asks for it', async () => {
    const user = userEvent.setup({ delay: null });
    await openCreate('/qr-setup/QR-BOX/create/601');
    const dialog = await screen.findByRole('dialog', { name: 'This card is part of a boxed set' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('card-scan create takes the card', async () => {
    const user = userEvent.setup({ delay: null });
    const view = await openCreate('/qr-setup/QR-NEW/create/101');
    const { router } = view;
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pat');
    await user.type(screen.getByRole('textbox', { name: /Line 1/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/edit\/\d+$/), { timeout: 5000 });
    const id = Number(router.state.location.pathname.split('/').pop());
    expect(getDb().qrCards.find((c) => c.qrKey === 'QR-NEW')).toMatchObject({ ownerId: 1, fizzId: id });
    await leaveCleanly(view);
  });
});

describe('personalise: /change/{greetingId}', () => {
  it("starts from the greeting's text and 'Next' updates it", async () => {
    const user = userEvent.setup({ delay: null });
    signInAsDemo();
    const view = renderRoute('/change/1001');
    const { router } = view;
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Alex');
    await waitFor(() => expect(previewText(previews()[0])).toBe('Alex\nHappy Birthday!\nFrom all of us'));
    await user.clear(name);
    await user.type(name, 'Alexandra');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/1001'), { timeout: 5000 });
    expect(getDb().fizzes.find((f) => f.id === 1001)!.specialFields[0].items[0].value).toBe('Alexandra');
    await leaveCleanly(view);
  });

  it('a locked greeting cannot be edited', async () => {
    signInAsDemo();
    renderRoute('/change/1002');
    expect(await screen.findByText(/“Our Anniversary” is finished/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Video Greetings' })).toHaveAttribute('href', '/list');
  });

  it("someone else's greeting shows the server's message", async () => {
    signInAsDemo();
    renderRoute('/change/1005');
    expect(await screen.findByText('This Video Greeting belongs to another account.')).toHaveAttribute('role', 'alert');
  });

  it('a visitor who is not signed in sees the message and a way to sign in', async () => {
    allowConsoleErrors(/403/);
    renderRoute('/change/1001');
    expect(await screen.findByText('Please sign in to continue.')).toHaveAttribute('role', 'alert');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login/${encodeURIComponent('/change/1001')}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a signed-in user who is refused gets no Sign In link', async () => {
    signInAsDemo();
    renderRoute('/change/1005');
    await screen.findByText('This Video Greeting belongs to another account.');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('a refused save keeps the typed text', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsDemo();
    renderRoute('/change/1001');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    // the greeting gets finished elsewhere meanwhile
    givenGreeting({ isLocked: true });
    await user.clear(name);
    await user.type(name, 'Alexis');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(FINISHED)).toBeInTheDocument();
    expect(name).toHaveValue('Alexis');
  });
});
