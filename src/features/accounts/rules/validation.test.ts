import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES as M } from './messages';
import {
  fieldErrors,
  loginSchema,
  newPasswordSchema,
  passwordResetSchema,
  registrationSchema,
  type Phase,
  type RegistrationValues,
} from './validation';

const valid: RegistrationValues = {
  firstName: 'Nia',
  lastName: 'New',
  email: 'nia@example.com',
  confirmEmail: 'NIA@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  marketingOptIn: true,
};

describe('registration rules (part 1 §5), on submit and on blur', () => {
  it.each<[keyof RegistrationValues, string, Phase, string]>([
    ['firstName', '', 'submit', M.firstNameRequired],
    ['firstName', '   ', 'blur', M.firstNameRequired],
    ['lastName', '', 'submit', M.lastNameRequired],
    ['lastName', ' ', 'blur', M.lastNameRequired],
    ['email', '', 'submit', M.emailRequired],
    ['email', '', 'blur', M.emailRequired],
    ['email', 'nia@example', 'submit', M.emailInvalid],
    ['email', 'nia@example.c', 'blur', M.emailInvalid],
    ['email', 'nia example.com', 'submit', M.emailInvalid],
    ['password', '', 'submit', M.passwordRequired],
    ['password', '', 'blur', M.passwordRequired],
    ['password', '12345', 'submit', M.passwordShort],
    ['password', '12345', 'blur', M.passwordShort],
    ['confirmPassword', '', 'submit', M.confirmPasswordRequired],
    ['confirmPassword', '', 'blur', M.confirmPasswordRequiredBlur],
    ['confirmPassword', 'secret2', 'submit', M.passwordMismatch],
    ['confirmPassword', 'secret2', 'blur', M.passwordMismatchBlur],
    ['confirmEmail', '', 'submit', M.confirmEmailRequired],
    ['confirmEmail', ' ', 'blur', M.confirmEmailRequiredBlur],
    ['confirmEmail', 'other@example.com', 'submit', M.emailMismatch],
    ['confirmEmail', 'other@example.com', 'blur', M.emailMismatchBlur],
  ])('%s = "%s" (%s) → %s', (field, value, phase, message) => {
    const errors = fieldErrors(registrationSchema(phase, { confirmEmail: true }), { ...valid, [field]: value });
    expect(errors[field]).toBe(message);
  });

  it('valid values pass; the confirm email matches case-insensitively', () => {
    expect(fieldErrors(registrationSchema('submit', { confirmEmail: true }), valid)).toEqual({});
  });

  it('without the register-only confirm email, it is not checked', () => {
    expect(fieldErrors(registrationSchema('submit', { confirmEmail: false }), { ...valid, confirmEmail: '' })).toEqual({});
  });

  it('reports every field at once on submit', () => {
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
      marketingOptIn: true,
    };
    expect(fieldErrors(registrationSchema('submit', { confirmEmail: true }), empty)).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
      confirmEmail: M.confirmEmailRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmPasswordRequired,
    });
  });
});

describe('sign-in, forgot-password and change-password rules', () => {
  it.each([
    [{ email: '', password: 'secret1' }, { email: M.emailRequired }],
    [{ email: 'x@y', password: 'secret1' }, { email: M.emailInvalid }],
    [{ email: 'demo@example.com', password: '' }, { password: M.passwordRequired }],
    [{ email: 'demo@example.com', password: 'abc' }, { password: M.passwordShort }],
    [{ email: 'demo@example.com', password: 'demo1234' }, {}],
  ])('sign-in %o → %o', (values, expected) => {
    expect(fieldErrors(loginSchema(), values)).toEqual(expected);
  });

  it.each([
    ['', { email: M.emailRequired }],
    ['demo@', { email: M.emailInvalid }],
    ['demo@example.com', {}],
  ])('forgot password "%s" → %o', (email, expected) => {
    expect(fieldErrors(passwordResetSchema(), { email })).toEqual(expected);
  });

  it.each([
    ['12345', { password: '6 character minimum' }],
    ['123456', {}],
  ])('change password "%s" → %o', (password, expected) => {
    expect(fieldErrors(newPasswordSchema(), { password })).toEqual(expected);
  });
});
