import { hasControlCharacters } from '@portal/contract';
import type { Msg } from '../../http/errors.js';

export const MAX_SOCIAL_LINKS = 20;
export const NETWORK_NAME = /^[a-z0-9_-]{1,32}$/;

/** A PostgreSQL unique violation of users' e-mail index (a race the pre-check did not see). */
export function isEmailUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e || e.code !== '23505') return false;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  return where.includes('users_email_lower_unique');
}

const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string' || v.length > 2048) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * Checks `social_media: {network: url}`: an object of at most 20 entries, network names 1–32 of
 * `[a-z0-9_-]`, values http(s) URLs (an empty or null value drops the network). Answers the cleaned map
 * or adds messages under `social_media` / `social_media.<network>`.
 */
export function checkSocialMedia(
  value: unknown,
  add: (field: string, msg: Msg) => void,
): Record<string, string> | undefined {
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    add('social_media', { key: 'profile.social_media_object' });
    return undefined;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_SOCIAL_LINKS) {
    add('social_media', {
      key: 'validation.max.array',
      params: { max: MAX_SOCIAL_LINKS },
      field: 'social_media',
    });
    return undefined;
  }
  const out: Record<string, string> = {};
  let ok = true;
  let badNetwork = false;
  for (const [network, url] of entries) {
    if (!NETWORK_NAME.test(network)) {
      if (!badNetwork) add('social_media', { key: 'profile.social_media_network' });
      ok = false;
      badNetwork = true;
      continue;
    }
    if (url === null || (typeof url === 'string' && url.trim() === '')) continue;
    // the URL is stored as sent: a control character is no URL (and a NUL would reach PostgreSQL: a 500)
    if (!isHttpUrl(typeof url === 'string' ? url.trim() : url) || hasControlCharacters(url as string)) {
      ok = false;
      add(`social_media.${network}`, { key: 'profile.social_media_url', params: { network } });
      continue;
    }
    out[network] = (url as string).trim();
  }
  return ok ? out : undefined;
}
