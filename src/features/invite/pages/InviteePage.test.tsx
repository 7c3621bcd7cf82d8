import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { LOCKED } from '#mocks/handlers/editor';
import { INVITE_NOT_FOUND } from '#mocks/handlers/invitee';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { getSessionId } from '@/shared/lib/session';
import { tabKeys } from '@/shared/lib/storage';
import { ownerPersistence, resetUploadStorage } from '@/media/uploads/persistence';
import { openIdbUploadStore } from '@/media/uploads/uploadStore';
import { JPEG_HEADER } from '@/testing/builders';
import { clipsOf, givenClip, givenGreeting, GREETINGS, renderRoute } from '@/testing/render';
import { inviteeUploadsOwner } from '@/features/invite/rules/inviteeFlow';

/** A photo as a user picks it (JPEG magic bytes first, as a real one has). */
const photo = (name = 'us.jpg') => new File([new Uint8Array(JPEG_HEADER)], name, { type: 'image/jpeg' });
const picker = () => screen.getByLabelText('ADD PHOTOS OR VIDEO', { selector: 'input' });
const uploadRows = () => within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
/** Clips invitees added here (the seed's own have no upload id). */
const inviteeClips = () => clipsOf(GREETINGS.inProgress).filter((c) => c.addedBy === 'invitee' && c.uploadId);
/** The thumbnails of what arrived in this visit, by their names. */
const addedNames = () =>
  within(screen.getByRole('list', { name: "What you've added" }))
    .getAllByRole('listitem')
    .map((li) => li.lastElementChild?.textContent);

/** Every upload is in: the invitee is on /view-invite-thank-you ('Success!'), with no button pressed. */
async function landsOnSuccess(router: { state: { location: { pathname: string } } }) {
  // the thank-you page's chunk and its data load first (slow on a busy machine)
  await waitFor(() => expect(router.state.location.pathname).toBe('/view-invite-thank-you'), { timeout: 10_000 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Success!' }, { timeout: 10_000 })).toBeInTheDocument();
}

/** Every add-clip call the page makes, with its query. */
function addClipCalls() {
  const seen: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/add-clip')) seen.push(Object.fromEntries(url.searchParams));
  });
  return seen;
}

/** The contributorName form field of every add-clip call (null: none sent). */
function sentNames() {
  const seen: Promise<FormDataEntryValue | null>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/add-clip'))
      seen.push(
        request
          .clone()
          .formData()
          .then((form) => form.get('contributorName')),
      );
  });
  return () => Promise.all(seen);
}

const nameField = () => screen.getByLabelText('Your first name (optional)');

async function openInvite(code = 'inv-1001') {
  const view = renderRoute(`/in/${code}`);
  // the route's chunk can take a while to load on a busy machine
  await screen.findByRole('heading', { level: 1, name: "You're invited!" }, { timeout: 15_000 });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the invitation…' })).not.toBeInTheDocument());
  return view;
}

beforeEach(() => {
  // an empty IndexedDB per test: one test's kept files never show up in another
  globalThis.indexedDB = new IDBFactory();
  resetUploadStorage();
});

describe('/in/{uuid}', () => {
  it("shows the invitation: 'You're invited!', the greeting's name and image, the creator's message, the picker, the recorder link and the how-to video", async () => {
    await openInvite();
    expect(await screen.findByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeInTheDocument();
    expect(screen.getByText(/Please add a photo or a short video!/)).toBeInTheDocument();
    expect(document.querySelector('article img')).toHaveAttribute('src', expect.stringMatching(/birthday-balloons\.jpg$/));
    const input = picker();
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toMatch(/image\/jpeg.*video\/mp4/);
    expect(screen.getByRole('button', { name: 'ADD PHOTOS OR VIDEO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a video' })).toHaveAttribute('href', '/in/inv-1001/record/1001');

    await userEvent.click(screen.getByRole('button', { name: 'How does it work?' }));
    const dialog = screen.getByRole('dialog', { name: 'How to add your photos and videos' });
    expect(within(dialog).getByRole('group', { name: 'How to add your photos and videos' })).toBeInTheDocument();

    // the visitor is tied to the invite (POST /rest/user/actor-info?uuid=…): an anonymous session
    await waitFor(() => expect(getSessionId()).toMatch(/^sess-/));
    expect(getDb().sessions.find((s) => s.id === getSessionId())?.inviteFizzId).toBe(1001);
  });

  it("two photos picked at once: each has its row and goes in turn, and once both arrived the invitee lands on 'Success!' (no button to press)", async () => {
    const calls = addClipCalls();
    const { router } = await openInvite();
    expect(screen.getByText(/Pick all your photos and videos at once/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm done" })).not.toBeInTheDocument();
    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg')]);
    // a row each, with its own progress
    expect(uploadRows().map((li) => within(li).getByText(/\.jpg$/).textContent)).toEqual(['a.jpg', 'b.jpg']);
    await landsOnSuccess(router);
    expect(calls).toEqual([
      { type: 'invite', uuid: 'inv-1001', size: '0.01', isVideo: 'no' },
      { type: 'invite', uuid: 'inv-1001', size: '0.01', isVideo: 'no' },
    ]);
    expect(inviteeClips()).toHaveLength(2);
    expect(new Set(inviteeClips().map((c) => c.uploadId)).size).toBe(2);
    expect(screen.queryByRole('button', { name: "I'm done" })).not.toBeInTheDocument();
  });

  it('stays while a file is on its way, listing what already arrived; goes on when the last one arrives', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let n = 0;
    server.use(
      http.post('*/rest/fizz/:id/add-clip', async () => {
        n += 1;
        if (n === 2) await held;
        return undefined;
      }),
    );
    const { router } = await openInvite();
    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() => expect(addedNames()).toEqual(['Photo: a.jpg']), { timeout: 10_000 });
    expect(screen.getByText(/You've added 1 photo\. Hang tight! Your upload is still in progress\./)).toBeInTheDocument();
    // the server's thumbnail
    const thumbs = screen.getByRole('list', { name: "What you've added" }).querySelectorAll('img');
    expect([...thumbs].map((img) => img.getAttribute('src'))).toEqual(inviteeClips().map((c) => c.image));
    expect(router.state.location.pathname).toBe('/in/inv-1001');
    release();
    await landsOnSuccess(router);
    expect(inviteeClips()).toHaveLength(2);
  });

  it('a reload mid-way keeps what arrived and offers the rest back; once it goes, the invitee goes on, and the visit is forgotten', async () => {
    let n = 0;
    server.use(
      // the third file's answer never comes (the page is reloaded meanwhile)
      http.post('*/rest/fizz/:id/add-clip', async () => {
        n += 1;
        if (n === 3) await new Promise(() => undefined);
        return undefined;
      }),
    );
    const first = await openInvite();
    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await waitFor(() => expect(addedNames()).toHaveLength(2), { timeout: 10_000 });
    await waitFor(() => expect(n).toBe(3));
    // the browser's store has caught up (the third file kept, the two that arrived gone) before the reload
    await waitFor(async () =>
      expect((await ownerPersistence(inviteeUploadsOwner('inv-1001')).load()).map((f) => f.name)).toEqual(['c.jpg']),
    );
    first.unmount();
    server.resetHandlers();

    const again = await openInvite();
    expect(addedNames()).toEqual(['Photo: a.jpg', 'Photo: b.jpg']);
    expect(await screen.findByText('1 file did not finish uploading')).toBeInTheDocument();
    expect(screen.getByText(/Retry or dismiss the uploads that did not go through, and you're done\./)).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/in/inv-1001');
    await userEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    await landsOnSuccess(again.router);
    expect(inviteeClips()).toHaveLength(3);
    again.unmount();

    await openInvite();
    expect(screen.queryByRole('list', { name: "What you've added" })).not.toBeInTheDocument();
  });

  it('a visit whose files all arrived before the page was left offers Continue (it does not move on by itself)', async () => {
    sessionStorage.setItem(
      tabKeys.inviteeVisit('inv-1001'),
      JSON.stringify([{ uploadId: 'u-1', name: 'a.jpg', isVideo: false, image: null }]),
    );
    const { router } = await openInvite();
    const go = await screen.findByRole('link', { name: 'Continue' });
    expect(router.state.location.pathname).toBe('/in/inv-1001');
    await userEvent.click(go);
    await landsOnSuccess(router);
    expect(sessionStorage.getItem(tabKeys.inviteeVisit('inv-1001'))).toBeNull();
  });

  it('asks for a first name (optional), remembers it on this device and sends it with each upload; the clips carry it', async () => {
    const names = sentNames();
    const first = await openInvite();
    expect(nameField()).toHaveValue('');
    expect(nameField()).toHaveAccessibleDescription(
      'The organiser sees it with each photo and video you add. This device remembers it.',
    );
    await userEvent.type(nameField(), '  Jamie ');
    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg')]);
    await landsOnSuccess(first.router);
    expect(await names()).toEqual(['Jamie', 'Jamie']);
    expect(inviteeClips().map((c) => c.contributorName)).toEqual(['Jamie', 'Jamie']);
    first.unmount();

    // the next visit on this device starts with what the field showed
    await openInvite();
    expect(nameField()).toHaveValue('  Jamie ');
  });

  it('without a name nothing is sent for it', async () => {
    const names = sentNames();
    const { router } = await openInvite();
    await userEvent.upload(picker(), photo('a.jpg'));
    await landsOnSuccess(router);
    expect(await names()).toEqual([null]);
    expect(inviteeClips()[0].contributorName ?? null).toBeNull();
  });

  it('"Jo<3" typed after "Jo": the field says why, and the files wait; they never go as "Jo"', async () => {
    const names = sentNames();
    const calls = addClipCalls();
    const { router } = await openInvite();
    await userEvent.type(nameField(), 'Jo');
    await userEvent.type(nameField(), '<3');
    expect(await screen.findByText('Please write your name as plain text (no < or > or line breaks).')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    // this device remembers what the field shows, not an older name
    expect(localStorage.getItem('contributorName')).toBe('Jo<3');

    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg')]);
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining('Your photos and videos wait until the name is fixed or the field is empty.'),
    );
    // a moment for anything that would go
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/in/inv-1001');

    // fixed (all of it selected, a new name typed over it): they go with the whole name the field shows
    await userEvent.tripleClick(nameField());
    await userEvent.keyboard('Joanna');
    await landsOnSuccess(router);
    expect(await names()).toEqual(['Joanna', 'Joanna']);
    expect(inviteeClips().map((c) => c.contributorName)).toEqual(['Joanna', 'Joanna']);
  });

  it('a refused name cleared lets the waiting files go with no name', async () => {
    const names = sentNames();
    const { router } = await openInvite();
    await userEvent.type(nameField(), 'Jamie!');
    expect(await screen.findByText(/Please write only a name in your name/)).toBeInTheDocument();
    await userEvent.upload(picker(), photo('a.jpg'));
    await new Promise((r) => setTimeout(r, 300));
    expect(inviteeClips()).toHaveLength(0);
    await userEvent.clear(nameField());
    await landsOnSuccess(router);
    expect(await names()).toEqual([null]);
  });

  it.each([
    [
      'a direction override',
      'Evil\u202Egpj.exe',
      'Your name has hidden characters that change the direction of the text. Please remove them.',
    ],
    ['an invisible name', '\u200B\u200B', 'Your name has invisible characters. Please remove them.'],
    ['no letter', '!!!', 'Your name needs at least one letter.'],
  ])('%s is refused with a clear message', async (_case, typed, message) => {
    await openInvite();
    await userEvent.click(nameField());
    await userEvent.paste(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a wrong type or an empty file gets a clear message before anything is sent', async () => {
    const calls = addClipCalls();
    await openInvite();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
    ]);
    const alert = screen.getByText(/notes\.txt/).closest('[role="alert"]');
    expect(alert).toHaveTextContent("“notes.txt” can't be added.");
    expect(alert).toHaveTextContent('“empty.jpg” is empty (0 bytes).');
    expect(calls).toEqual([]);
  });

  it('a failed upload shows its error with Retry and Dismiss; Retry sends it again', async () => {
    setScenarios(['server-error:add-clip']);
    const { router } = await openInvite();
    await userEvent.upload(picker(), photo('a.jpg'));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    const [row] = uploadRows();
    expect(within(row).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Dismiss a.jpg' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/in/inv-1001');

    setScenarios([]);
    await userEvent.click(within(row).getByRole('button', { name: 'Retry a.jpg' }));
    await landsOnSuccess(router);
    expect(inviteeClips()).toHaveLength(1);
  });

  it('Dismiss removes a failed upload; with nothing arrived, the invitee stays to add more', async () => {
    setScenarios(['server-error:add-clip']);
    const { router } = await openInvite();
    await userEvent.upload(picker(), photo('a.jpg'));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss a.jpg' }, { timeout: 10_000 }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/in/inv-1001');
  });

  it('offline mid-way: the file fails with the connection message and stays, the next waits; when the connection returns both are offered again', async () => {
    setScenarios(['offline:add-clip']);
    const calls = addClipCalls();
    const { router } = await openInvite();
    await userEvent.upload(picker(), [photo('a.jpg'), photo('b.jpg')]);
    // (the row's message is the upload panel's to word)
    await waitFor(() => expect(within(uploadRows()[0]).getByText('Error Uploading')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    const [first, second] = uploadRows();
    expect(within(first).getByText('Error Uploading')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Retry a.jpg' })).toBeInTheDocument();
    // b.jpg was not sent into a dead connection: it waits
    expect(within(second).getByText('Not uploaded yet')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    setScenarios([]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('2 files did not finish uploading')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    await landsOnSuccess(router);
    expect(inviteeClips()).toHaveLength(2);
    expect(calls).toHaveLength(3);
  });

  it("a 500 on file 2 of 5: the other four arrive, file 2 stays with its message, Retry and Dismiss; once dismissed, the invitee lands on 'Success!'", async () => {
    let n = 0;
    server.use(
      http.post('*/rest/fizz/:id/add-clip', () => {
        n += 1;
        return n === 2 ? HttpResponse.json({ status: 'error', message: SERVER_ERROR_MESSAGE }, { status: 500 }) : undefined;
      }),
    );
    const { router } = await openInvite();
    await userEvent.upload(
      picker(),
      ['1', '2', '3', '4', '5'].map((i) => photo(`${i}.jpg`)),
    );
    await waitFor(() => expect(inviteeClips()).toHaveLength(4), { timeout: 10_000 });
    await waitFor(() => expect(uploadRows()).toHaveLength(1));
    const [row] = uploadRows();
    expect(within(row).getByText('2.jpg')).toBeInTheDocument();
    expect(within(row).getByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE);
    expect(within(row).getByRole('button', { name: 'Retry 2.jpg' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/in/inv-1001');
    // five files, one 'Upload successful!' at a time (a newer one replaces the last)
    expect(screen.getAllByText('Upload successful!')).toHaveLength(1);

    // a failure waits for the invitee's word; what arrived is listed, so they know the rest made it
    expect(addedNames()).toEqual(['1.jpg', '3.jpg', '4.jpg', '5.jpg'].map((n) => `Photo: ${n}`));
    expect(
      screen.getByText("You've added 4 photos. Retry or dismiss the uploads that did not go through, and you're done."),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(router.state.location.pathname).toBe('/in/inv-1001');

    await userEvent.click(within(row).getByRole('button', { name: 'Dismiss 2.jpg' }));
    await landsOnSuccess(router);
  });

  it('a greeting finished while the invitee uploads: the refused file says so, the files after it are not sent, and the page switches to the finished message', async () => {
    const calls = addClipCalls();
    await openInvite();
    await screen.findByRole('heading', { level: 2, name: "Alex's Birthday" });
    givenGreeting({ isLocked: true });
    await userEvent.upload(picker(), [photo('late.jpg'), photo('later.jpg')]);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'This Video Greeting has already been finished' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The Video Greeting has already been sent.')).toBeInTheDocument();
    await waitFor(() => expect(uploadRows().map((li) => within(li).getByRole('alert').textContent)).toEqual([LOCKED, LOCKED]));
    expect(calls).toHaveLength(1);
    expect(screen.queryByLabelText('ADD PHOTOS OR VIDEO', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry late.jpg' })).not.toBeInTheDocument();
    // they can never go: nothing is kept to offer again
    await waitFor(async () => expect(await (await openIdbUploadStore()).list('invite:inv-1001')).toEqual([]));
  });
});

describe('/in/{uuid}: a finished greeting, an unknown code', () => {
  it('inv-1002 is finished: both messages, and no picker, recorder or how-to', async () => {
    await openInvite('inv-1002');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This Video Greeting has already been finished' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The Video Greeting has already been sent.')).toBeInTheDocument();
    expect(screen.queryByLabelText('ADD PHOTOS OR VIDEO', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record a video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How does it work?' })).not.toBeInTheDocument();
    expect(getSessionId()).toBeUndefined();
  });

  it("an unknown code shows the server's message, never a blank page; in this demo, why a link may find nothing here", async () => {
    await openInvite('inv-nope');
    expect((await screen.findByText(INVITE_NOT_FOUND)).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText(
        'This demo keeps each greeting in the browser that made it: open this link in that browser, or make a greeting here.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/in/{uuid}: files kept from an earlier visit', () => {
  // ids of their own per test: a write the last test left in flight never touches this test's files
  let visit = 0;
  const keptId = (i: number) => `kept-${visit}-${i}`;
  beforeEach(() => {
    visit += 1;
  });
  const keep = async (names: string[], attempted = false) => {
    const store = await openIdbUploadStore();
    for (const [i, name] of names.entries()) {
      await store.put(
        {
          owner: 'invite:inv-1001',
          uploadId: keptId(i),
          order: i,
          name,
          type: 'image/jpeg',
          lastModified: 0,
          attempted,
          message: attempted ? 'Could not load. Please try again.' : null,
        },
        photo(name),
      );
    }
    return store;
  };

  it("are offered back ('2 files did not finish uploading'), sent only after 'Upload now', then the invitee goes on", async () => {
    await keep(['a.jpg', 'b.jpg']);
    const calls = addClipCalls();
    const { router, queryClient } = await openInvite();
    expect(await screen.findByText('2 files did not finish uploading')).toBeInTheDocument();
    expect(uploadRows().map((li) => within(li).getByText(/\.jpg$/).textContent)).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    // the page has settled (its calls answered, its effects run) and both still wait: a send marks
    // its row 'Uploading...' before its first call
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    await act(async () => {});
    expect(uploadRows().map((li) => within(li).queryByText('Not uploaded yet') !== null)).toEqual([true, true]);
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Upload now' }));
    await landsOnSuccess(router);
    expect(calls).toHaveLength(2);
    expect(inviteeClips().map((c) => c.uploadId)).toEqual([keptId(0), keptId(1)]);
  });

  it('one that already arrived (its answer was lost) is not sent again', async () => {
    await keep(['arrived.jpg'], true);
    givenClip(GREETINGS.inProgress, { addedBy: 'invitee', uploadId: keptId(0) });
    const calls = addClipCalls();
    const { router } = await openInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload now' }));
    // it counts as arrived (the server's answer was lost), so the invitee goes on
    await landsOnSuccess(router);
    expect(calls).toEqual([]);
    expect(inviteeClips().filter((c) => c.uploadId === keptId(0))).toHaveLength(1);
  });

  it('one kept but never sent here, that another tab already sent, is checked first and not sent again', async () => {
    await keep(['other-tab.jpg']);
    givenClip(GREETINGS.inProgress, { addedBy: 'invitee', uploadId: keptId(0) });
    const calls = addClipCalls();
    const { router } = await openInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload now' }));
    await landsOnSuccess(router);
    expect(calls).toEqual([]);
  });

  it('Remove forgets them', async () => {
    const store = await keep(['a.jpg']);
    await openInvite();
    await screen.findByText('1 file did not finish uploading', {}, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('1 file did not finish uploading')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await store.list('invite:inv-1001')).toEqual([]));
  });
});
