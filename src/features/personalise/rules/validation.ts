/** Spec part 1 §5 / §8: personalise validation messages, verbatim. */
export const INCOMPLETE_MESSAGE = 'Please complete all required fields.';
export const REQUIRED_FIELD_MESSAGE = 'This field is required';

/** Spec part 1 §5: a required special field must be non-empty; only spaces count as empty. */
export function satisfiesRequired(required: boolean, value: string | null | undefined): boolean {
  return !required || (value ?? '').trim() !== '';
}
