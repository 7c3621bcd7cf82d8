import type { EditSpecialFieldGroup } from '../../../api/editor/schemas';

/** Spec part 1 §5 / §8: the personalise messages, verbatim (the editor's view edits the same fields). */
export const INCOMPLETE_MESSAGE = 'Please complete all required fields.';
export const REQUIRED_FIELD_MESSAGE = 'This field is required';
/** Spec part 2 §5 / §9: the text preview refreshes 500 ms after the text stops changing. */
export const PREVIEW_REFRESH_MS = 500;

/** A required field must hold more than spaces. */
export function satisfiesRequired(required: boolean, value: string | null | undefined): boolean {
  return !required || (value ?? '').trim() !== '';
}

/** The preview images to show: indexes 0..count-1 (at least one). */
export function previewIndexes(previewImageCount: number): number[] {
  const count = Number.isFinite(previewImageCount) ? Math.max(1, Math.trunc(previewImageCount)) : 1;
  return Array.from({ length: count }, (_, i) => i);
}

export type FlatField = { key: string; id: string; placeholder: string; required: boolean; value: string };

/** Form keys are positional (f0, f1…): item ids are not safe form paths. */
export function flattenFields(groups: readonly EditSpecialFieldGroup[]): FlatField[][] {
  let n = 0;
  return groups.map((g) =>
    g.items.map((item) => ({ key: `f${n++}`, id: String(item.id), placeholder: item.placeholder, required: item.required, value: item.value })),
  );
}

/** The groups with the form's values put back by position. */
export function groupsWithValues(groups: readonly EditSpecialFieldGroup[], values: Readonly<Record<string, string>>): EditSpecialFieldGroup[] {
  let n = 0;
  return groups.map((g) => ({ ...g, items: g.items.map((item) => ({ ...item, value: values[`f${n++}`] ?? item.value })) }));
}
