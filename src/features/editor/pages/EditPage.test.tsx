import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../../mocks/db/store';
import { GUEST_SESSION_ID } from '../../../../mocks/db/seed';
import { server } from '../../../../mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '../../../../mocks/scenarios/scenarios';
import { LIMITS } from '@/shared/config/limits';
import { startSession } from '@/shared/lib/session';
import { allowConsoleErrors } from '@/testing/consoleGuard';
import { givenClip, givenGreeting, givenNoClips, GREETINGS, jpegFile, mp4File } from '@/testing/builders';
import { renderRoute, signInAsDemo, type RenderRouteResult } from '@/testing/render';
import EditPage from './EditPage';

const greeting = (id = 1001) => getDb().fizzes.find((f) => f.id === id)!;
const savedOrder = (greetingId = 1001) =>
  getDb()
    .clips.filter((c) => c.fizzId === greetingId)
    .sort((a, b) => a.index - b.index)
    .map((c) => c.id);
const clipRows = () =>
  within(screen.getByRole('list', { name: 'Photos and videos in your Video Greeting' })).getAllByRole('listitem');
const rowNames = () =>
  clipRows()
    .map((li) => li.querySelector('[data-clip-id]') ?? li)
    .map((li) => li.getAttribute('data-clip-id'));
const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-clip-id="${id}"]`)!;
/**
 * A clip's name as the page shows it: its caption, or its kind and when it was added. The seeded
 * clips with captions are 'Best day ever' (5001), 'Party time!' (5003) and 'Love you!' (5005).
 */
const nameOf = (id: number) =>
  within(rowOf(id))
    .getByRole('button', { name: /^Reorder / })
    .getAttribute('aria-label')!
    .replace(/^Reorder /, '');

/** Two clicks in one go, before the page can re-render (a quick double click or a double tap). */
const fastDoubleClick = (target: HTMLElement) => userEvent.setup({ delay: null }).dblClick(target);

/** Counts the calls the page makes that match. */
function countCalls(match: (method: string, path: string) => boolean) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (match(request.method, path)) seen.push(`${request.method} ${path}`);
  });
  return seen;
}

async function openEditor(path = '/edit/1001', routes?: RouteObject[]) {
  const view = renderRoute(path, { routes });
  await screen.findByRole('heading', { level: 1, name: "Alex's Birthday" });
  return view;
}

/** A small JPEG file (real leading bytes: the fake server checks them), as a user picks it. */
const photo = (name = 'beach.jpg') => jpegFile(name);

/** Picks one photo in the editor's file input. */
const uploadPhoto = () => userEvent.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), photo());

describe('/edit/{greetingId}', () => {
  it('shows the step, the clips in order with thumbnails, and Next persists the step then goes to preview', async () => {
    signInAsDemo();
    const { router } = await openEditor();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add photos and videos' })).toBeInTheDocument();
    expect(clipRows()).toHaveLength(5);
    expect(rowNames()).toEqual(['5001', '5002', '5003', '5004', '5005']);
    expect(clipRows()[0].querySelector('img')).toHaveAttribute('src', '/media/photos/photo-1.jpg');
    expect(screen.queryByText(/By continuing, I agree/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 4 of 4');
    expect(greeting().currentStep).toBe(4);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview/1001'));
  });

  it('step 1 is music, step 2 links to the invite page; Back does not lower the saved step', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    await openEditor();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose music' })).toBeInTheDocument();
    expect(screen.getByText('Party Time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Invite friends' });
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/invite-others/1001');
    expect(greeting().currentStep).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Back is gone on step 1: focus moves to the new step's title instead of being lost
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose music' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Invite friends' });
    expect(screen.getByRole('heading', { level: 2, name: 'Invite friends' })).toHaveFocus();
    expect(greeting().currentStep).toBe(2);
  });

  it('a locked greeting goes to /list, with a toast that says why', async () => {
    signInAsDemo();
    const { router } = renderRoute('/edit/1002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(await screen.findByText('This Video Greeting has been finished, so it can no longer be changed.')).toBeInTheDocument();
    expect(screen.getAllByText('This Video Greeting has been finished, so it can no longer be changed.')).toHaveLength(1);
  });

  it("a failed load has 'Try again', and the greeting comes back", async () => {
    signInAsDemo();
    setScenarios(['server-error:/rest/fizz/:id/detail']);
    renderRoute('/edit/1001');
    expect((await screen.findByText(SERVER_ERROR_MESSAGE)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Video Greeting' })).toBeInTheDocument();
    setScenarios([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Alex's Birthday" })).toBeInTheDocument();
  });

  it('a visitor who is not signed in is refused, and gets Sign In back to this page', async () => {
    allowConsoleErrors(/403/);
    renderRoute('/edit/1001');
    expect(await screen.findByText('Please sign in to continue.')).toHaveAttribute('role', 'alert');
    const signIn = within(screen.getByRole('main')).getAllByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveLength(1);
    expect(signIn[0]).toHaveAttribute('href', `/login/${encodeURIComponent('/edit/1001')}`);
    expect(screen.queryByRole('list', { name: 'Photos and videos in your Video Greeting' })).not.toBeInTheDocument();
  });

  it('a double click on Next saves the step once and moves one step', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    const { queryClient } = await openEditor();
    setScenarios(['slow']);
    const calls = countCalls((m, p) => m === 'POST' && p.endsWith('/update-current-step'));
    await fastDoubleClick(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite friends' }, { timeout: 5000 })).toBeInTheDocument();
    // the save was answered ('slow') and none is under way: a second click's save would have gone with it
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(calls).toHaveLength(1);
    expect(greeting().currentStep).toBe(2);
  });

  it("step 4 offers 'Watch it now' (the preview); the clips step offers 'Record a video'", async () => {
    signInAsDemo();
    await openEditor();
    expect(screen.getByRole('link', { name: 'Record a video' })).toHaveAttribute('href', '/record/1001');
    expect(screen.queryByRole('link', { name: 'Watch it now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 4 of 4');
    expect(screen.getByRole('link', { name: 'Watch it now' })).toHaveAttribute('href', '/preview/1001?watch=1');
  });

  it('a load failure shows the message in a red alert', async () => {
    signInAsDemo();
    renderRoute('/edit/99999');
    expect((await screen.findByText("We couldn't find that Video Greeting.")).closest('[role="alert"]')).not.toBeNull();
  });

  it('anonymous creator: the terms line, and the sign-up alert once clips exist', async () => {
    givenGreeting({ ownerId: null, creatorSessionId: GUEST_SESSION_ID });
    startSession(GUEST_SESSION_ID, false);
    renderRoute('/edit/1001', {
      routes: [{ path: '/edit/:greetingId', element: <EditPage signupAlert={<p>Sign up to save</p>} /> }],
    });
    await screen.findByRole('heading', { level: 1, name: "Alex's Birthday" });
    expect(screen.getByText('Sign up to save')).toBeInTheDocument();
    const terms = screen.getByText(/By continuing, I agree to the/);
    expect(terms).toHaveTextContent('By continuing, I agree to the Terms of Use and Privacy Policy');
    expect(within(terms).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(within(terms).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('anonymous at step 1 with no clips: no sign-up alert yet', async () => {
    givenGreeting({ ownerId: null, creatorSessionId: GUEST_SESSION_ID, currentStep: 1 });
    givenNoClips(GREETINGS.inProgress);
    startSession(GUEST_SESSION_ID, false);
    renderRoute('/edit/1001', {
      routes: [{ path: '/edit/:greetingId', element: <EditPage signupAlert={<p>Sign up to save</p>} /> }],
    });
    await screen.findByRole('heading', { level: 1, name: "Alex's Birthday" });
    expect(screen.queryByText('Sign up to save')).not.toBeInTheDocument();
  });
});

describe('the music modal', () => {
  it("lists categories with 'All' first, hides id -2, filters, and saves the choice", async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Choose music' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose music' });
    const categories = within(within(dialog).getByRole('group', { name: 'Music categories' })).getAllByRole('button');
    expect(categories.map((b) => b.textContent)).toEqual(['All', 'Upbeat', 'Calm', 'Celebration', 'Classical']);
    expect(categories[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('music-list')).toHaveStyle({ height: '400px' });
    const radios = () =>
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('li')!.querySelector('label')!.textContent);
    expect(radios()).toHaveLength(10);
    expect(within(dialog).queryByText('Original Soundtrack')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Party Time/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Calm' }));
    expect(radios()).toEqual(['No Music', 'Gentle BreezeCalm', 'Quiet MorningCalm']);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Gentle Breeze/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save music' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(greeting().musicId).toBe(4);
    expect(await screen.findByText('Gentle Breeze')).toBeInTheDocument();
  });

  it('no music (a track without a url) can be chosen', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Choose music' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose music' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No Music' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save music' }));
    await waitFor(() => expect(greeting().musicId).toBe(0));
    expect(await screen.findByText('No music')).toBeInTheDocument();
  });

  it('saving an unchanged choice sends nothing', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    await openEditor();
    const calls = countCalls((m, p) => m === 'PUT' && p.endsWith('/music'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose music' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose music' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save music' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('a failed save shows the message in the status line and keeps the modal open', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    setScenarios(['server-error:PUT /rest/fizz/:id/music']);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Choose music' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose music' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Minuet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save music' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE);
    expect(greeting().musicId).toBe(6);
  });
});

describe('clip actions', () => {
  it('move up / move down saves the new order and keeps focus on the moved clip', async () => {
    signInAsDemo();
    await openEditor();
    const down = screen.getByRole('button', { name: 'Move Best day ever down' });
    await userEvent.click(down);
    expect(rowNames()).toEqual(['5002', '5001', '5003', '5004', '5005']);
    await waitFor(() => expect(savedOrder()).toEqual([5002, 5001, 5003, 5004, 5005]));
    expect(screen.getByRole('button', { name: 'Move Best day ever down' })).toHaveFocus();
    expect(screen.getByText('Best day ever moved to position 2 of 5.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move Love you! up' }));
    await waitFor(() => expect(savedOrder()).toEqual([5002, 5001, 5003, 5005, 5004]));
  });

  it('at the top, focus moves to the other button', async () => {
    signInAsDemo();
    await openEditor();
    const video = nameOf(5002);
    await userEvent.click(screen.getByRole('button', { name: `Move ${video} up` }));
    expect(screen.getByRole('button', { name: `Move ${video} up` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Move ${video} down` })).toHaveFocus();
  });

  it('after rapid reorders the saved order is the one on screen, even when an early save answers late', async () => {
    // the first save is held until the user has finished: were saves sent side by side, that
    // older order would reach the server last and win
    const sent: number[][] = [];
    const applied: number[][] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    server.use(
      http.put('*/rest/video/rearrange', async ({ request }) => {
        const { videos } = (await request.clone().json()) as { videos: number[] };
        sent.push(videos);
        if (sent.length === 1) await firstHeld;
        applied.push(videos);
        return undefined; // the real handler saves it
      }),
    );
    signInAsDemo();
    await openEditor();
    const user = userEvent.setup({ delay: null });
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Move Best day ever down' }));
    await user.click(screen.getByRole('button', { name: `Move ${nameOf(5004)} up` }));
    const onScreen = rowNames().map(Number);
    expect(onScreen).toEqual([5002, 5004, 5003, 5005, 5001]);
    releaseFirst();
    // every save has reached the server (the held one too), and the page reloaded its data
    await waitFor(() => expect(applied.length).toBe(sent.length));
    await waitFor(() => expect(savedOrder()).toEqual(onScreen));
    // the saver is idle (it forgets the kept order once every save is answered): no later one can come
    await waitFor(() => expect(window.localStorage.getItem('draft:clip-order:1001')).toBeNull());
    expect(applied).toHaveLength(sent.length);
    expect(applied.at(-1)).toEqual(onScreen);
    expect(savedOrder()).toEqual(onScreen);
    expect(rowNames().map(Number)).toEqual(onScreen);
  });

  it('a move whose save never answered (a reload, a closed tab) shows again after the reload and is saved then', async () => {
    signInAsDemo();
    // the save never gets to the server: the page goes before its answer
    server.use(http.put('*/rest/video/rearrange', () => new Promise<never>(() => undefined), { once: true }));
    const first = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Move Best day ever down' }));
    expect(rowNames()).toEqual(['5002', '5001', '5003', '5004', '5005']);
    first.unmount();
    expect(savedOrder()).toEqual([5001, 5002, 5003, 5004, 5005]);

    const saves = countCalls((m, p) => m === 'PUT' && p === '/rest/video/rearrange');
    await openEditor();
    expect(rowNames()).toEqual(['5002', '5001', '5003', '5004', '5005']);
    await waitFor(() => expect(savedOrder()).toEqual([5002, 5001, 5003, 5004, 5005]));
    expect(saves).toHaveLength(1);
    // saved: nothing is kept to send again
    await waitFor(() => expect(window.localStorage.getItem('draft:clip-order:1001')).toBeNull());
  });

  it('a failed reorder shows the message and goes back to the saved order', async () => {
    signInAsDemo();
    setScenarios(['server-error:/rest/video/rearrange']);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Move Best day ever down' }));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['5001', '5002', '5003', '5004', '5005']));
  });

  it('delete asks first, then removes the clip', async () => {
    signInAsDemo();
    await openEditor();
    const video = nameOf(5002);
    await userEvent.click(screen.getByRole('button', { name: `Delete ${video}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${video}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(clipRows()).toHaveLength(4));
    expect(savedOrder()).toEqual([5001, 5003, 5004, 5005]);
    // the row (and the button that opened the dialog) is gone: focus goes to the list's heading, not <body>
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Your photos and videos' })).toHaveFocus());
  });

  it('a double click on Delete sends one DELETE, and no failure shows', async () => {
    signInAsDemo();
    const { queryClient } = await openEditor();
    setScenarios(['slow']);
    const calls = countCalls((m, p) => m === 'DELETE' && p.startsWith('/rest/video/'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Party time!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Party time!?' });
    await fastDoubleClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(clipRows()).toHaveLength(4), { timeout: 5000 });
    // the delete and the reload after it are done: a second DELETE would have gone with the first,
    // and a failure of it would show by now
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0), { timeout: 5000 });
    expect(calls).toEqual(['DELETE /rest/video/5003']);
    expect(screen.queryByText('Failed to delete item')).not.toBeInTheDocument();
  });

  it('each clip keeps its name when clips move: its caption, or its kind and when it was added', async () => {
    signInAsDemo();
    await openEditor();
    const before = [5001, 5002, 5003, 5004, 5005].map(nameOf);
    expect(before[0]).toBe('Best day ever');
    expect(before[2]).toBe('Party time!');
    expect(before[4]).toBe('Love you!');
    // not named by position: the fourth clip is the third photo added
    expect(before[1]).toMatch(/^Video (1|added .+)$/);
    expect(before[3]).toMatch(/^Photo (3|added .+)$/);
    await userEvent.click(screen.getByRole('button', { name: `Move ${before[3]} up` }));
    await userEvent.click(screen.getByRole('button', { name: `Move ${before[1]} down` }));
    expect(rowNames()).toEqual(['5001', '5004', '5002', '5003', '5005']);
    expect([5001, 5002, 5003, 5004, 5005].map(nameOf)).toEqual(before);
    // a captioned clip's row still says what it is
    expect(within(rowOf(5005)).getByText('Video')).toBeInTheDocument();
    expect(within(rowOf(5001)).getByText('Photo')).toBeInTheDocument();
  });

  it("a failed delete shows the alert 'Failed to delete item' and the clip stays", async () => {
    signInAsDemo();
    setScenarios(['server-error:DELETE /rest/video/:id']);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Best day ever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Best day ever?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('Failed to delete item')).closest('[role="alert"]')).not.toBeNull();
    expect(clipRows()).toHaveLength(5);
  });

  it('caption and sound option are saved on Done', async () => {
    signInAsDemo();
    await openEditor();
    const calls = countCalls((_m, p) => p.startsWith('/rest/video/'));
    const video = nameOf(5002);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${video}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${video}` });
    const caption = within(dialog).getByRole('textbox', { name: 'Caption' });
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Cake / candles?');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Background music plus video sound',
      'Mute video sound',
      'Mute background music',
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mute background music' }));
    expect(calls).toEqual([]); // nothing before Done
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const clip = getDb().clips.find((c) => c.id === 5002)!;
    expect(clip.caption).toBe('Cake / candles?');
    expect(clip.audio_option).toBe(2);
    expect(await screen.findByText('Cake / candles?')).toBeInTheDocument();
    expect(screen.getByText('Mute background music')).toBeInTheDocument();
  });

  it('trim is offered for videos and saved on Done', async () => {
    signInAsDemo();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Best day ever' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Best day ever' });
    expect(within(dialog).queryByRole('group', { name: 'Trim (seconds)' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const video = nameOf(5002);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${video}` }));
    dialog = await screen.findByRole('dialog', { name: `Edit ${video}` });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Start' }), '3');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'End' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('The end must come after the start.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'End' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'End' }), '4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(getDb().clips.find((c) => c.id === 5002)).toMatchObject({ trimStart: 3, trimEnd: 4.5 }));
  });

  it('a photo offers no sound options; the caption stops at the limit', async () => {
    signInAsDemo();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Best day ever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Best day ever' });
    expect(within(dialog).queryByRole('group', { name: 'Sound' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Mute video sound')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Caption' })).toHaveAttribute('maxLength', String(LIMITS.caption));
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('a video plays in its dialog, and trim works against its real length', async () => {
    signInAsDemo();
    await openEditor();
    const video = nameOf(5002);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${video}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${video}` });
    const player = within(dialog).getByLabelText('Your video') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', getDb().clips.find((c) => c.id === 5002)!.video);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('playsinline');
    expect(within(dialog).getByRole('group', { name: 'Sound' })).toBeInTheDocument();

    // the browser has read the video's header: it is 6.04 s long
    Object.defineProperty(player, 'duration', { configurable: true, value: 6.04 });
    fireEvent(player, new Event('loadedmetadata'));
    expect(await within(dialog).findByText('This video is 6.1 seconds long.')).toBeInTheDocument();
    const end = within(dialog).getByRole('spinbutton', { name: 'End' });
    expect(end).toHaveAttribute('max', '6.1');
    await userEvent.type(end, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      await within(dialog).findByText('The end can be at most 6.1 seconds: that is how long the video is.'),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');

    // the start taken from where the player stands; the end left empty means the video's end
    await userEvent.clear(end);
    Object.defineProperty(player, 'currentTime', { configurable: true, value: 1.26 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start at the current time' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Start' })).toHaveValue(1.3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(getDb().clips.find((c) => c.id === 5002)).toMatchObject({ trimStart: 1.3, trimEnd: 6.1 }));
  });

  it('a double click on Done saves once', async () => {
    signInAsDemo();
    await openEditor();
    setScenarios(['slow']);
    const calls = countCalls((m, p) => m === 'PUT' && p.startsWith('/rest/video/5003/caption/'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Party time!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Party time!' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Caption' }), '!');
    await fastDoubleClick(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 8000 });
    expect(calls).toHaveLength(1);
  });

  it('a failed save shows the message in the dialog’s status line', async () => {
    signInAsDemo();
    setScenarios(['server-error:/rest/video/audio-option']);
    await openEditor();
    const video = nameOf(5002);
    await userEvent.click(screen.getByRole('button', { name: `Edit ${video}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${video}` });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mute video sound' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE);
  });
});

describe('uploads', () => {
  it("several files upload in order; the clips appear and 'Upload successful!' shows", async () => {
    signInAsDemo();
    await openEditor();
    const queries: Record<string, string>[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname.endsWith('/add-clip')) queries.push(Object.fromEntries(url.searchParams));
    });
    await userEvent.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), [
      photo('a.jpg'),
      mp4File('b.mp4'),
    ]);
    await waitFor(() => expect(clipRows()).toHaveLength(7));
    // one call per file, in order, each with its size in MB and whether it is a video
    expect(queries).toEqual([
      { type: 'upload', size: '0.01', isVideo: 'no' },
      { type: 'upload', size: '0.01', isVideo: 'yes' },
    ]);
    expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
    const added = getDb()
      .clips.filter((c) => c.fizzId === 1001 && c.index >= 5)
      .sort((a, b) => a.index - b.index);
    expect(added.map((c) => c.isImage)).toEqual([true, false]);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('a server error on file 2 of 5: files 1, 3, 4 and 5 still upload; file 2 stays listed with its message', async () => {
    let call = 0;
    server.use(
      http.post('*/rest/fizz/:id/add-clip', () => {
        call += 1;
        // a status other than 'success' is an error, and its message is shown (part 2 §7)
        if (call === 2) return HttpResponse.json({ status: 'error', message: 'We could not read that file.' });
        return undefined;
      }),
    );
    signInAsDemo();
    await openEditor();
    await userEvent.upload(
      screen.getByLabelText('Add photos or videos', { selector: 'input' }),
      ['1', '2', '3', '4', '5'].map((n) => photo(`${n}.jpg`)),
    );
    await waitFor(() => expect(clipRows()).toHaveLength(9));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByRole('listitem')).toHaveLength(1));
    const failed = within(uploads).getByRole('listitem');
    expect(failed).toHaveTextContent('2.jpg');
    expect(within(failed).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(failed).getByRole('alert')).toHaveTextContent('We could not read that file.');
    expect(call).toBe(5);
    expect(getDb().clips.filter((c) => c.fizzId === 1001)).toHaveLength(9);
  });

  it('an unsupported file or an empty one gets a clear message and is not sent', async () => {
    signInAsDemo();
    await openEditor();
    const calls = countCalls((m, p) => m === 'POST' && p.endsWith('/add-clip'));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add photos or videos', { selector: 'input' }), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
    ]);
    const alert = (await screen.findByText(/notes\.txt/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(
      "“notes.txt” can't be added. Photos can be .jpg, .png or .gif, and videos .mov, .mp4, .avi, .webm or .m4v.",
    );
    expect(alert).toHaveTextContent('“empty.jpg” is empty (0 bytes).');
    expect(calls).toEqual([]);
  });

  it('a failed upload stays listed with its message, a retry and a dismiss', async () => {
    signInAsDemo();
    setScenarios(['server-error:add-clip']);
    await openEditor();
    await uploadPhoto();
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Error Uploading')).toBeInTheDocument();
    expect(within(uploads).getByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();

    setScenarios([]);
    await userEvent.click(within(uploads).getByRole('button', { name: 'Retry beach.jpg' }));
    await waitFor(() => expect(clipRows()).toHaveLength(6));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('dismiss removes a failed upload', async () => {
    signInAsDemo();
    setScenarios(['offline:add-clip']);
    await openEditor();
    await uploadPhoto();
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Error Uploading')).toBeInTheDocument();
    await userEvent.click(within(uploads).getByRole('button', { name: 'Dismiss beach.jpg' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it("an upload still running after 5 s brings 'Hang tight!', then 'Upload successful!'", async () => {
    const release = holdUploads();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      await openEditor();
      await uploadPhoto();
      expect(await screen.findByText('Uploading...')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(4_000);
      expect(screen.queryByText('Hang tight! Your upload is still in progress.')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1_100);
      expect(await screen.findByText('Hang tight! Your upload is still in progress.')).toBeInTheDocument();
      release();
      expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Hang tight! Your upload is still in progress.')).not.toBeInTheDocument());
      await waitFor(() => expect(clipRows()).toHaveLength(6));
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a phone there is a photo picker and a video picker', async () => {
    const { setViewportWidth } = await import('@/testing/browserShims');
    setViewportWidth(375);
    signInAsDemo();
    await openEditor();
    expect(screen.getByLabelText('Add photos', { selector: 'input' })).toHaveAttribute(
      'accept',
      expect.stringContaining('image/jpeg'),
    );
    expect(screen.getByLabelText('Add videos', { selector: 'input' })).toHaveAttribute(
      'accept',
      expect.stringContaining('video/mp4'),
    );
    expect(screen.getByLabelText('Add videos', { selector: 'input' })).toHaveAttribute('multiple');
  });
});

/** Holds every add-clip call until released (the real handler then answers). */
function holdUploads() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/rest/fizz/:id/add-clip', async () => {
      await held;
      return undefined;
    }),
  );
  return () => release();
}

describe('leaving during an upload', () => {
  const LEAVE = "Your upload hasn't finished. Are you sure you want to leave?";
  const routes = [
    { path: '/edit/:greetingId', element: <EditPage /> },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ];
  /** Would the browser ask before a reload or closing the tab? */
  const reloadIsQuestioned = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  /** An in-app navigation (a link, Back), as the router sees it. */
  const leaveFor = (router: RenderRouteResult['router'], to: string) =>
    act(async () => {
      void router.navigate(to);
    });

  it('in-app navigation asks first and Stay keeps the upload; reload or close is questioned too; once done, leaving is free', async () => {
    const release = holdUploads();
    try {
      signInAsDemo();
      const { router } = await openEditor('/edit/1001', routes);
      expect(reloadIsQuestioned()).toBe(false);
      await uploadPhoto();
      expect(await screen.findByText('Uploading...')).toBeInTheDocument();
      expect(reloadIsQuestioned()).toBe(true);

      await leaveFor(router, '/elsewhere');
      const dialog = await screen.findByRole('dialog', { name: LEAVE });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/edit/1001');
      expect(screen.getByText('Uploading...')).toBeInTheDocument();

      release();
      expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
      await waitFor(() => expect(reloadIsQuestioned()).toBe(false));
      await leaveFor(router, '/elsewhere');
      expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    } finally {
      release();
    }
  });

  it('Leave goes, and the upload is dropped', async () => {
    const release = holdUploads();
    try {
      signInAsDemo();
      const { router } = await openEditor('/edit/1001', routes);
      await uploadPhoto();
      expect(await screen.findByText('Uploading...')).toBeInTheDocument();
      await leaveFor(router, '/elsewhere');
      const dialog = await screen.findByRole('dialog', { name: LEAVE });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
      expect(reloadIsQuestioned()).toBe(false);
    } finally {
      release();
    }
  });
});

describe("the 'Edit My Video Greeting' view", () => {
  it('edits the special fields with a live preview, and offers the music picker', async () => {
    signInAsDemo();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit My Video Greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Video Greeting' });
    const preview = within(dialog).getAllByRole('img', { name: /Preview/ })[0];
    expect(preview.getAttribute('src')).toMatch(/^\/rest\/theme-animation\/101\/image-preview\/0\//);
    const fields = within(dialog).getAllByRole('textbox');
    expect(fields[0]).toHaveValue('Alex');
    const firstSrc = preview.getAttribute('src');
    await userEvent.clear(fields[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please complete all required fields.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(fields[0]).toHaveFocus();

    await userEvent.type(fields[0], 'Alexandra');
    // the preview follows the text, 500 ms after typing stops
    await waitFor(() => expect(preview.getAttribute('src')).not.toBe(firstSrc), { timeout: 2000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose music' }));
    expect(await screen.findByRole('dialog', { name: 'Choose music' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Choose music' })).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit My Video Greeting' })).not.toBeInTheDocument());
    expect(greeting().specialFields[0].items[0].value).toBe('Alexandra');
  });

  it('fields stop at the limit, and a double click on Save saves once', async () => {
    signInAsDemo();
    await openEditor();
    setScenarios(['slow']);
    const calls = countCalls((m, p) => m === 'PUT' && p === '/rest/fizz/1001');
    await userEvent.click(screen.getByRole('button', { name: 'Edit My Video Greeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Video Greeting' });
    const fields = within(dialog).getAllByRole('textbox');
    for (const field of fields) expect(field).toHaveAttribute('maxLength', String(LIMITS.specialField));
    await userEvent.type(fields[0], 'x');
    await fastDoubleClick(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit My Video Greeting' })).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(calls).toHaveLength(1);
    expect(greeting().specialFields[0].items[0].value).toBe('Alexx');
  });

  it('what is typed survives a reload until it is saved; Cancel lets it go', async () => {
    signInAsDemo();
    const first = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit My Video Greeting' }));
    let fields = within(await screen.findByRole('dialog', { name: 'Edit My Video Greeting' })).getAllByRole('textbox');
    await userEvent.type(fields[0], 'andra');
    first.unmount();

    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit My Video Greeting' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit My Video Greeting' });
    fields = within(dialog).getAllByRole('textbox');
    expect(fields[0]).toHaveValue('Alexandra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit My Video Greeting' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit My Video Greeting' });
    expect(within(dialog).getAllByRole('textbox')[0]).toHaveValue('Alex');
    expect(greeting().specialFields[0].items[0].value).toBe('Alex');
  });

  it('is not offered before step 3', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 2 });
    await openEditor();
    expect(screen.queryByRole('button', { name: 'Edit My Video Greeting' })).not.toBeInTheDocument();
  });
});

describe('contributor polling', () => {
  it("a contributor's clip brings 'Good News!' and the clip, 20 s in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      await openEditor();
      // an invitee's clip arrives on the server
      const clip = givenClip(GREETINGS.inProgress, { addedBy: 'invitee', caption: 'From a friend' });
      givenGreeting({ newestActorVideoId: clip.id });
      await vi.advanceTimersByTimeAsync(19_000);
      expect(screen.queryByText('Good News!')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await screen.findByText('Good News!')).toBeInTheDocument();
      expect(screen.getByText('Someone added a video or photo to your Video Greeting.')).toBeInTheDocument();
      await waitFor(() => expect(clipRows()).toHaveLength(6));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not poll when the newest-actor flag is disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      givenGreeting({ disableNewestActor: true });
      const calls = countCalls((_m, p) => p.endsWith('/newest-actor-video'));
      await openEditor();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(calls).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops once a reload says the newest-actor flag is disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      const calls = countCalls((_m, p) => p.endsWith('/newest-actor-video'));
      await openEditor();
      // a contributor's clip arrives, and the server switches the polling off for this greeting
      const clip = givenClip(GREETINGS.inProgress, { addedBy: 'invitee' });
      givenGreeting({ newestActorVideoId: clip.id, disableNewestActor: true });
      await vi.advanceTimersByTimeAsync(20_500);
      expect(await screen.findByText('Good News!')).toBeInTheDocument();
      await waitFor(() => expect(clipRows()).toHaveLength(6)); // the reload that carries the flag
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 30 minutes and goes to /list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAsDemo();
      const calls = countCalls((_m, p) => p.endsWith('/newest-actor-video'));
      const { router } = await openEditor();
      await vi.advanceTimersByTimeAsync(1_799_000);
      expect(router.state.location.pathname).toBe('/edit/1001');
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
      expect(calls).toHaveLength(16);
    } finally {
      vi.useRealTimers();
    }
  });
});
