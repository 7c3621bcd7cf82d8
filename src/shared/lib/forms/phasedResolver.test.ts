import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { phasedResolver } from './phasedResolver';
import { requiredFilled } from './requiredFilled';

const schema = z
  .object({
    email: z.string().check(z.minLength(1, 'Email is required.'), z.email('Please enter a valid email.')),
    password: z.string().check(z.minLength(6, 'At least 6 characters.')),
    confirm: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirm, { message: 'Passwords do not match.', path: ['confirm'] }));
type Values = z.infer<typeof schema>;

const blurSchema = z.object({
  email: z.string().check(z.minLength(1, 'Email?')),
  password: z.string(),
  confirm: z.string(),
});

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const messages = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { message: string }).message]));

describe('phasedResolver: zod (zod/mini here) through @hookform/resolvers', () => {
  const resolve = (values: Values) => phasedResolver(schema, schema).resolver(values, undefined, options);

  it.each([
    [{ email: '', password: 'secret1', confirm: 'secret1' }, { email: 'Email is required.' }],
    [
      { email: 'x', password: '123', confirm: '123' },
      { email: 'Please enter a valid email.', password: 'At least 6 characters.' },
    ],
    [{ email: 'a@b.co', password: 'secret1', confirm: 'other12' }, { confirm: 'Passwords do not match.' }],
  ])('%o → the first message of each field', async (values, expected) => {
    expect(messages((await resolve(values)).errors)).toEqual(expected);
  });

  it('valid values pass through with no errors', async () => {
    const values = { email: 'a@b.co', password: 'secret1', confirm: 'secret1' };
    await expect(resolve(values)).resolves.toEqual({ values, errors: {} });
  });

  it('blur wording while editing; after a submit a field keeps the submit wording while it holds the submitted value', async () => {
    const { resolver, setPhase } = phasedResolver(schema, blurSchema);
    const run = async (values: Values) => messages((await resolver(values, undefined, options)).errors).email;
    const empty = { email: '', password: 'secret1', confirm: 'secret1' };
    expect(await run(empty)).toBe('Email?');
    setPhase('submit');
    expect(await run(empty)).toBe('Email is required.');
    setPhase('blur');
    expect(await run(empty)).toBe('Email is required.');
    expect(await run({ ...empty, email: 'x' })).toBeUndefined();
    expect(await run({ ...empty, password: 'other12' })).toBe('Email is required.');
  });
});

describe('requiredFilled: submit is disabled while a required field is empty', () => {
  it.each([
    [{ a: 'x', b: 'y' }, true],
    [{ a: 'x', b: '' }, false],
    [{ a: ' ', b: 'y' }, true],
    [{ a: 'x' }, false],
  ])('%o → %s', (values, expected) => {
    expect(requiredFilled(values, ['a', 'b'])).toBe(expected);
  });
});
