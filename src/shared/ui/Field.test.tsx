import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field: label, hint and error wired to the input', () => {
  it('the label names the input; the hint describes it', () => {
    render(<Field label="Email" hint="Please ensure all spelling is correct." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Please ensure all spelling is correct.');
  });

  it('an error marks the input invalid and is read with it, before the hint', () => {
    render(<Field label="Email" hint="Hint." error="Please enter your email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email address. Hint.');
  });

  it('a required mark is shown to the eye and told to assistive tech', () => {
    render(<Field label="First name" requiredMark />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('two fields never share ids', () => {
    render(
      <>
        <Field label="Password" type="password" error="x" />
        <Field label="Confirm password" type="password" error="y" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('x');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('y');
  });
});
