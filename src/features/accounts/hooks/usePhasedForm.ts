import { useMemo, useRef, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { requiredFilled, type Phase } from '@/features/accounts/rules/validation';

type Options<T extends FieldValues> = {
  /** The form's rules; some messages differ on blur and on submit (part 1 §5). Keep it stable. */
  schemaFor: (phase: Phase) => z.ZodMiniType<T, T>;
  defaultValues: DefaultValues<T>;
  /** Submit stays disabled while any of these is empty. */
  required: readonly (keyof T & string)[];
  /** Runs with valid values; a rejection is the page's to show (it keeps the typed values). */
  onValid: (values: T) => Promise<unknown>;
};

/**
 * A zod schema as a react-hook-form resolver: each field's first message, as @hookform/resolvers
 * gives it (the forms' fields are flat). Ten lines here instead of that package keeps /login, a
 * page visitors land on, within its first-load budget.
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodMiniType<T, T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.') || 'root'] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * react-hook-form + zod with the spec's two wordings: fields are checked when they lose focus
 * (and again while being corrected) with the blur messages, and all together on submit with the
 * submit messages (which stay until the field is changed). Submits go through the app's one guard
 * (useSingleSubmit), so a double click or a second Enter sends one request.
 */
export function usePhasedForm<T extends FieldValues>({ schemaFor, defaultValues, required, onValid }: Options<T>) {
  const phase = useRef<Phase>('blur');
  /** The values at the last submit: a field keeps its submit wording until it is changed. */
  const submitted = useRef<Record<string, unknown> | null>(null);
  const resolver = useMemo<Resolver<T>>(() => {
    const blur = schemaResolver(schemaFor('blur'));
    const submit = schemaResolver(schemaFor('submit'));
    return async (values, context, options) => {
      if (phase.current === 'submit') {
        submitted.current = { ...values };
        return submit(values, context, options);
      }
      const onBlur = await blur(values, context, options);
      const before = submitted.current;
      if (!before || !Object.keys(onBlur.errors).length) return onBlur;
      const onSubmit = await submit(values, context, options);
      const errors: Record<string, unknown> = { ...onBlur.errors };
      for (const name of Object.keys(errors)) {
        const submitError = (onSubmit.errors as Record<string, unknown>)[name];
        if (submitError && Object.is(values[name], before[name])) errors[name] = submitError;
      }
      return { values: onBlur.values, errors } as Awaited<ReturnType<Resolver<T>>>;
    };
  }, [schemaFor]);

  const form = useForm<T>({ mode: 'onTouched', reValidateMode: 'onChange', defaultValues, resolver, shouldFocusError: true });
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const filled = requiredFilled(values, required);

  const { run, busy } = useSingleSubmit(async (event?: FormEvent) => {
    phase.current = 'submit';
    try {
      await form.handleSubmit(
        async (valid) => {
          phase.current = 'blur';
          try {
            await onValid(valid);
          } catch {
            /* the page shows the server's message under the form */
          }
        },
        () => {
          phase.current = 'blur';
        },
      )(event);
    } finally {
      phase.current = 'blur';
    }
  });

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void run(event);
  };

  return { form, onSubmit, filled, errors: form.formState.errors, submitting: busy || form.formState.isSubmitting };
}
