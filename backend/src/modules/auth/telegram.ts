import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TelegramCheck = 'ok' | 'invalid' | 'expired';

/** Largest accepted clock skew for an `auth_date` in the future. */
const MAX_FUTURE_SECONDS = 300;
export const TELEGRAM_MAX_AGE_SECONDS = 86_400;

/**
 * The data-check-string Telegram documents: every received field except `hash` (null/undefined skipped),
 * sorted by key, `key=value`, joined by '\n'. Returns null when a value is not a string, number or boolean.
 */
export function dataCheckString(payload: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const key of Object.keys(payload).sort()) {
    if (key === 'hash') continue;
    const value = payload[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    parts.push(`${key}=${String(value)}`);
  }
  return parts.join('\n');
}

/** hex HMAC-SHA256(data-check-string, SHA256(bot token)). */
export function telegramHash(payload: Record<string, unknown>, botToken: string): string | null {
  const data = dataCheckString(payload);
  if (data === null) return null;
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Verifies a Telegram Login Widget payload (hash compared in constant time, auth_date at most 24 h old). */
export function verifyTelegramLogin(
  payload: Record<string, unknown>,
  botToken: string,
  nowSeconds: number,
  maxAgeSeconds: number = TELEGRAM_MAX_AGE_SECONDS,
): TelegramCheck {
  const given = payload.hash;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return 'invalid';
  const expected = telegramHash(payload, botToken);
  if (expected === null) return 'invalid';
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex')))
    return 'invalid';
  const authDate = Number(payload.auth_date);
  if (!Number.isSafeInteger(authDate)) return 'invalid';
  if (nowSeconds - authDate > maxAgeSeconds || authDate - nowSeconds > MAX_FUTURE_SECONDS) return 'expired';
  return 'ok';
}

/** Signs a payload the way Telegram does (tests and local tooling). */
export function signTelegramLogin<T extends Record<string, unknown>>(
  payload: T,
  botToken: string,
): T & { hash: string } {
  return { ...payload, hash: telegramHash(payload, botToken) ?? '' };
}
