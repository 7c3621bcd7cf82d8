import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { LIMITS } from '@/shared/config/limits';
import { givenGreeting } from '@/testing/builders';
import { countCalls, fastDoubleClick, greeting, openEditor } from '@/testing/editorPage';
import { signInAsDemo } from '@/testing/render';

// Steps 3 and 4: the 'Edit My Video Greeting' view (the greeting's text and its music).

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
