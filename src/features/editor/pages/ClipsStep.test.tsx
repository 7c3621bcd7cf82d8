import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { LIMITS } from '@/shared/config/limits';
import { clipRows, countCalls, fastDoubleClick, nameOf, openEditor, rowNames, rowOf, savedOrder } from '@/testing/editorPage';
import { signInAsDemo } from '@/testing/render';

// Step 3: the clip list's actions: reorder, delete, and a clip's caption, sound and trim.

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
