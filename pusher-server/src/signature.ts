import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `data` with `secret` (the signature of every Pusher auth string). */
export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

export function md5Hex(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/**
 * Constant-time string comparison: `timingSafeEqual` on equal-length buffers. Different lengths answer false at
 * once (the expected length is public: a key plus 64 hex digits, or 32 for an md5).
 */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/**
 * The `auth` value a client must present to subscribe to a private or presence channel:
 * `<key>:<hex HMAC-SHA256(secret, "<socket_id>:<channel>[:<channel_data>]")>`.
 */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const payload =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacSha256Hex(secret, payload)}`;
}

export function verifyChannelAuth(
  given: unknown,
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof given !== 'string') return false;
  return safeEqual(given, channelAuth(key, secret, socketId, channel, channelData));
}

/** Parses a raw query string strictly: no duplicate or empty keys, valid percent-encoding. */
export function parseQueryStrict(rawQuery: string): Map<string, string> | string {
  const params = new Map<string, string>();
  if (rawQuery === '') return params;
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return 'Malformed query string';
    }
    if (name === '') return 'Malformed query string';
    if (params.has(name)) return `Duplicate query parameter ${name}`;
    params.set(name, value);
  }
  return params;
}

/** `<METHOD>\n<path>\n<params except auth_signature, sorted by key, key=value joined by &>` */
export function apiStringToSign(method: string, path: string, params: Map<string, string>): string {
  const pairs = [...params.entries()]
    .filter(([name]) => name !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return `${method.toUpperCase()}\n${path}\n${pairs.join('&')}`;
}

export interface ApiRequestToVerify {
  method: string;
  /** The request path as received, without the query string (e.g. `/apps/1/events`). */
  path: string;
  rawQuery: string;
  /** The raw request body, exactly as received. */
  body: string;
  key: string;
  secret: string;
  nowSeconds: number;
  maxSkewSeconds: number;
}

/** Verifies a signed HTTP API request (auth_version 1.0). Answers null when valid, else the reason. */
export function verifyApiRequest(request: ApiRequestToVerify): string | null {
  const params = parseQueryStrict(request.rawQuery);
  if (typeof params === 'string') return params;

  const authKey = params.get('auth_key');
  const authTimestamp = params.get('auth_timestamp');
  const authVersion = params.get('auth_version');
  const authSignature = params.get('auth_signature');
  const bodyMd5 = params.get('body_md5');

  if (authKey === undefined || authTimestamp === undefined || authVersion === undefined || !authSignature) {
    return 'Missing auth_key, auth_timestamp, auth_version or auth_signature';
  }
  if (!safeEqual(authKey, request.key)) return 'Unknown auth_key';
  if (authVersion !== '1.0') return 'Unsupported auth_version (expected 1.0)';
  if (!/^\d{1,12}$/.test(authTimestamp)) return 'Invalid auth_timestamp';
  if (Math.abs(request.nowSeconds - Number(authTimestamp)) > request.maxSkewSeconds) {
    return `Timestamp expired: auth_timestamp must be within ${request.maxSkewSeconds} s of the server time`;
  }
  if (request.body !== '' || bodyMd5 !== undefined) {
    if (bodyMd5 === undefined) return 'Missing body_md5';
    if (!safeEqual(bodyMd5, md5Hex(request.body))) return 'body_md5 does not match the body';
  }
  const expected = hmacSha256Hex(request.secret, apiStringToSign(request.method, request.path, params));
  if (!safeEqual(authSignature, expected)) return 'Invalid signature';
  return null;
}
