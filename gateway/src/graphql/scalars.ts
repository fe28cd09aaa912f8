import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDay } from '@portal/contract';

function toIso(value: unknown): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
  }
  return date.toISOString();
}

/** ISO 8601 date-time; REST timestamps (ISO strings, UTC) pass through normalised to `toISOString()` form. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'ISO 8601 date-time, e.g. 2026-11-21T23:00:00.000Z.',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('DateTime must be an ISO 8601 string', { nodes: ast });
    return toIso(ast.value);
  },
});

/** A `YYYY-MM-DD` that names a real calendar day (no 2026-02-30), the same rule as the backend's; else an error. */
function toDay(value: unknown): string {
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  throw new GraphQLError(`Date cannot represent ${JSON.stringify(value)}: expected YYYY-MM-DD`);
}

/** A calendar day without a time of day (the backend's `YYYY-MM-DD`); passes through unchanged, checked both ways. */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar day without a time of day, YYYY-MM-DD (e.g. 2026-11-24).',
  serialize: toDay,
  parseValue: toDay,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Date must be a YYYY-MM-DD string', { nodes: ast });
    return toDay(ast.value);
  },
});
