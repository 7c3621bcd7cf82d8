import { describe, expect, it } from 'vitest';
import { registrationDefaults } from './registrationDefaults';

const trial = { kind: 'trial', from: 'actor' } as const;
const offer = { kind: 'offer', from: 'recipient' } as const;
const ivy = { firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.com' };
const none = { firstName: '', lastName: '', email: '' };

describe('the offer and trial register form starts with', () => {
  it.each([
    ['trial, details from the contact form', trial, ivy, { ...ivy, confirmEmail: 'ivy@example.com' }],
    ['trial, nothing known', trial, none, { ...none, confirmEmail: '' }],
    [
      'share offer, the email it was sent to',
      offer,
      { ...none, email: 'ola@example.com' },
      { ...none, email: 'ola@example.com', confirmEmail: '' },
    ],
    ['share offer, nothing known', offer, none, { ...none, confirmEmail: '' }],
  ])('%s', (_, mode, known, defaults) => {
    expect(registrationDefaults(mode, known)).toEqual(defaults);
  });
});
