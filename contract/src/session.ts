/**
 * Where the web app keeps the member's session token: this localStorage key, its value base64 of the token's JSON
 * string (web/src/lib/session.ts). The gateway's GraphQL IDE on the same origin reads it to send the member's
 * `Authorization` header.
 */
export const SESSION_TOKEN_STORAGE_KEY = 'portal.token';
