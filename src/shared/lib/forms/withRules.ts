import { z } from 'zod/mini';

/** A message per failing field, by field name; null or undefined when the field is fine. */
type Messages = { readonly [field: string]: string | null | undefined };

/**
 * An object schema whose messages come from the app's rule functions (rules/*.ts, unit-tested on
 * their own): `rules(values)` names each failing field's message, word for word from the spec.
 */
export function withRules<S extends z.ZodMiniObject>(shape: S, rules: (values: z.infer<S>) => Messages) {
  return shape.check(
    z.superRefine((values: z.infer<S>, ctx) => {
      for (const [field, message] of Object.entries(rules(values)))
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }),
  );
}
