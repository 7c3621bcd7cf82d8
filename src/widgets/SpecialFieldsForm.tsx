import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useZodForm } from '@/shared/lib/forms/useZodForm';
import {
  flattenFields,
  INCOMPLETE_MESSAGE,
  PREVIEW_REFRESH_MS,
  previewIndexes,
  previewTextOf,
  SPECIAL_FIELD_MAX,
  specialFieldsSchema,
  valuesById,
  withValues,
  type SpecialFieldGroupLike,
} from '@/shared/lib/specialFields';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import modal from '@/shared/ui/Modal.module.css';
import styles from './SpecialFieldsForm.module.css';

type Values = Record<string, string>;

export type SpecialFieldsPreview = {
  /** How many preview images the template has. */
  count: number;
  /** The image that draws `text` on preview `index` (the server renders it). */
  srcOf: (index: number, text: string) => string;
  /** A heading over the images (the page has one; a dialog's title already says what it is). */
  title?: string;
};

type SpecialFieldsFormProps = {
  groups: readonly SpecialFieldGroupLike[];
  /** Starting values by item id (a kept draft); otherwise each item's own value. */
  initialValues?: Readonly<Values>;
  preview: SpecialFieldsPreview;
  /** Every change, as values by item id (for a draft). */
  onValuesChange?: (values: Values) => void;
  /** Saves the valid values (by item id); a rejection's message shows above the buttons. */
  onSubmit: (values: Values) => Promise<unknown>;
  submitLabel: string;
  /** 'page': a big full-width submit; 'dialog': a button bar that stays in view. */
  layout?: 'page' | 'dialog';
  /** Shown under the fields (the editor's music summary). */
  children?: ReactNode;
  /** A button before the submit (Cancel). */
  secondaryAction?: ReactNode;
};

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The special-field form of personalise and of the editor's 'Edit My Video Greeting': the groups
 * with required fields marked, a live text preview (500 ms after typing stops), the spec's
 * messages, and one save per click however fast the clicks come.
 */
export function SpecialFieldsForm({
  groups,
  initialValues,
  preview,
  onValuesChange,
  onSubmit,
  submitLabel,
  layout = 'page',
  children,
  secondaryAction,
}: SpecialFieldsFormProps) {
  const grouped = useMemo(() => flattenFields(groups), [groups]);
  const fields = useMemo(() => grouped.flat(), [grouped]);
  const [defaultValues] = useState<Values>(() => {
    const own = Object.fromEntries(groups.flatMap((g) => g.items).map((item) => [String(item.id), item.value]));
    return Object.fromEntries(fields.map((f) => [f.key, initialValues?.[f.id] ?? own[f.id] ?? '']));
  });
  const schema = useMemo(() => specialFieldsSchema(fields), [fields]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = async (valid: Values) => {
    setSaveError(null);
    try {
      await onSubmit(valuesById(fields, valid));
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };
  const {
    form,
    field,
    values: watched,
    onSubmit: submit,
    submitting,
  } = useZodForm<Values>({ schema, defaultValues, onValid: save });
  const current = useMemo(() => valuesById(fields, { ...defaultValues, ...watched }), [fields, defaultValues, watched]);

  const onChange = useRef(onValuesChange);
  useEffect(() => {
    onChange.current = onValuesChange;
  });
  useEffect(() => {
    onChange.current?.(current);
  }, [current]);

  const text = useDebouncedValue(previewTextOf(withValues(groups, current)), PREVIEW_REFRESH_MS);
  const { submitCount, errors } = form.formState;
  const incomplete = submitCount > 0 && Object.keys(errors).length > 0;
  const indexes = previewIndexes(preview.count);
  const titleId = useId();

  return (
    <div className={`${styles.layout} ${styles[layout]}`}>
      <section
        className={styles.preview}
        aria-label={preview.title ? undefined : 'Preview'}
        aria-labelledby={preview.title ? titleId : undefined}
      >
        {preview.title && (
          <h2 id={titleId} className={styles.previewTitle}>
            {preview.title}
          </h2>
        )}
        <div className={styles.previewImages}>
          {indexes.map((i) => (
            <img
              key={i}
              className={styles.previewImage}
              src={preview.srcOf(i, text)}
              alt={indexes.length > 1 ? `Preview ${i + 1} of ${indexes.length} of your text` : 'Preview of your text'}
              width={640}
              height={360}
              data-testid="text-preview"
            />
          ))}
        </div>
      </section>
      <form className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.requiredNote}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        {groups.map((group, gi) => (
          <fieldset key={gi} className={styles.group}>
            {group.title && <legend className={styles.legend}>{group.title}</legend>}
            {grouped[gi].map((f) => (
              <Field
                key={f.key}
                label={f.label}
                requiredMark={f.required}
                autoComplete="off"
                maxLength={SPECIAL_FIELD_MAX}
                {...field(f.key)}
              />
            ))}
          </fieldset>
        ))}
        {incomplete && <Alert variant="danger">{INCOMPLETE_MESSAGE}</Alert>}
        {children}
        {saveError && <Alert variant="danger">{saveError}</Alert>}
        {/* in a dialog the bar stays in view on short phones */}
        <div className={layout === 'dialog' ? modal.stickyActions : modal.actions}>
          {secondaryAction}
          <Button type="submit" size={layout === 'page' ? 'lg' : 'md'} block={layout === 'page'} busy={submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
