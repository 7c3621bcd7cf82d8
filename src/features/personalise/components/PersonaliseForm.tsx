import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { SpecialFieldGroup } from '../../../api/fizz/schemas';
import { previewTextOf, withValues } from '../../../api/fizz/specialFields';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { clearDraft, readDraft, writeDraft, type Draft, type DraftScope } from '../lib/draft';
import { PREVIEW_REFRESH_MS } from '../rules/preview';
import { INCOMPLETE_MESSAGE, REQUIRED_FIELD_MESSAGE, satisfiesRequired } from '../rules/validation';
import { TextPreview } from './TextPreview';
import styles from './Personalise.module.css';

type FormValues = Record<string, string>;
type FlatField = { key: string; id: string; placeholder: string; required: boolean };

type PersonaliseFormProps = {
  groups: SpecialFieldGroup[];
  taId: string | number;
  previewImageCount: number;
  draftScope: DraftScope;
  saving: boolean;
  saveError: string | null;
  /** Saves; resolves when the call is over (a failure is the caller's to show). */
  onSave: (groups: SpecialFieldGroup[]) => Promise<unknown>;
};

/** Form keys are positional (f0, f1…): item ids are not safe form paths; drafts keep item ids. */
function flatten(groups: SpecialFieldGroup[]): FlatField[][] {
  let n = 0;
  return groups.map((g) =>
    g.items.map((item) => ({ key: `f${n++}`, id: String(item.id), placeholder: item.placeholder, required: item.required })),
  );
}

const byId = (fields: FlatField[], values: FormValues): Draft =>
  Object.fromEntries(fields.map((f) => [f.id, values[f.key] ?? '']));

/**
 * Special-field groups with required fields marked, a live text preview, and 'Next'. The typed
 * text is kept as a draft (sessionStorage) so a failed save or a reload never loses it.
 */
export function PersonaliseForm({ groups, taId, previewImageCount, draftScope, saving, saveError, onSave }: PersonaliseFormProps) {
  const grouped = useMemo(() => flatten(groups), [groups]);
  const fields = useMemo(() => grouped.flat(), [grouped]);
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          fields.map((f) => [f.key, z.string().refine((v) => satisfiesRequired(f.required, v), REQUIRED_FIELD_MESSAGE)]),
        ),
      ),
    [fields],
  );
  const serverValues = useMemo<Draft>(
    () => Object.fromEntries(groups.flatMap((g) => g.items).map((item) => [String(item.id), item.value])),
    [groups],
  );
  const [defaultValues] = useState(() => {
    const draft = readDraft(draftScope) ?? {};
    return Object.fromEntries(fields.map((f) => [f.key, draft[f.id] ?? serverValues[f.id] ?? '']));
  });

  const { register, handleSubmit, control, formState } = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues });
  const values = useWatch({ control }) as FormValues;
  const current = useMemo(() => byId(fields, { ...defaultValues, ...values }), [fields, defaultValues, values]);

  // keep the draft while it differs from what the server has
  const scopeKey = JSON.stringify(draftScope);
  useEffect(() => {
    const scope = JSON.parse(scopeKey) as DraftScope;
    const changed = fields.some((f) => current[f.id] !== (serverValues[f.id] ?? ''));
    if (changed) writeDraft(scope, current);
    else clearDraft(scope);
  }, [current, fields, serverValues, scopeKey]);

  // validation is async, so a second quick click would otherwise get in before the button is disabled
  const inFlight = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void handleSubmit((valid) => onSave(withValues(groups, byId(fields, valid))))(event).finally(() => {
      inFlight.current = false;
    });
  };

  const text = useDebouncedValue(previewTextOf(withValues(groups, current)), PREVIEW_REFRESH_MS);
  const incomplete = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <div className={styles.layout}>
      <TextPreview taId={taId} previewImageCount={previewImageCount} text={text} />
      <form className={styles.form} noValidate onSubmit={onSubmit}>
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
                label={f.placeholder || 'Text'}
                requiredMark={f.required}
                autoComplete="off"
                error={formState.errors[f.key]?.message}
                {...register(f.key)}
              />
            ))}
          </fieldset>
        ))}
        {incomplete && <Alert variant="danger">{INCOMPLETE_MESSAGE}</Alert>}
        {saveError && <Alert variant="danger">{saveError}</Alert>}
        <Button type="submit" size="lg" block busy={saving || formState.isSubmitting}>
          Next
        </Button>
      </form>
    </div>
  );
}
