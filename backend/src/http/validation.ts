import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { Msg } from './errors.js';
import { notFound, ValidationFailed } from './errors.js';
import { hasMessage } from './messages.js';

/**
 * The one error map from the contract's zod schemas to Laravel's 422 (`{message, errors: {field: [...]}}`, see
 * responses.ts), with Laravel's rules:
 * - a value Laravel counts as empty (absent, null, blanks, []) only ever gets `required`: when the field may not be
 *   absent, or may be absent but was sent (`sometimes`); a nullable field takes it as null;
 * - a failed type stops the field's other rules (zod's own behaviour), other rules all report, in their order;
 * - sizes are per kind (`validation.min.string` / `.numeric` / `.array`) and strings count characters;
 * - the contract's own rules report their name as the issue message (`integer`, `confirmed`, ...).
 * A path parameter that does not match is an unknown record (404), as Laravel's route binding.
 */

type Issue = z.core.$ZodIssue;
type Fields = Record<string, Msg[]>;

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const RULE_NAME = /^[a-z_]+(\.[a-z_]+)*$/;

type SizeKind = 'string' | 'numeric' | 'array';

function sizeKind(origin: string): SizeKind {
  if (origin === 'string') return 'string';
  if (origin === 'array' || origin === 'set') return 'array';
  return 'numeric';
}

/** The error key of an issue: the path up to the first array index (`role_ids.3` reports as `role_ids`). */
function fieldOf(path: readonly PropertyKey[]): string {
  const end = path.findIndex((p) => typeof p === 'number');
  return (end < 0 ? path : path.slice(0, end)).map(String).join('.');
}

/** The size bounds of a field for Laravel's `between` (through optional, nullable and pipes). */
function boundsOf(schema: z.core.$ZodType | undefined): { min: number; max: number } {
  const bounds = { min: NaN, max: NaN };
  for (let s = schema; s;) {
    const def = s._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; out?: z.core.$ZodType };
    for (const check of def.checks ?? []) {
      const c = check._zod.def as { check: string; value?: unknown; minimum?: unknown; maximum?: unknown };
      const value = Number(c.value ?? c.minimum ?? c.maximum);
      if (c.check === 'greater_than' || c.check === 'min_length' || c.check === 'min_size')
        bounds.min = value;
      if (c.check === 'less_than' || c.check === 'max_length' || c.check === 'max_size') bounds.max = value;
    }
    s = def.innerType ?? def.out;
  }
  return bounds;
}

/** The message of one issue, or null when Laravel would not complain (a string short enough in characters). */
function messageOf(issue: Issue, field: string, shape: Record<string, z.ZodType>): Msg | null {
  const base = { field };
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const kind = sizeKind(issue.origin);
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      if (issue.code === 'too_big' && kind === 'string' && typeof issue.input === 'string') {
        if ([...issue.input].length <= Number(bound)) return null;
      }
      if (issue.message === 'between') {
        return { ...base, key: `validation.between.${kind}`, params: boundsOf(shape[field]) };
      }
      if (RULE_NAME.test(issue.message)) break;
      return issue.code === 'too_small'
        ? { ...base, key: `validation.min.${kind}`, params: { min: Number(bound) } }
        : { ...base, key: `validation.max.${kind}`, params: { max: Number(bound) } };
    }
    case 'invalid_type':
      if (RULE_NAME.test(issue.message)) break;
      if (issue.expected === 'int') return { ...base, key: 'validation.integer' };
      if (issue.expected === 'number') return { ...base, key: 'validation.numeric' };
      if (issue.expected === 'boolean') return { ...base, key: 'validation.boolean' };
      if (issue.expected === 'array' || issue.expected === 'object' || issue.expected === 'record')
        return { ...base, key: 'validation.array' };
      return { ...base, key: 'validation.string' };
    case 'invalid_format':
      if (RULE_NAME.test(issue.message)) break;
      if (issue.format === 'email') return { ...base, key: 'validation.email' };
      if (issue.format === 'url') return { ...base, key: 'validation.url' };
      return { ...base, key: 'validation.regex' };
    default:
      if (RULE_NAME.test(issue.message)) break;
      return { ...base, key: 'validation.in' };
  }
  const rule = issue.message;
  const laravel = `validation.${rule}`;
  // a contract rule may name its bounds (`password_bytes` its `max`)
  const params = issue.code === 'custom' ? (issue.params as Msg['params']) : undefined;
  if (hasMessage(laravel)) return { ...base, key: laravel, ...(params ? { params } : {}) };
  if (hasMessage(rule)) return { key: rule };
  throw new Error(`the contract names an unknown rule: ${rule}`);
}

function addMessage(fields: Fields, field: string, msg: Msg) {
  const list = (fields[field] ??= []);
  if (!list.some((m) => m.key === msg.key)) list.push(msg);
}

export interface Checked<T> {
  /** The parsed value when nothing failed. */
  value?: T;
  errors: Fields;
  /** Object schemas: the parsed fields that passed their own rules (for checks that add to the 422). */
  valid: Record<string, unknown>;
}

/** Validates `input` against a contract schema the way Laravel's validator would. */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  if (!(schema instanceof z.ZodObject)) {
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) return { value: result.data, errors: {}, valid: {} };
    const errors: Fields = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      const msg = messageOf(issue, field, {});
      if (msg) addMessage(errors, field, msg);
    }
    return { errors, valid: {} };
  }

  const shape = schema.shape as Record<string, z.ZodType>;
  const raw = isRecord(input) ? input : {};
  const prepared: Record<string, unknown> = { ...raw };
  const errors: Fields = {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const present = Object.prototype.hasOwnProperty.call(raw, field);
    const value = present ? raw[field] : undefined;
    // an empty list the schema takes is a value (`role_ids: []` removes every role)
    if (!isEmpty(value) || (Array.isArray(value) && fieldSchema.safeParse(value).success)) continue;
    delete prepared[field];
    if (!present && fieldSchema._zod.optin === 'optional') continue;
    if (fieldSchema.safeParse(null).success) prepared[field] = null;
    else errors[field] = [{ key: 'validation.required', field }];
  }

  const result = schema.safeParse(prepared, { reportInput: true });
  if (result.success && Object.keys(errors).length === 0) {
    return { value: result.data, errors, valid: {} };
  }
  const found: Fields = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (errors[field.split('.')[0]!]) continue;
    const msg = messageOf(issue, field, shape);
    if (msg) addMessage(found, field, msg);
  }
  // Laravel's order: the fields as the rules list them, each with its messages in rule order
  const order = Object.keys(shape);
  const position = (field: string) => {
    const i = order.indexOf(field.split('.')[0]!);
    return i < 0 ? order.length : i;
  };
  const all = { ...errors, ...found };
  const sorted: Fields = {};
  for (const field of Object.keys(all).sort((a, b) => position(a) - position(b))) sorted[field] = all[field]!;

  const valid: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    if (sorted[field] || !Object.prototype.hasOwnProperty.call(prepared, field)) continue;
    const one = fieldSchema.safeParse(prepared[field]);
    if (one.success) valid[field] = one.data;
  }
  if (Object.keys(sorted).length === 0) {
    // only messages Laravel would not give (a string long in UTF-16 units, short in characters)
    return { value: { ...prepared, ...valid } as z.output<S>, errors: {}, valid };
  }
  return { errors: sorted, valid };
}

/** Fastify's validator compiler for the contract's schemas (installed by `useContract`, http/routes.ts). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'params') {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: notFound() };
    }
    const { value, errors, valid } = checkInput(schema, data);
    if (Object.keys(errors).length > 0) return { error: new ValidationFailed(errors, valid) };
    return { value };
  };

/**
 * Routes that add checks of their own to the schema's (the database's: unique e-mail, ...) in the same 422 run
 * with `attachValidation`; this answers the fields that passed the schema (all of them when it passed) and an
 * error bag that starts with the schema's messages. Any other validation error (a bad path id) is thrown.
 */
export function validationOf<T>(request: FastifyRequest, body: T) {
  const failed = request.validationError;
  if (failed && !(failed instanceof ValidationFailed)) throw failed;
  const fields: Fields = failed ? { ...failed.fields } : {};
  const valid = (failed ? failed.valid : body) as Partial<T>;
  return {
    valid,
    add(field: string, msg: Msg) {
      (fields[field] ??= []).push(msg);
    },
    has: (field: string) => (fields[field]?.length ?? 0) > 0,
    /** The body, once no check failed. */
    body(): T {
      if (Object.keys(fields).length > 0) throw new ValidationFailed(fields);
      return body;
    },
  };
}
