/**
 * Text the database cannot take: NUL (PostgreSQL's text has none; PGlite fails the statement with "invalid byte
 * sequence") or one half of a UTF-16 surrogate pair, which is no Unicode at all (the drivers would store U+FFFD).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isUnstorable = (text: string) => text.search(UNSTORABLE) >= 0;

/**
 * The field of the first such text in a parsed request part (path parameters, query; keys count too): `search`,
 * `filter[name]`, `ids` (a list's field, not its index), or null when there is none.
 */
export function unstorableField(value: unknown, path: readonly string[] = []): string | null {
  const field = () => path.join('.');
  if (typeof value === 'string') return isUnstorable(value) ? field() : null;
  if (Array.isArray(value)) {
    for (const item of value) if (unstorableField(item, path) !== null) return field();
    return null;
  }
  // parsed parameters and queries are objects without Object's prototype
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    // a key is named with its bad characters replaced (a message cannot carry them either)
    if (isUnstorable(key)) return [...path, key.replace(UNSTORABLE, '\uFFFD')].join('.');
    const found = unstorableField(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
