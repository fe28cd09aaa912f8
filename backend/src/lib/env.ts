import { z } from 'zod';

/** Parsers the backend's settings share (messages as users know them). */

/** Blank is unset. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const minutes = z.coerce.number().int().positive();
