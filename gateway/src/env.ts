import { z } from 'zod';

/** An integer in [min, max]: the parser the gateway's settings share (modules' too). */
export const int = (min: number, max: number) =>
  z
    .string()
    .refine((raw) => Number.isInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) => `must be an integer between ${min} and ${max}, got "${String(issue.input)}"`,
    })
    .transform(Number);
