import { describe, expect, it } from 'vitest';
import {
  offersQuickSignup,
  quickSignupPurpose,
  recordingOwner,
  recordTarget,
  routeAfterUpload,
  type RecordTarget,
} from './recordTarget';

describe('recordTarget: who the recording is for, by route', () => {
  it.each<[string, { greetingId?: string; code?: string }, string, RecordTarget]>([
    ['/record/1001', { greetingId: '1001' }, '', { kind: 'creator', greetingId: '1001' }],
    [
      '/in/inv-1001/record/1001',
      { code: 'inv-1001', greetingId: '1001' },
      '',
      { kind: 'invite', greetingId: '1001', code: 'inv-1001' },
    ],
    ['/record-thank-you', {}, '', { kind: 'thank-you', thankedGreetingId: null, thankedUuid: null }],
    ['/record-thank-you/1003', { greetingId: '1003' }, '', { kind: 'thank-you', thankedGreetingId: '1003', thankedUuid: null }],
    [
      '/record-thank-you/1003',
      { greetingId: '1003' },
      '?uuid=vid-1003',
      { kind: 'thank-you', thankedGreetingId: '1003', thankedUuid: 'vid-1003' },
    ],
    ['/record-thank-you', {}, '?uuid=%20', { kind: 'thank-you', thankedGreetingId: null, thankedUuid: null }],
  ])('%s %s', (pathname, params, search, target) => {
    expect(recordTarget(params, pathname, search)).toEqual(target);
  });
});

describe('routeAfterUpload (spec part 2 §4)', () => {
  it.each<[string, RecordTarget, string | number, string]>([
    ['a creator → the editor', { kind: 'creator', greetingId: '1001' }, 1001, '/edit/1001'],
    [
      'an invitee → /view-invite-thank-you',
      { kind: 'invite', greetingId: '1001', code: 'inv-1001' },
      1001,
      '/view-invite-thank-you',
    ],
    [
      'a thank-you → the thank-you greeting the server made',
      { kind: 'thank-you', thankedGreetingId: '1003', thankedUuid: null },
      2001,
      '/preview-thank-you/2001',
    ],
    [
      'a thank-you with no greeting named',
      { kind: 'thank-you', thankedGreetingId: null, thankedUuid: null },
      '2002',
      '/preview-thank-you/2002',
    ],
  ])('%s', (_, target, answered, route) => {
    expect(routeAfterUpload(target, answered)).toBe(route);
  });
});

describe('recordingOwner: each page keeps its own recordings', () => {
  it.each<[RecordTarget, string]>([
    [{ kind: 'creator', greetingId: '1001' }, 'record:1001'],
    [{ kind: 'invite', greetingId: '1001', code: 'inv-1001' }, 'invite:inv-1001:1001'],
    [{ kind: 'thank-you', thankedGreetingId: '1003', thankedUuid: null }, 'thank-you:1003'],
    [{ kind: 'thank-you', thankedGreetingId: null, thankedUuid: null }, 'thank-you:'],
  ])('%o → %s', (target, owner) => {
    expect(recordingOwner(target)).toBe(owner);
  });
});

describe('offersQuickSignup', () => {
  it.each<[RecordTarget, boolean]>([
    [{ kind: 'creator', greetingId: '1' }, true],
    [{ kind: 'thank-you', thankedGreetingId: null, thankedUuid: null }, true],
    [{ kind: 'invite', greetingId: '1', code: 'c' }, false],
  ])('%o → %s', (target, offered) => {
    expect(offersQuickSignup(target)).toBe(offered);
  });
});

describe('quickSignupPurpose: the sign-up speaks of what the visitor came to record', () => {
  it.each<[RecordTarget, 'thank-you' | 'greeting']>([
    [{ kind: 'thank-you', thankedGreetingId: '1003', thankedUuid: 'vid-1003' }, 'thank-you'],
    [{ kind: 'thank-you', thankedGreetingId: null, thankedUuid: null }, 'thank-you'],
    [{ kind: 'creator', greetingId: '1' }, 'greeting'],
  ])('%o → %s', (target, purpose) => {
    expect(quickSignupPurpose(target)).toBe(purpose);
  });
});
