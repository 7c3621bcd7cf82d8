import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { Field } from '@/shared/ui/Field';
import { useZodForm } from './useZodForm';

const schema = z.object({
  name: z.string().check(z.refine((v) => v.trim() !== '', 'Please enter your name.')),
  email: z.string().check(z.refine((v) => v.includes('@'), 'Please enter valid email address.')),
});
type Values = z.infer<typeof schema>;

function Form({ onValid, focusError }: { onValid: (values: Values) => unknown; focusError?: boolean }) {
  const { field, onSubmit, filled, submitting } = useZodForm<Values>({
    schema,
    defaultValues: { name: '', email: '' },
    required: ['name'],
    onValid,
    focusError,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Name" {...field('name')} />
      <Field label="Email" {...field('email')} />
      <output data-testid="state">{`${filled ? 'filled' : 'empty'} ${submitting ? 'submitting' : 'idle'}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => screen.getByRole('button', { name: 'Send' });

type Expected = { name?: string; email?: string; focus?: () => HTMLElement; sent?: Values[] };

describe('useZodForm: the app’s form conventions', () => {
  it.each<[string, (user: UserEvent) => Promise<void>, Expected]>([
    ['typing alone shows no error (not before blur)', (u) => u.type(email(), 'nope'), {}],
    [
      'a field left empty says so when it loses focus',
      (u) => u.click(name()).then(() => u.tab()),
      { name: 'Please enter your name.' },
    ],
    [
      'a bad value says so when it loses focus',
      (u) => u.type(email(), 'nope').then(() => u.tab()),
      { email: 'Please enter valid email address.' },
    ],
    [
      'after the blur it re-checks on each change: fixed',
      async (u) => {
        await u.type(email(), 'nope');
        await u.tab();
        await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
        await u.type(email(), '@x');
      },
      {},
    ],
    [
      'after the blur it re-checks on each change: broken again',
      async (u) => {
        await u.type(email(), 'a@b');
        await u.tab();
        await u.type(email(), '{Backspace}{Backspace}');
      },
      { email: 'Please enter valid email address.' },
    ],
    [
      'a submit checks every field and focuses the first in error',
      async (u) => {
        await u.type(email(), 'a@b');
        await u.click(send());
      },
      { name: 'Please enter your name.', focus: name },
    ],
    [
      'a submit focuses the first in error, in form order',
      async (u) => {
        await u.type(name(), 'Robin');
        await u.type(email(), 'nope');
        await u.click(send());
      },
      { email: 'Please enter valid email address.', focus: email },
    ],
    [
      'a valid submit sends the values once',
      async (u) => {
        await u.type(name(), 'Robin');
        await u.type(email(), 'a@b');
        await u.click(send());
      },
      { sent: [{ name: 'Robin', email: 'a@b' }] },
    ],
  ])('%s', async (_, act, expected) => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await act(userEvent.setup({ delay: null }));
    for (const [input, message] of [
      [name(), expected.name],
      [email(), expected.email],
    ] as const) {
      if (message) {
        await waitFor(() => expect(input).toHaveAccessibleDescription(message));
        expect(input).toHaveAttribute('aria-invalid', 'true');
      } else {
        // The resolver checks asynchronously: a fixed field clears on a later tick, sooner or later under load.
        await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
      }
    }
    if (expected.focus) expect(expected.focus()).toHaveFocus();
    await waitFor(() => expect(onValid.mock.calls.map(([values]) => values)).toEqual(expected.sent ?? []));
  });

  it('`filled` is false while a required field is empty (spaces count as content)', async () => {
    render(<Form onValid={() => undefined} />);
    expect(screen.getByTestId('state')).toHaveTextContent('empty');
    await userEvent.type(name(), ' ');
    expect(screen.getByTestId('state')).toHaveTextContent('filled');
  });

  it('two submits in the same moment run onValid once; a rejection keeps the values and opens the guard again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onValid = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<Form onValid={onValid} />);
    await userEvent.type(name(), 'Robin');
    await userEvent.type(email(), 'a@b');
    act(() => {
      fireEvent.submit(send().closest('form')!);
      fireEvent.submit(send().closest('form')!);
    });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('submitting'));
    await act(async () => fail(new Error('refused')));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('idle'));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(name()).toHaveValue('Robin');
    await userEvent.click(send());
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it('focusError off: a bad submit leaves the focus where it was', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} focusError={false} />);
    await userEvent.type(email(), 'a@b');
    fireEvent.submit(send().closest('form')!);
    await waitFor(() => expect(name()).toHaveAttribute('aria-invalid', 'true'));
    expect(email()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });
});
