import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionId, isSignedIn } from '@/shared/lib/session';
import { getDb, updateDb } from '../db/store';
import { getScenarios, setScenarios } from '../scenarios/scenarios';
import { DevPanel, scenarioFromInput } from './DevPanel';

function open() {
  const reload = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(createElement(DevPanel, { reload }));
  return { reload, user };
}

async function openPanel() {
  const ctx = open();
  await ctx.user.click(screen.getByRole('button', { name: 'Fake server' }));
  return ctx;
}

describe('the dev panel', () => {
  it('is a small collapsed button that opens and closes the panel (Esc too)', async () => {
    const { user } = open();
    const toggle = screen.getByRole('button', { name: 'Fake server' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Fake server' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Fake server' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Fake server' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close the fake server panel' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the preset scenarios on and off, and says on the button how many are on', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('checkbox', { name: 'payment-declined' }));
    expect(getScenarios()).toEqual(['payment-declined']);
    expect(screen.getByRole('button', { name: 'Fake server (1 on)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'slow' }));
    expect(getScenarios()).toEqual(['payment-declined', 'slow']);
    await user.click(screen.getByRole('checkbox', { name: 'payment-declined' }));
    expect(getScenarios()).toEqual(['slow']);
  });

  it('follows scenarios set elsewhere (a URL flag, a test)', async () => {
    await openPanel();
    expect(screen.getByRole('checkbox', { name: 'offline' })).not.toBeChecked();
    setScenarios(['offline']);
    expect(await screen.findByRole('checkbox', { name: 'offline' })).toBeChecked();
  });

  it("adds a free-text 'server-error:<call>' scenario and removes it", async () => {
    const { user } = await openPanel();
    await user.type(screen.getByRole('textbox', { name: 'Server error on a call' }), '/rest/tutorial{Enter}');
    expect(getScenarios()).toEqual(['server-error:/rest/tutorial']);
    expect(screen.getByRole('textbox', { name: 'Server error on a call' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove server-error:/rest/tutorial' }));
    expect(getScenarios()).toEqual([]);
  });

  it('resets the data, then reloads', async () => {
    updateDb((s) => {
      s.comments = [];
    });
    const { user, reload } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Reset data' }));
    expect(getDb().comments.length).toBe(5);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('signs in as the demo user, then reloads', async () => {
    const { user, reload } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Sign in as demo user' }));
    expect([getSessionId(), isSignedIn()]).toEqual(['sess-demo', true]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('simulates an invitee clip on greeting 1001 by default, and reports a refusal', async () => {
    const { user } = await openPanel();
    const id = screen.getByRole('textbox', { name: 'Greeting id' });
    expect(id).toHaveValue('1001');
    await user.click(screen.getByRole('button', { name: 'Add a clip' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^An invitee added a photo \(clip (\d+)\) to greeting 1001\.$/);
    const newest = getDb().fizzes.find((f) => f.id === 1001)!.newestActorVideoId;
    expect(getDb().clips.find((c) => c.id === newest)?.addedBy).toBe('invitee');
    await user.clear(id);
    await user.type(id, '1002');
    await user.click(screen.getByRole('button', { name: 'Add a clip' }));
    expect(screen.getByRole('status')).toHaveTextContent('This Video Greeting has already been finished');
  });
});

describe('scenarioFromInput', () => {
  it.each([
    ['add-clip', 'server-error:add-clip'],
    ['  DELETE /rest/fizz/:id ', 'server-error:DELETE /rest/fizz/:id'],
    ['server-error:/rest/tutorial', 'server-error:/rest/tutorial'],
    ['offline:/rest/tutorial', 'offline:/rest/tutorial'],
    ['slow', 'slow'],
    ['   ', null],
  ])('%s → %s', (text, expected) => {
    expect(scenarioFromInput(text)).toBe(expected);
  });
});
