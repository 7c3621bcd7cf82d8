import { storageKeys } from '../../../shared/lib/storage';

/**
 * The personalise form's typed text, kept in sessionStorage so it survives a failed save and a
 * reload of the tab (and goes when the tab closes). One draft per template or per greeting.
 */
export type DraftScope = { kind: 'create'; taId: string; qrKey?: string | null } | { kind: 'change'; fizzId: string };
export type Draft = Record<string, string>;

export function draftKey(scope: DraftScope): string {
  if (scope.kind === 'change') return `${storageKeys.personaliseDraft}:change:${scope.fizzId}`;
  return `${storageKeys.personaliseDraft}:create:${scope.taId}${scope.qrKey ? `:qr:${scope.qrKey}` : ''}`;
}

export function readDraft(scope: DraftScope): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(scope));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const draft: Draft = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') draft[k] = v;
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(scope: DraftScope, draft: Draft): void {
  try {
    window.sessionStorage.setItem(draftKey(scope), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the text lives in the form only */
  }
}

export function clearDraft(scope: DraftScope): void {
  try {
    window.sessionStorage.removeItem(draftKey(scope));
  } catch {
    /* ignore */
  }
}
