import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@/shared/lib/errorMessage';
import {
  flattenFields,
  INCOMPLETE_MESSAGE,
  PREVIEW_REFRESH_MS,
  previewIndexes,
  previewTextOf,
  SPECIAL_FIELD_MAX,
  specialFieldError,
  valuesById,
  withValues,
  type SpecialFieldGroupLike,
} from '@/shared/lib/specialFields';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from './Alert';
import { Button } from './Button';
import { Field } from './Field';
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
  const { register, handleSubmit, control, formState } = useForm<Values>({ defaultValues });
  const watched = useWatch({ control }) as Partial<Values>;
  const current = useMemo(() => valuesById(fields, { ...defaultValues, ...watched }), [fields, defaultValues, watched]);
  const [saveError, setSaveError] = useState<string | null>(null);

  const onChange = useRef(onValuesChange);
  useEffect(() => {
    onChange.current = onValuesChange;
  });
  useEffect(() => {
    onChange.current?.(current);
  }, [current]);

  const save = async (valid: Values) => {
    setSaveError(null);
    try {
      await onSubmit(valuesById(fields, valid));
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };
  // the guard covers validation too (it is async), so a double click never gets a second save in
  const { run, busy } = useSingleSubmit((event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event));

  const text = useDebouncedValue(previewTextOf(withValues(groups, current)), PREVIEW_REFRESH_MS);
  const incomplete = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
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
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(event);
        }}
      >
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
                error={formState.errors[f.key]?.message}
                {...register(f.key, { validate: (value) => specialFieldError(f, value) ?? true })}
              />
            ))}
          </fieldset>
        ))}
        {incomplete && <Alert variant="danger">{INCOMPLETE_MESSAGE}</Alert>}
        {children}
        {saveError && <Alert variant="danger">{saveError}</Alert>}
        <div className={styles.actions}>
          {secondaryAction}
          <Button type="submit" size={layout === 'page' ? 'lg' : 'md'} block={layout === 'page'} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
