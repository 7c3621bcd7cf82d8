import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { FINISHED } from '#mocks/rules';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { givenClip, givenFailedVideo, givenLeftOutClips, GREETINGS } from '@/testing/builders';
import { givenGreeting, givenNoGreetings, renderRoute, signInAsDemo } from '@/testing/render';

async function openList() {
  signInAsDemo();
  const view = renderRoute('/list');
  await screen.findByRole('list', { name: 'Your Video Greetings' });
  return view;
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('My Video Greetings (/list)', () => {
  it("shows the user's projects with the actions the lock rule allows", async () => {
    await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'My Video Greetings' })).toBeInTheDocument();
    expect(screen.getByText(/stays available to download for 6 months/)).toBeInTheDocument();

    // unlocked → Edit
    const inProgress = within(card("Alex's Birthday"));
    expect(inProgress.getByRole('link', { name: "Edit Alex's Birthday" })).toHaveAttribute('href', '/edit/1001');
    expect(inProgress.queryByRole('link', { name: /Purchase/ })).not.toBeInTheDocument();
    expect(inProgress.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
    expect(inProgress.getByRole('button', { name: "Delete Alex's Birthday" })).toBeInTheDocument();

    // locked without a share URL → Purchase
    const unpaid = within(card('Our Anniversary'));
    expect(unpaid.getByRole('link', { name: 'Purchase Our Anniversary' })).toHaveAttribute('href', '/checkout/1002');
    expect(unpaid.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();

    // locked with a share URL → Share
    const paid = within(card("Riley's Graduation"));
    expect(paid.getByRole('button', { name: "Share Riley's Graduation" })).toBeInTheDocument();
    expect(paid.queryByRole('link', { name: /^(Edit|Purchase)/ })).not.toBeInTheDocument();

    // every project has a preview
    expect(paid.getByRole('link', { name: "Preview Riley's Graduation" })).toHaveAttribute('href', '/preview/1003');
    // the mark: in progress none, finished, paid
    expect(inProgress.queryByText(/^(Finished|Paid)$/)).not.toBeInTheDocument();
    expect(unpaid.getByText('Finished')).toBeInTheDocument();
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.queryByText('Finished')).not.toBeInTheDocument();
    expect(within(card("Grandma's Birthday Card")).getByText('Finished')).toBeInTheDocument();

    // someone else's greetings are not listed
    expect(screen.queryByRole('heading', { name: 'Thanks, Coach!' })).not.toBeInTheDocument();
  });

  it('hides Delete when the server sets hideDelete', async () => {
    givenGreeting({ hideDelete: true });
    await openList();
    expect(within(card("Alex's Birthday")).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(card("Riley's Graduation")).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('offers to start a project from an unassigned card', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openList();
    const start = screen.getByRole('link', { name: 'Start a Video Greeting for card QR-DEMO-UNASSIGNED' });
    expect(start).toHaveAttribute('href', '/qr-setup/QR-DEMO-UNASSIGNED/create/301');
    // it opens the card-scan personalise page of the card's template
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr-setup/QR-DEMO-UNASSIGNED/create/301'));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('the Share popup texts and emails a sentence with the share URL, copies the URL alone, and links the download', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await openList();
    await user.click(screen.getByRole('button', { name: "Share Riley's Graduation" }));
    const dialog = await screen.findByRole('dialog', { name: "Share Riley's Graduation" });
    const url = new URL('/vid/vid-1003', window.location.href).href;
    expect(dialog).toHaveTextContent(url);
    const text = `Riley's Graduation. Watch the video greeting we made for you: ${url}`;
    expect(within(dialog).getByRole('link', { name: 'Text message' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(text)}`,
    );
    const email = within(dialog).getByRole('link', { name: 'Email' }).getAttribute('href')!;
    expect(new URL(email).searchParams.get('body')).toBe(text);
    expect(new URL(email).searchParams.get('subject')).toBe('Watch a surprise video made just for you');
    const download = within(dialog).getByRole('link', { name: 'Download and save' });
    expect(download).toHaveAttribute('href', `${url}/download`);
    expect(download).toHaveAttribute('download', "Riley's Graduation.mp4");
    await user.click(within(dialog).getByRole('button', { name: 'Copy link to paste anywhere' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
  });

  it("says on its card when a greeting's video left clips out (named as the clip list names them) or couldn't be made", async () => {
    // 1003's second clip (an unsigned video) and a photo Jamie added 4th
    const jamie = givenClip(GREETINGS.paid, { isImage: true, contributorName: 'Jamie', addedBy: 'invitee' });
    givenLeftOutClips(GREETINGS.paid, [5009, jamie.id]);
    givenFailedVideo(GREETINGS.card);
    await openList();
    expect(
      within(card("Riley's Graduation")).getByText(
        "Video (clip 2) and Photo by Jamie (clip 4) couldn't be loaded, so they are left out of the video.",
      ),
    ).toBeInTheDocument();
    const failed = within(card("Grandma's Birthday Card"));
    expect(failed.getByText(/^Its video couldn't be made\./)).toBeInTheDocument();
    // its thank-you page makes it on this device
    expect(failed.getByRole('link', { name: "Make it on this device: Grandma's Birthday Card" })).toHaveAttribute(
      'href',
      '/thank-you-qr/1004',
    );
    // nothing to say about the others
    expect(within(card("Alex's Birthday")).queryByText(/couldn't/)).not.toBeInTheDocument();
  });

  it('deletes after a confirmation, and Cancel keeps the item', async () => {
    const user = userEvent.setup({ delay: null });
    await openList();
    await user.click(screen.getByRole('button', { name: "Delete Alex's Birthday" }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this Video Greeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getDb().fizzes.some((f) => f.id === 1001)).toBe(true);

    await user.click(screen.getByRole('button', { name: "Delete Alex's Birthday" }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this Video Greeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Alex's Birthday" })).not.toBeInTheDocument());
    expect(getDb().fizzes.some((f) => f.id === 1001)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the Delete button that opened the dialog is gone: focus lands on the page heading, not on <body>
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Video Greetings' })).toHaveFocus());
  });

  it('a double click on Delete sends one DELETE (a second would fail and say it could not delete)', async () => {
    const deletes: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listener);
    try {
      const user = userEvent.setup({ delay: null });
      await openList();
      await user.click(screen.getByRole('button', { name: "Delete Alex's Birthday" }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this Video Greeting?' });
      await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: "Alex's Birthday" })).not.toBeInTheDocument());
      expect(deletes).toEqual(['/rest/fizz/1001']);
      expect(screen.queryByText('Unable to delete item')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it("a failed delete says 'Unable to delete item' with the message, and the item stays", async () => {
    const user = userEvent.setup({ delay: null });
    await openList();
    setScenarios(['server-error:DELETE /rest/fizz/:id']);
    await user.click(screen.getByRole('button', { name: "Delete Alex's Birthday" }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this Video Greeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByText('Unable to delete item');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('heading', { name: "Alex's Birthday" })).toBeInTheDocument();
    expect(getDb().fizzes.some((f) => f.id === 1001)).toBe(true);
  });

  it('a delete the server refuses keeps the item and shows why', async () => {
    const user = userEvent.setup({ delay: null });
    await openList();
    // finished elsewhere after the list loaded
    givenGreeting({ isLocked: true });
    await user.click(screen.getByRole('button', { name: "Delete Alex's Birthday" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = (await screen.findByText('Unable to delete item')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(FINISHED);
    expect(getDb().fizzes.some((f) => f.id === 1001)).toBe(true);
  });

  it('shows an empty state', async () => {
    givenNoGreetings();
    signInAsDemo();
    renderRoute('/list');
    const empty = (await screen.findByText("You haven't started a Video Greeting yet.")).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Create a Video Greeting' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByRole('list', { name: 'Your Video Greetings' })).not.toBeInTheDocument();
  });

  it('a load failure shows the message in a red alert, and Try again loads the list', async () => {
    const user = userEvent.setup({ delay: null });
    setScenarios(['server-error:/rest/fizz/list']);
    signInAsDemo();
    renderRoute('/list');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toHaveAttribute('role', 'alert');
    setScenarios([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Alex's Birthday" })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).not.toBeInTheDocument();
  });

  it('offline, then back online: the list loads when the connection returns, or at once with Try again', async () => {
    const user = userEvent.setup({ delay: null });
    setScenarios(['offline']);
    signInAsDemo();
    renderRoute('/list');
    expect(await screen.findByText('Could not load. Please try again.')).toHaveAttribute('role', 'alert');
    setScenarios([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Alex's Birthday" })).toBeInTheDocument();
  });

  it('offline, then the connection returns: the list loads by itself', async () => {
    setScenarios(['offline']);
    signInAsDemo();
    renderRoute('/list');
    await screen.findByText('Could not load. Please try again.');
    setScenarios([]);
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(await screen.findByRole('heading', { name: "Alex's Birthday" })).toBeInTheDocument();
  });
});
