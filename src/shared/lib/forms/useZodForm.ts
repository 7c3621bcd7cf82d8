import { useMemo, type FormEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { phasedResolver, type FormSchema } from './phasedResolver';
import { requiredFilled } from './requiredFilled';

export type ZodFormOptions<T extends FieldValues> = {
  /** The form's rules, with the messages a submit shows. Keep it stable (module level or useMemo). */
  schema: FormSchema<T>;
  /** The same rules worded for a field being edited (accounts, part 1 §5); by default `schema`. Keep it stable. */
  blurSchema?: FormSchema<T>;
  defaultValues: DefaultValues<T>;
  /** `filled` is false (submit disabled) while any of these is empty. */
  required?: readonly Path<T>[];
  /**
   * Runs with the valid values, one run at a time. A rejection is the caller's to show (its
   * mutation's error, or a catch of its own); the typed values stay.
   */
  onValid: (values: T) => unknown;
  /** Focus the first field in error on a failed submit (default); off where a bad submit is silently ignored. */
  focusError?: boolean;
};

/** What `<Field>` takes for one field: the registration and its message (Field ties it with aria-invalid/-describedby). */
export type FieldBinding<T extends FieldValues> = UseFormRegisterReturn<Path<T>> & { error?: string };

/** The message of a field, if any. */
export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The app's one form hook: react-hook-form with a zod schema (@hookform/resolvers). A field is
 * checked when it first loses focus, then on every change; a submit checks all fields and focuses
 * the first in error. Submits go through the app's one guard (useSingleSubmit), so a double
 * click or a second Enter runs `onValid` once.
 */
export function useZodForm<T extends FieldValues>({
  schema,
  blurSchema = schema,
  defaultValues,
  required = [],
  onValid,
  focusError = true,
}: ZodFormOptions<T>) {
  const { resolver, setPhase } = useMemo(() => phasedResolver(schema, blurSchema), [schema, blurSchema]);
  const form = useForm<T>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
    resolver,
    shouldFocusError: focusError,
  });
  const values = useWatch({ control: form.control }) as T;
  const { errors } = form.formState;

  const { run, busy } = useSingleSubmit(async (event?: FormEvent) => {
    setPhase('submit');
    try {
      await form.handleSubmit(
        async (valid) => {
          setPhase('blur');
          try {
            await onValid(valid);
          } catch {
            /* the caller shows it (see onValid) */
          }
        },
        () => {
          setPhase('blur');
        },
      )(event);
    } finally {
      setPhase('blur');
    }
  });

  /** The form's onSubmit: never a page load, one run at a time. */
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void run(event);
  };

  const field = (name: Path<T>, options?: RegisterOptions<T, Path<T>>): FieldBinding<T> => ({
    ...form.register(name, options),
    error: errorOf(errors, name),
  });

  return {
    form,
    /** `<Field {...field('email')} />`: registered (with react-hook-form's options, if any), with its message. */
    field,
    errors,
    /** The current values (re-rendering on each change). */
    values,
    /** Every `required` field has content. */
    filled: requiredFilled(values, required),
    onSubmit,
    /** A submit is being checked or run. */
    submitting: busy || form.formState.isSubmitting,
  };
}
