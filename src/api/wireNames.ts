import { z } from '@/api/zod';

/** T with the keys named in M renamed (M maps a wire name to the app's). */
export type Renamed<T, M extends Record<string, string>> = {
  [K in keyof T as K extends keyof M ? M[K] : K]: T[K];
};

/**
 * The server calls a greeting a "fizz" (spec part 1 §3: `fizzId`, `editFizzId`, `fizzCreated`…); the
 * app says greeting from the API up. `fromWire(schema, { fizzId: 'greetingId' })` parses the wire
 * form and answers the app's names, so no "fizz" travels past src/api (the fake server writes the
 * wire form: it types its answers with `z.input`).
 */
export function fromWire<T extends Record<string, unknown>, I, const M extends { [K in keyof T]?: string }>(
  schema: z.ZodMiniType<T, I>,
  names: M,
) {
  return z.pipe(
    schema,
    z.transform((value: T) => {
      const out: Record<string, unknown> = { ...value };
      for (const [wire, app] of Object.entries(names) as [string, string][]) {
        out[app] = out[wire];
        delete out[wire];
      }
      return out as Renamed<T, Extract<M, Record<string, string>>>;
    }),
  );
}
