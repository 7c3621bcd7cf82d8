import { z } from '@/api/zod';

/** Every answer carries status 'success'; calls whose body the spec does not read use this. */
export const okSchema = z.looseObject({ status: z.literal('success') });
export type Ok = z.infer<typeof okSchema>;

/** Ids arrive as numbers or numeric strings; the app treats them as strings in URLs. */
export const idSchema = z.union([z.number(), z.string()]);

/** Prices come from the server as numbers or strings. */
export const priceSchema = z.union([z.number(), z.string()]);
