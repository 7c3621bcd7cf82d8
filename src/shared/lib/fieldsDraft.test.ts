import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, keepDraft, readDraft } from './fieldsDraft';

describe('the special fields draft', () => {
  it.each([
    [{ kind: 'create', taId: '101' }, 'personalise:create:101'],
    [{ kind: 'create', taId: '101', qrKey: 'QR-NEW' }, 'personalise:create:101:qr:QR-NEW'],
    [{ kind: 'change', greetingId: '1001' }, 'personalise:change:1001'],
  ] as const)('%o is kept under %s', (scope, key) => {
    expect(draftKey(scope)).toBe(key);
  });

  it('is kept in localStorage (a closed tab keeps it) while it differs from the server, and can be cleared', () => {
    const scope = { kind: 'create', taId: '101' } as const;
    keepDraft(scope, { 1: 'Kim 🎈', 2: '<b>x</b>' }, { 1: '', 2: '' });
    expect(window.localStorage.getItem('draft:personalise:create:101')).not.toBeNull();
    expect(readDraft(scope)).toEqual({ 1: 'Kim 🎈', 2: '<b>x</b>' });
    expect(readDraft({ kind: 'create', taId: '102' })).toBeNull();
    clearDraft(scope);
    expect(readDraft(scope)).toBeNull();
  });

  it.each([
    ['typed back to the server text', { 1: 'Alex', 2: '' }, null],
    ['one field changed', { 1: 'Alexandra', 2: '' }, { 1: 'Alexandra', 2: '' }],
    ['a field the server has no value for', { 1: 'Alex', 3: 'new' }, { 1: 'Alex', 3: 'new' }],
  ])('%s → kept %o', (_, values, kept) => {
    const scope = { kind: 'change', greetingId: '1001' } as const;
    keepDraft(scope, { 1: 'typed earlier' }, { 1: 'Alex' });
    keepDraft(scope, values, { 1: 'Alex', 2: '' });
    expect(readDraft(scope)).toEqual(kept);
  });

  it('ignores a damaged draft', () => {
    const scope = { kind: 'change', greetingId: '7' } as const;
    window.localStorage.setItem(`draft:${draftKey(scope)}`, '{not json');
    expect(readDraft(scope)).toBeNull();
    window.localStorage.setItem(`draft:${draftKey(scope)}`, JSON.stringify({ 1: 'ok', 2: 5 }));
    expect(readDraft(scope)).toEqual({ 1: 'ok' });
  });
});
