import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { schemaResolver } from './usePhasedForm';

const schema = z
  .object({
    email: z.string().check(z.minLength(1, 'Email is required.'), z.email('Please enter a valid email.')),
    password: z.string().check(z.minLength(6, 'At least 6 characters.')),
    confirm: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirm, { message: 'Passwords do not match.', path: ['confirm'] }));

const resolve = (values: z.infer<typeof schema>) =>
  schemaResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver: zod as the forms’ resolver', () => {
  it.each([
    [{ email: '', password: 'secret1', confirm: 'secret1' }, { email: 'Email is required.' }],
    [
      { email: 'x', password: '123', confirm: '123' },
      { email: 'Please enter a valid email.', password: 'At least 6 characters.' },
    ],
    [{ email: 'a@b.co', password: 'secret1', confirm: 'other12' }, { confirm: 'Passwords do not match.' }],
  ])('%o → the first message of each field', async (values, messages) => {
    const { errors } = await resolve(values);
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { message: string }).message]))).toEqual(messages);
  });

  it('valid values pass through with no errors', async () => {
    const values = { email: 'a@b.co', password: 'secret1', confirm: 'secret1' };
    await expect(resolve(values)).resolves.toEqual({ values, errors: {} });
  });
});
