import type { Msg } from './errors.js';
import { ValidationFailed } from './errors.js';
import type { MessageKey } from './messages.js';

/**
 * A small Laravel-like validator: `{ email: 'required|string|email|max:255' }`.
 * Absent or empty fields only get the `required` message (or nothing when not required);
 * a failed type rule (string, integer, numeric, boolean, array) stops the field's remaining rules.
 * Supported: required, nullable, string, integer, numeric, boolean, array, email, url, min:n, max:n,
 * between:a,b, confirmed, in:a,b,...
 */
export type RuleSet<K extends string> = Record<K, string>;

const EMAIL = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+$/u;

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

type SizeKind = 'string' | 'numeric' | 'array';

function sizeOf(v: unknown, kind: SizeKind): number {
  if (kind === 'numeric') return Number(v);
  if (kind === 'array') return Array.isArray(v) ? v.length : 0;
  return typeof v === 'string' ? [...v].length : String(v).length;
}

function isIntegerLike(v: unknown): boolean {
  if (typeof v === 'number') return Number.isInteger(v);
  return typeof v === 'string' && /^[+-]?\d{1,30}$/.test(v.trim());
}

function isNumericLike(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && v.trim() !== '' && v.length < 100 && Number.isFinite(Number(v));
}

function isUrl(v: unknown): boolean {
  if (typeof v !== 'string' || v.length > 2048) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Returns the per-field messages (empty object when valid). */
export function check<K extends string>(input: unknown, rules: RuleSet<K>): Record<string, Msg[]> {
  const body: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const errors: Record<string, Msg[]> = {};
  for (const field of Object.keys(rules) as K[]) {
    const list = rules[field].split('|').filter(Boolean);
    const value = Object.prototype.hasOwnProperty.call(body, field) ? body[field] : undefined;
    const messages: Msg[] = [];
    const fail = (key: MessageKey, params?: Record<string, string | number>) => {
      messages.push({ key, params, field });
      return true;
    };
    const kind: SizeKind = list.some((r) => r === 'integer' || r === 'numeric')
      ? 'numeric'
      : list.includes('array')
        ? 'array'
        : 'string';

    if (isEmpty(value)) {
      if (list.includes('required')) fail('validation.required');
    } else {
      for (const rule of list) {
        const [name, arg = ''] = rule.split(/:(.*)/s) as [string, string?];
        const args = arg.split(',');
        let stop = false;
        switch (name) {
          case 'required':
          case 'nullable':
            break;
          case 'string':
            if (typeof value !== 'string') stop = fail('validation.string');
            break;
          case 'integer':
            if (!isIntegerLike(value)) stop = fail('validation.integer');
            break;
          case 'numeric':
            if (!isNumericLike(value)) stop = fail('validation.numeric');
            break;
          case 'boolean':
            if (![true, false, 0, 1, '0', '1'].includes(value as never)) stop = fail('validation.boolean');
            break;
          case 'array':
            if (!Array.isArray(value)) stop = fail('validation.array');
            break;
          case 'email':
            if (typeof value !== 'string' || value.length > 320 || !EMAIL.test(value))
              fail('validation.email');
            break;
          case 'url':
            if (!isUrl(value)) fail('validation.url');
            break;
          case 'min':
            if (sizeOf(value, kind) < Number(args[0])) fail(`validation.min.${kind}`, { min: args[0]! });
            break;
          case 'max':
            if (sizeOf(value, kind) > Number(args[0])) fail(`validation.max.${kind}`, { max: args[0]! });
            break;
          case 'between': {
            const size = sizeOf(value, kind);
            if (size < Number(args[0]) || size > Number(args[1]))
              fail(`validation.between.${kind}`, { min: args[0]!, max: args[1]! });
            break;
          }
          case 'confirmed':
            if (body[`${field}_confirmation`] !== value) fail('validation.confirmed');
            break;
          case 'in':
            if (!args.includes(String(value))) fail('validation.in');
            break;
          default:
            throw new Error(`unknown validation rule ${name}`);
        }
        if (stop) break;
      }
    }
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

/** Validates and returns the body's fields named in `rules`; throws a 422 otherwise. */
export function validate<K extends string>(input: unknown, rules: RuleSet<K>): Record<K, unknown> {
  const errors = check(input, rules);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  const body = (input ?? {}) as Record<string, unknown>;
  const out = {} as Record<K, unknown>;
  for (const field of Object.keys(rules) as K[]) out[field] = body[field];
  return out;
}

/** A shallow copy of the body with the named string fields trimmed (Laravel's TrimStrings, selectively). */
export function trimFields(input: unknown, fields: readonly string[]): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const f of fields) {
    const v = copy[f];
    if (typeof v === 'string') copy[f] = v.trim();
  }
  return copy;
}
