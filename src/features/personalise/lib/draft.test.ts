import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';

describe('the personalise draft', () => {
  it.each([
    [{ kind: 'create', taId: '101' }, 'personaliseDraft:create:101'],
    [{ kind: 'create', taId: '101', qrKey: 'QR-NEW' }, 'personaliseDraft:create:101:qr:QR-NEW'],
    [{ kind: 'change', fizzId: '1001' }, 'personaliseDraft:change:1001'],
  ] as const)('%o is kept under %s', (scope, key) => {
    expect(draftKey(scope)).toBe(key);
  });

  it('round-trips through sessionStorage and can be cleared', () => {
    const scope = { kind: 'create', taId: '101' } as const;
    writeDraft(scope, { 1: 'Kim 🎈', 2: '<b>x</b>' });
    expect(readDraft(scope)).toEqual({ 1: 'Kim 🎈', 2: '<b>x</b>' });
    expect(readDraft({ kind: 'create', taId: '102' })).toBeNull();
    clearDraft(scope);
    expect(readDraft(scope)).toBeNull();
  });

  it('ignores a damaged draft', () => {
    const scope = { kind: 'change', fizzId: '7' } as const;
    window.sessionStorage.setItem(draftKey(scope), '{not json');
    expect(readDraft(scope)).toBeNull();
    window.sessionStorage.setItem(draftKey(scope), JSON.stringify({ 1: 'ok', 2: 5 }));
    expect(readDraft(scope)).toEqual({ 1: 'ok' });
  });
});
