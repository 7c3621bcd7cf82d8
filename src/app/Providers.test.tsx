import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '@/shared/lib/session';
import { renderRoute, renderWithProviders, signInAsDemo } from '@/testing/render';

const DEMO_GREETING = "Alex's Birthday";

/** Records whether `text` is ever put on screen, even for a moment (one render that is replaced at once). */
function watchFor(text: string) {
  let seen = false;
  const check = (node: Node) => {
    if (node.textContent?.includes(text)) seen = true;
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') check(r.target);
      r.addedNodes.forEach(check);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen: () => {
      observer.takeRecords().forEach((r) => r.addedNodes.forEach(check));
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

let stopWatching: (() => void) | undefined;
afterEach(() => stopWatching?.());

describe('one account never sees another’s data (the cache is emptied on sign-out and sign-in)', () => {
  it('demo on /edit/1001 signs out; a new account registered without a reload sees none of demo’s greetings', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsDemo();
    const { router } = renderRoute('/edit/1001');
    expect(await screen.findByRole('heading', { level: 1, name: DEMO_GREETING })).toBeInTheDocument();
    // demo's list is cached too, as after a visit to /list
    await router.navigate('/list');
    // (the list renders its data in the background: the heading found first may be replaced)
    await waitFor(() => expect(screen.getByRole('heading', { name: DEMO_GREETING })).toBeInTheDocument());
    await router.navigate('/edit/1001');
    await screen.findByRole('heading', { level: 1, name: DEMO_GREETING });

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    const watch = watchFor(DEMO_GREETING);
    stopWatching = watch.stop;

    // register a new account that goes straight to /list
    await router.navigate(`/register/${encodeURIComponent('/list')}`);
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await user.type(screen.getByLabelText(/^First name/), 'Nora');
    await user.type(screen.getByLabelText(/^Last name/), 'Newcomer');
    await user.type(screen.getByLabelText(/^Email/), 'nora@example.com');
    await user.type(screen.getByLabelText(/^Confirm email/), 'nora@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("You haven't started a Video Greeting yet.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');

    // demo's greeting is refused to the new account, and its cached copy is gone
    await router.navigate('/edit/1001');
    expect(await within(screen.getByRole('main')).findByRole('alert')).toBeInTheDocument();
    expect(watch.seen()).toBe(false);
    // a whole journey through five lazy pages
  }, 60_000);

  it('a load under way when the session changes loads again for the new session (it is not left waiting)', async () => {
    startSession('sess-demo', true);
    let calls = 0;
    let release!: () => void;
    const firstCall = new Promise<void>((resolve) => (release = resolve));
    function Probe() {
      const query = useQuery({
        queryKey: ['probe'],
        queryFn: async () => {
          calls += 1;
          const call = calls;
          if (call === 1) await firstCall;
          return `answer ${call}`;
        },
      });
      return <p>{query.data ?? 'loading'}</p>;
    }
    renderWithProviders(<Probe />);
    await waitFor(() => expect(calls).toBe(1));
    startSession('sess-other', true);
    release();
    // the first answer belonged to the old session: the screen shows the new session's answer
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
    expect(screen.queryByText('answer 1')).not.toBeInTheDocument();
  });
});
