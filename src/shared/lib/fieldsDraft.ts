import { drafts } from './drafts';

/**
 * The special fields' typed text (personalise, and the editor's 'Edit My Video Greeting'), kept
 * while it differs from what the server holds, so a failed save, a reload or a closed tab never
 * loses it. One draft per template being personalised, or per greeting (the personalise page at
 * /change and the editor's dialog share it: they edit the same text).
 */
export type DraftScope = { kind: 'create'; taId: string; qrKey?: string | null } | { kind: 'change'; greetingId: string };
export type Draft = Record<string, string>;

export function draftKey(scope: DraftScope): string {
  if (scope.kind === 'change') return `personalise:change:${scope.greetingId}`;
  return `personalise:create:${scope.taId}${scope.qrKey ? `:qr:${scope.qrKey}` : ''}`;
}

export function readDraft(scope: DraftScope): Draft | null {
  const kept = drafts.read(draftKey(scope));
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return null;
  const draft: Draft = {};
  for (const [k, v] of Object.entries(kept)) if (typeof v === 'string') draft[k] = v;
  return draft;
}

/** Keeps the typed values while any differs from the server's; the same as the server's: nothing to keep. */
export function keepDraft(scope: DraftScope, values: Draft, serverValues: Draft): void {
  const changed = Object.entries(values).some(([id, value]) => value !== (serverValues[id] ?? ''));
  if (changed) drafts.write(draftKey(scope), values);
  else clearDraft(scope);
}

export function clearDraft(scope: DraftScope): void {
  drafts.clear(draftKey(scope));
}
