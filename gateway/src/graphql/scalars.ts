import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

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
