/**
 * Text the database cannot take: NUL (PostgreSQL's text has none; PGlite fails the statement with "invalid byte
 * sequence") or one half of a UTF-16 surrogate pair, which is no Unicode at all (the drivers would store U+FFFD).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => UNSTORABLE.test(text);

/**
 * True when a path parameter holds such text. It names no record (404, as an unknown one); queries and bodies meet
 * their routes' checks (contract text() refuses such text, list queries their filter values).
 */
export const hasUnstorableParam = (params: unknown): boolean =>
  typeof params === 'object' &&
  params !== null &&
  Object.values(params).some((value) => typeof value === 'string' && isUnstorable(value));
