import { z } from 'zod/mini';
import { LIMITS } from '@/shared/config/limits';
import { withRules } from '@/shared/lib/forms/withRules';

// The special fields (the personalised text drawn onto the intro): one set of rules for the
// personalise page and the editor's 'Edit My Video Greeting' view (spec part 1 §5, §8; part 2 §2).

/** Spec part 1 §8: the personalise messages, verbatim. */
export const INCOMPLETE_MESSAGE = 'Please complete all required fields.';
export const REQUIRED_FIELD_MESSAGE = 'This field is required';
/** Spec part 1 §4/§9, part 2 §9: the text preview refreshes 500 ms after the text stops changing. */
export const PREVIEW_REFRESH_MS = 500;
/** The longest value one field takes (the fake server refuses more). */
export const SPECIAL_FIELD_MAX = LIMITS.specialField;

export type SpecialFieldItemLike = { id: string | number; value: string; placeholder?: string; required?: boolean };
export type SpecialFieldGroupLike = { title?: string; items: readonly SpecialFieldItemLike[] };

/** One input of the form. Keys are positional (f0, f1…): item ids are not safe form paths. */
export type FlatField = { key: string; id: string; label: string; required: boolean };

/** Spec part 1 §5: a required special field must be non-empty; only spaces count as empty. */
export function satisfiesRequired(required: boolean, value: string | null | undefined): boolean {
  return !required || (value ?? '').trim() !== '';
}

/** The message under one field, or undefined when its value is fine. */
export function specialFieldError(field: Pick<FlatField, 'required'>, value: string | null | undefined): string | undefined {
  return satisfiesRequired(field.required, value) ? undefined : REQUIRED_FIELD_MESSAGE;
}

/** The form's schema over values by key: specialFieldError's message for each field. */
export function specialFieldsSchema(fields: readonly FlatField[]) {
  return withRules(z.object(Object.fromEntries(fields.map((f) => [f.key, z.string()]))), (values) =>
    Object.fromEntries(fields.map((f) => [f.key, specialFieldError(f, values[f.key])])),
  );
}

/** The groups' inputs, group by group, keyed by position. */
export function flattenFields(groups: readonly SpecialFieldGroupLike[]): FlatField[][] {
  let n = 0;
  return groups.map((g) =>
    g.items.map((item) => ({
      key: `f${n++}`,
      id: String(item.id),
      label: item.placeholder || 'Text',
      required: Boolean(item.required),
    })),
  );
}

/** Form values (by key) as values by item id. */
export function valuesById(
  fields: readonly FlatField[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.id, values[f.key] ?? '']));
}

/** The same groups with new values, by item id (ids are unique within a template). */
export function withValues<G extends SpecialFieldGroupLike>(groups: readonly G[], values: Readonly<Record<string, string>>): G[] {
  return groups.map((g) => ({
    ...g,
    items: g.items.map((item) => ({ ...item, value: values[String(item.id)] ?? item.value })),
  }));
}

/**
 * The text the preview images draw: every non-blank value, in form order, one per line. Both
 * screens use it, so both previews agree.
 */
export function previewTextOf(groups: readonly SpecialFieldGroupLike[]): string {
  return groups
    .flatMap((g) => g.items.map((i) => i.value.trim()))
    .filter(Boolean)
    .join('\n');
}

/** The preview images to show: indexes 0..count-1 (at least one). */
export function previewIndexes(previewImageCount: number): number[] {
  const count = Number.isFinite(previewImageCount) ? Math.max(1, Math.trunc(previewImageCount)) : 1;
  return Array.from({ length: count }, (_, i) => i);
}

/** The longest title a greeting gets from its text (a sentence, not the whole message). */
export const TITLE_MAX = 80;

const byTitle = (groups: readonly SpecialFieldGroupLike[], title: RegExp) =>
  groups
    .find((g) => title.test(g.title ?? ''))
    ?.items.map((i) => i.value.trim())
    .filter(Boolean) ?? [];

/**
 * A new greeting's title, from its own personalised text: the message's first line addressed to
 * the recipient ('Happy 80th' and 'Grandma Rose' → 'Happy 80th, Grandma Rose!'), the message alone,
 * or 'For {recipient}'; null when the text says neither (the template's name is used then). The
 * recipient is the 'Recipient' group's value (else the first value), the message the 'Message'
 * group's first line (else the second value).
 */
export function greetingTitleOf(groups: readonly SpecialFieldGroupLike[]): string | null {
  const all = groups.flatMap((g) => g.items.map((i) => i.value.trim()));
  const recipient = byTitle(groups, /recipient|name|to\b/i)[0] ?? all[0] ?? '';
  const message = byTitle(groups, /message|greeting|line/i)[0] ?? all[1] ?? '';
  let title: string;
  if (message && recipient && !message.toLocaleLowerCase().includes(recipient.toLocaleLowerCase())) {
    const [, stem, end] = /^(.*?)([.!?…]*)$/su.exec(message)!;
    // a question stays one ('Will you marry me, Alex?'); anything else is a wish ('…, Grandma Rose!')
    title = `${stem.replace(/[\s,;:]+$/u, '')}, ${recipient}${end.includes('?') ? '?' : '!'}`;
  } else if (message) title = message;
  else if (recipient) title = `For ${recipient}`;
  else return null;
  return Array.from(title).length > TITLE_MAX
    ? `${Array.from(title)
        .slice(0, TITLE_MAX - 1)
        .join('')}…`
    : title;
}
