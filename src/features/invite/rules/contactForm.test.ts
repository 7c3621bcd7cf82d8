import { describe, expect, it } from 'vitest';
import { contactComplete, contactErrors, contactNextPath, contactSchema, type ContactValues } from './contactForm';

const v = (firstName: string, lastName: string, email: string): ContactValues => ({ firstName, lastName, email });

describe('invitee contact form (spec part 2 §5)', () => {
  it.each([
    [v('Robin', 'Lee', 'robin@example.com'), {}],
    [v(' Robin ', ' Lee ', ' robin@example.co.uk '), {}],
    [v('', 'Lee', 'robin@example.com'), { firstName: 'Please enter your first name.' }],
    [v('   ', 'Lee', 'robin@example.com'), { firstName: 'Please enter your first name.' }],
    [v('Robin', '', 'robin@example.com'), { lastName: 'Please enter your last name.' }],
    [v('Robin', 'Lee', ''), { email: 'Please enter your email address.' }],
    [v('Robin', 'Lee', 'robin'), { email: 'Please enter valid email address.' }],
    [v('Robin', 'Lee', 'robin@example'), { email: 'Please enter valid email address.' }],
    [v('Robin', 'Lee', 'robin@example.c'), { email: 'Please enter valid email address.' }],
    [v('Robin', 'Lee', 'ro bin@example.com'), { email: 'Please enter valid email address.' }],
    // the person-written name policy
    [v('سارة', 'Lee', 'robin@example.com'), {}],
    [
      v('Rob\u202Ein', 'Lee', 'robin@example.com'),
      { firstName: 'Your first name has hidden characters that change the direction of the text. Please remove them.' },
    ],
    [v('Robin', '\u200B', 'robin@example.com'), { lastName: 'Your last name has invisible characters. Please remove them.' }],
    [
      v('<b>Robin</b>', 'Lee', 'robin@example.com'),
      { firstName: 'Please write your first name as plain text (no < or > or line breaks).' },
    ],
    [v('Robin', '123', 'robin@example.com'), { lastName: 'Your last name needs at least one letter.' }],
    [
      v('', '', ''),
      {
        firstName: 'Please enter your first name.',
        lastName: 'Please enter your last name.',
        email: 'Please enter your email address.',
      },
    ],
  ])('%j → %j', (values, errors) => {
    expect(contactErrors(values)).toEqual(errors);
  });

  it('the form’s schema says the same, field by field', () => {
    const { error } = contactSchema.safeParse(v(' ', 'Lee', 'robin@example'));
    expect(error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'Please enter your first name.'],
      ['email', 'Please enter valid email address.'],
    ]);
    expect(contactSchema.safeParse(v('Robin', 'Lee', 'robin@example.com')).success).toBe(true);
  });

  it.each([
    [v('a', 'b', 'c'), true],
    [v('a', 'b', ''), false],
    [v('a', '', 'c'), false],
    [v('', 'b', 'c'), false],
    [v('a', ' ', 'c'), false],
  ])('the button for %j is enabled → %s', (values, enabled) => {
    expect(contactComplete(values)).toBe(enabled);
  });

  it.each([
    ['login', '/view-invite-trial-login'],
    ['register', '/view-invite-trial-register'],
    ['thank-you', '/view-invite-thank-you'],
  ] as const)('afterUpdate %s → %s', (afterUpdate, path) => {
    expect(contactNextPath(afterUpdate)).toBe(path);
  });
});
