import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { EditFizz } from '../../../api/editor/schemas';
import { imagePreviewUrl } from '../../../api/fizz/requests';
import { previewTextOf } from '../../../api/fizz/specialFields';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { Modal } from '../../../shared/ui/Modal';
import {
  flattenFields,
  groupsWithValues,
  INCOMPLETE_MESSAGE,
  PREVIEW_REFRESH_MS,
  previewIndexes,
  REQUIRED_FIELD_MESSAGE,
  satisfiesRequired,
} from '../rules/specialFields';
import { MusicSummary } from './Steps';
import styles from './EditGreetingDialog.module.css';

export const EDIT_GREETING_TITLE = 'Edit My Video Greeting';

type EditGreetingDialogProps = {
  open: boolean;
  onClose: () => void;
  fizz: EditFizz;
  onSaveFields: (groups: EditFizz['specialFields']) => Promise<unknown>;
  onChooseMusic: () => void;
};

/** Spec part 2 §2: the later steps' view of the greeting's text (special fields) and its background music. */
export function EditGreetingDialog({ open, onClose, fizz, onSaveFields, onChooseMusic }: EditGreetingDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={EDIT_GREETING_TITLE} size="lg">
      {open && <EditGreetingForm fizz={fizz} onClose={onClose} onSaveFields={onSaveFields} onChooseMusic={onChooseMusic} />}
    </Modal>
  );
}

type Values = Record<string, string>;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function EditGreetingForm({ fizz, onClose, onSaveFields, onChooseMusic }: Omit<EditGreetingDialogProps, 'open'>) {
  const groups = fizz.specialFields;
  const grouped = useMemo(() => flattenFields(groups), [groups]);
  const fields = useMemo(() => grouped.flat(), [grouped]);
  const schema = useMemo(
    () => z.object(Object.fromEntries(fields.map((f) => [f.key, z.string().refine((v) => satisfiesRequired(f.required, v), REQUIRED_FIELD_MESSAGE)]))),
    [fields],
  );
  const [defaultValues] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f.key, f.value])));
  const { register, handleSubmit, control, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  const values = useWatch({ control }) as Values;
  const [status, setStatus] = useState<string | null>(null);

  const text = useDebounced(previewTextOf(groupsWithValues(groups, { ...defaultValues, ...values })), PREVIEW_REFRESH_MS);
  const indexes = previewIndexes(fizz.previewImageCount);
  const incomplete = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  const save = handleSubmit(async (valid) => {
    setStatus(null);
    try {
      await onSaveFields(groupsWithValues(groups, valid));
      onClose();
    } catch (error) {
      setStatus(errorMessage(error));
    }
  });

  return (
    <div className={styles.layout}>
      <div className={styles.previews}>
        {indexes.map((i) => (
          <img
            key={i}
            className={styles.preview}
            src={imagePreviewUrl(fizz.taId, i, text)}
            alt={indexes.length > 1 ? `Preview ${i + 1} of ${indexes.length} of your text` : 'Preview of your text'}
            width={640}
            height={360}
          />
        ))}
      </div>
      <form noValidate onSubmit={(e) => void save(e)} className={styles.form}>
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
        <MusicSummary music={fizz.music} onChoose={onChooseMusic} />
        {status && (
          <p role="alert" className={styles.status}>
            {status}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={formState.isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </div>
  );
}
