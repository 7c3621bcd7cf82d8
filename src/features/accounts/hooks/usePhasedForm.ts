import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useSingleSubmit } from '../../../shared/lib/useSingleSubmit';
import { requiredFilled, type Phase } from '../rules/validation';

type Options<T extends FieldValues> = {
  /** The form's rules; some messages differ on blur and on submit (part 1 §5). Keep it stable. */
  schemaFor: (phase: Phase) => z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** Submit stays disabled while any of these is empty. */
  required: readonly (keyof T & string)[];
  /** Runs with valid values; a rejection is the page's to show (it keeps the typed values). */
  onValid: (values: T) => Promise<unknown>;
};

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
    const blur = zodResolver(schemaFor('blur')) as unknown as Resolver<T>;
    const submit = zodResolver(schemaFor('submit')) as unknown as Resolver<T>;
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
