import { z } from 'zod';

/**
 * Laravel rules zod has no exact twin for. A failing rule reports the rule's name as the issue message
 * (`integer`, `boolean`, `confirmed`, ...); the backend's error map turns it into the localised Laravel message.
 * Field values Laravel counts as empty (absent, null, '', blanks, []) are handled by that map too: `required` for
 * a field the schema does not let be absent (or null), nothing for an optional one.
 */

/** The e-mail shape Laravel's `email` rule accepts (no spaces, one @, no quoting). */
export const EMAIL_PATTERN = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+$/u;

const INTEGER = /^[+-]?\d{1,30}$/;

/** Laravel `string|email|max:255`, trimmed. */
export const email = () => z.string().trim().max(320, 'email').email({ pattern: EMAIL_PATTERN }).max(255);

/** Laravel `integer`: an integer or a string of digits. */
export const integerLike = () =>
  z
    .union([z.number(), z.string()], 'integer')
    .refine((v) => (typeof v === 'number' ? Number.isInteger(v) : INTEGER.test(v.trim())), 'integer');

/** A positive record id, as a number or a string of digits. */
export const idLike = () =>
  z
    .union([z.number(), z.string()], 'integer')
    .refine(
      (v) =>
        typeof v === 'number'
          ? Number.isSafeInteger(v) && v > 0
          : /^\d{1,15}$/.test(v.trim()) && Number(v) > 0,
      'integer',
    );

/** Laravel `boolean`: true, false, 0, 1, '0', '1'. */
export const booleanLike = () => z.union([z.boolean(), z.literal([0, 1, '0', '1'])], 'boolean');

/**
 * Laravel `confirmed`: `<field>_confirmation` equals `<field>`, checked even when other fields failed.
 * Use as `z.object({...}).refine(...confirmed('password'))`.
 */
export const confirmed = (
  field: string,
): [(v: Record<string, unknown>) => boolean, z.core.$ZodCustomParams] => [
  (v) => v[`${field}_confirmation`] === v[field],
  {
    message: 'confirmed',
    path: [field],
    when: ({ value }: { value: unknown }) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Record<string, unknown>)[field] === 'string',
  },
];

/** A route id in the path: digits only (anything else is an unknown record). */
export const IdParams = z.object({
  id: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/)])
    .pipe(z.transform(Number))
    .pipe(z.int().min(1)),
});
export type IdParams = z.input<typeof IdParams>;
