import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { givenGreeting } from '@/testing/builders';
import { countCalls, greeting, openEditor } from '@/testing/editorPage';
import { signInAsDemo } from '@/testing/render';

// Step 1: the music modal (categories, no music, saving a choice).

describe('the music modal', () => {
  it("lists categories with 'All' first, hides id -2, filters, and saves the choice", async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Choose music' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose music' });
    const categories = within(within(dialog).getByRole('group', { name: 'Music categories' })).getAllByRole('button');
    expect(categories.map((b) => b.textContent)).toEqual([
      'All',
      'Upbeat',
      'Celebration',
      'Party',
      'Calm',
      'Romantic',
      'Lullaby',
      'Classical',
      'Holiday',
    ]);
    expect(categories[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('music-list')).toHaveStyle({ height: '400px' });
    const radios = () =>
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('li')!.querySelector('label')!.textContent);
    expect(radios()).toHaveLength(11);
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
