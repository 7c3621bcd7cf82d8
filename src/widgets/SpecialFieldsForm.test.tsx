import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/shared/config/limits';
import { PREVIEW_REFRESH_MS } from '@/shared/lib/specialFields';
import { SpecialFieldsForm } from './SpecialFieldsForm';

const groups = [
  { title: 'Recipient', items: [{ id: 1, value: 'Alex', placeholder: 'Name', required: true }] },
  {
    title: 'Message',
    items: [
      { id: 2, value: '', placeholder: 'Line 1', required: true },
      { id: 3, value: '', placeholder: 'Line 2', required: false },
    ],
  },
];
const srcOf = (index: number, text: string) => `/preview/${index}/${encodeURIComponent(text)}`;
const previewText = () =>
  decodeURIComponent(screen.getByRole('img', { name: 'Preview of your text' }).getAttribute('src')!.split('/').pop()!);

function renderForm(props: Partial<Parameters<typeof SpecialFieldsForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  render(<SpecialFieldsForm groups={groups} preview={{ count: 1, srcOf }} submitLabel="Next" {...props} onSubmit={onSubmit} />);
  return { onSubmit };
}

describe('SpecialFieldsForm (personalise and the editor)', () => {
  afterEach(() => vi.useRealTimers());

  it('marks required fields, says the spec messages, focuses the first problem and sends nothing', async () => {
    const { onSubmit } = renderForm();
    expect(screen.getByRole('group', { name: 'Recipient' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Line 2/ })).not.toBeRequired();
    await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Line 2/ }), 'optional');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please complete all required fields.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values by item id, and starts from kept values over the server’s', async () => {
    const { onSubmit } = renderForm({ initialValues: { 1: 'Sam' } });
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Sam');
    await userEvent.type(screen.getByRole('textbox', { name: /Line 1/ }), 'Happy day');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ 1: 'Sam', 2: 'Happy day', 3: '' }));
  });

  it('every field stops at the limit', () => {
    renderForm();
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('maxLength', String(LIMITS.specialField));
  });

  it('a quick double click saves once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ onSubmit, initialValues: { 2: 'Hi' } });
    await userEvent.setup({ delay: null }).dblClick(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a failed save shows its message and keeps the typed text', async () => {
    renderForm({
      onSubmit: () => Promise.reject(new Error('This Video Greeting is finished and can no longer be changed.')),
      initialValues: { 2: 'Hi' },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Line 2/ }), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This Video Greeting is finished and can no longer be changed.');
    expect(screen.getByRole('textbox', { name: /Line 2/ })).toHaveValue('kept');
  });

  it('reports every change by item id (for a draft)', async () => {
    const onValuesChange = vi.fn();
    renderForm({ onValuesChange });
    await userEvent.type(screen.getByRole('textbox', { name: /Line 1/ }), 'A');
    expect(onValuesChange).toHaveBeenLastCalledWith({ 1: 'Alex', 2: 'A', 3: '' });
  });

  it('the preview draws the text 500 ms after typing stops, not before', () => {
    vi.useFakeTimers();
    renderForm();
    expect(previewText()).toBe('Alex');
    const line = screen.getByRole('textbox', { name: /Line 1/ });
    for (const value of ['H', 'Hi', 'Hi!']) {
      act(() => {
        // typing, one keystroke every 400 ms: each restarts the wait
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(line, value);
        line.dispatchEvent(new Event('input', { bubbles: true }));
      });
      act(() => vi.advanceTimersByTime(400));
      expect(previewText()).toBe('Alex');
    }
    act(() => vi.advanceTimersByTime(PREVIEW_REFRESH_MS - 401));
    expect(previewText()).toBe('Alex');
    act(() => vi.advanceTimersByTime(1));
    expect(previewText()).toBe('Alex\nHi!');
  });

  it('names several preview images by their place', () => {
    renderForm({ preview: { count: 2, srcOf, title: 'Preview' } });
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview 1 of 2 of your text' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview 2 of 2 of your text' })).toBeInTheDocument();
  });
});
