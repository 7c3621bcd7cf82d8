import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION_ID } from '#mocks/db/seed';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { startSession } from '@/shared/lib/session';
import { allowConsoleErrors } from '@/testing/consoleGuard';
import { givenClip, givenGreeting, givenNoClips, GREETINGS } from '@/testing/builders';
import { clipRows, countCalls, fastDoubleClick, greeting, openEditor, rowNames } from '@/testing/editorPage';
import { renderRoute, signInAsDemo } from '@/testing/render';
import EditPage from './EditPage';

// The editor as a whole: its steps in turn (1 music, 2 invite, 3 clips, 4 check), a locked or
// missing greeting, sign-in, an anonymous creator, and polling for contributors' clips. Each step's
// own tests: MusicStep (1), ClipsStep and ClipsStepUploads (3), EditGreetingView (3 and 4),
// EditSteps and CheckStepClips (4).

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
