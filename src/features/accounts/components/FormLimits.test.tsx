import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/config/limits';
import { renderRoute } from '@/testing/render';

// The account forms stop input where the fake server (like a careful real API) refuses more.
describe('account forms stop input at the server’s limits', () => {
  it.each<[string, RegExp, number]>([
    ['/register', /^First name/, LIMITS.name],
    ['/register', /^Last name/, LIMITS.name],
    ['/register', /^Email/, LIMITS.email],
    ['/register', /^Confirm email/, LIMITS.email],
    ['/register', /^Password/, LIMITS.password],
    ['/register', /^Confirm password/, LIMITS.password],
    ['/login', /^Email/, LIMITS.email],
    ['/login', /^Password/, LIMITS.password],
    ['/password-reset', /^Email/, LIMITS.email],
    ['/change-password/otp-demo', /^New password/, LIMITS.password],
  ])('%s %s: at most %i characters, also when pasted', async (path, label, limit) => {
    const user = userEvent.setup({ delay: null });
    renderRoute(path);
    const input = await screen.findByLabelText(label);
    expect(input).toHaveAttribute('maxLength', String(limit));
    await user.click(input);
    await user.paste('x'.repeat(limit + 10));
    expect(input).toHaveValue('x'.repeat(limit));
  });
});
