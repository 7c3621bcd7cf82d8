import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/** A form's rules: a zod 4 schema (classic or zod/mini) over the form's values. */
export type FormSchema<T extends FieldValues> = $ZodType<T, T>;

/** A field is checked on blur (and while it is corrected) or on submit; some rules word these differently. */
export type Phase = 'blur' | 'submit';

type Errors = Record<string, unknown>;

/**
 * @hookform/resolvers' zodResolver for each phase: `submit` while a submit is checked (setPhase),
 * `blur` otherwise. A field keeps its submit message while it holds the value it was submitted
 * with (part 1 §5: a blur without a change must not reword what the submit said).
 */
export function phasedResolver<T extends FieldValues>(submitSchema: FormSchema<T>, blurSchema: FormSchema<T>) {
  const submit = zodResolver(submitSchema) as Resolver<T>;
  const blur = blurSchema === submitSchema ? submit : (zodResolver(blurSchema) as Resolver<T>);
  let phase: Phase = 'blur';
  /** The values at the last submit. */
  let submitted: Errors | null = null;
  const resolver: Resolver<T> = async (values, context, options) => {
    if (phase === 'submit') {
      submitted = { ...values };
      return submit(values, context, options);
    }
    const onBlur = await blur(values, context, options);
    const before = submitted;
    if (blur === submit || !before || !Object.keys(onBlur.errors).length) return onBlur;
    const onSubmit = (await submit(values, context, options)).errors as Errors;
    const errors: Errors = { ...onBlur.errors };
    for (const name of Object.keys(errors))
      if (onSubmit[name] && Object.is(values[name], before[name])) errors[name] = onSubmit[name];
    return { ...onBlur, errors } as Awaited<ReturnType<Resolver<T>>>;
  };
  return {
    resolver,
    setPhase: (next: Phase) => {
      phase = next;
    },
  };
}
