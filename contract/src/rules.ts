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

/** C0 and C1 control characters (NUL included: PostgreSQL refuses it in text). */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\n\t])\p{Cc}/u;

/** True when `value` holds a control character other than newline and tab (those too unless `multiline`). */
export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? CONTROL_BUT_LINES : CONTROL).test(value);

const noControl = z.refine<string>((v) => !hasControlCharacters(v), {
  message: 'control_characters',
  abort: true,
});
const noControlButLines = z.refine<string>((v) => !hasControlCharacters(v, true), {
  message: 'control_characters',
  abort: true,
});

/** Half of a UTF-16 surrogate pair: no Unicode at all (a database would store U+FFFD instead). */
const LONE_SURROGATE = /\p{Cs}/u;
const wholeCharacters = z.refine<string>((v) => !LONE_SURROGATE.test(v), {
  message: 'characters',
  abort: true,
});

/**
 * Every string field of a request body starts here (index.test.ts walks the bodies to prove it): control
 * characters and halves of surrogate pairs are refused with a 422 before any other rule, newline and tab only in
 * `multiline` fields.
 */
export const text = (options: { multiline?: boolean; invalidType?: string } = {}) =>
  z
    .string(options.invalidType)
    .check(options.multiline ? noControlButLines : noControl)
    .check(wholeCharacters);

/** Whether a string schema starts with `text()`'s rule (index.test.ts). */
export const isText = (schema: z.ZodString) =>
  (schema._zod.def.checks ?? []).some((c) => c === noControl || c === noControlButLines);

/**
 * Bidi embeddings, overrides, isolates and marks: they let a name show as another (`\u202Enimda` reads `admin`).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Zero-width characters, which make two names that read alike differ (`ad\u200Bmin`): zero-width space, non-joiner,
 * word joiner, BOM, Mongolian vowel separator, and a zero-width joiner that does not join two pictographs (as in 👨‍💻).
 */
const ZERO_WIDTH =
  /[\u200B\u200C\u2060\uFEFF\u180E]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

/**
 * Text a member names or describes something with, as others will read it (list, customer, type, task, token and
 * member names, titles, descriptions): besides what `text()` refuses, refuses text direction controls and zero-width
 * characters, and keeps it in Unicode NFC, so that `é` is
 * one character however it was typed.
 */
export const visibleText = (options: { multiline?: boolean } = {}) =>
  text(options)
    .refine((v) => !BIDI_CONTROLS.test(v), 'bidi_controls')
    .refine((v) => !ZERO_WIDTH.test(v), 'zero_width')
    .overwrite((v) => v.normalize('NFC'));

/** A member's name. */
export const personName = () => visibleText().trim();

/** Characters that do not show (zero-width, soft hyphen, direction marks, BOM, variation selectors ...). */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;

/**
 * The one form of an e-mail for storage, look-ups and uniqueness: trimmed, Unicode NFC, the domain in lower case
 * (the database compares `lower(email)` besides).
 */
export const normalizeEmail = (value: string) => {
  const trimmed = value.trim().normalize('NFC');
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : trimmed.slice(0, at + 1) + trimmed.slice(at + 1).toLowerCase();
};

/**
 * Laravel `string|email|max:255`, normalised (`normalizeEmail`). Look-alikes are no e-mail: invisible characters
 * anywhere, or a domain ending in a dot (`a@example.com.` is `a@example.com` to DNS).
 */
export const email = () =>
  text()
    .overwrite(normalizeEmail)
    .max(320, 'email')
    .email({ pattern: EMAIL_PATTERN })
    .refine((v) => !INVISIBLE.test(v) && !v.endsWith('.'), 'email')
    .max(255);

/** bcrypt reads only the first 72 bytes of a password: a longer one would match whatever it starts with. */
export const MAX_PASSWORD_BYTES = 72;

/** A password as the member types it (at most `MAX_PASSWORD_BYTES` in UTF-8). */
export const password = () =>
  text().refine((v) => new TextEncoder().encode(v).length <= MAX_PASSWORD_BYTES, {
    message: 'password_bytes',
    params: { max: MAX_PASSWORD_BYTES },
  });

/** An ISO 8601 time with a date and a time (`2026-11-24T20:00:00Z`, `…+01:00`); Laravel `date` otherwise. */
export const isoDateTime = () =>
  text().refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'date');

/** Laravel `integer`: an integer or a string of digits. */
export const integerLike = () =>
  z
    .union([z.number(), text()], 'integer')
    .refine((v) => (typeof v === 'number' ? Number.isInteger(v) : INTEGER.test(v.trim())), 'integer');

/** A positive record id, as a number or a string of digits. */
export const idLike = () =>
  z
    .union([z.number(), text()], 'integer')
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
