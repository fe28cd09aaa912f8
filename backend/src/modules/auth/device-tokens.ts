import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

/** A device token lives this long; each login hands out a fresh one. */
const LIFETIME_DAYS = 180;
const VERSION = 'd1';

/**
 * OWASP's device cookies: a login hands the browser a token that says "this device has logged in as this member".
 * Failed logins by strangers then lock out only clients without one (see service.ts), never the member on a known
 * device. A token is `d1.<member id>.<nonce>.<expiry, epoch seconds>.<HMAC>`, signed with a key derived from
 * PORTAL_SECRET over those fields and the member's password hash: nothing is stored, and a password change or reset
 * (which also ends the member's sessions) voids the member's device tokens. The nonce names the token for its own
 * failure counter.
 */
export function createDeviceTokens(deps: { secret: string; clock: Clock }) {
  const key = Buffer.from(hkdfSync('sha256', deps.secret, Buffer.alloc(0), 'portal device tokens', 32));
  const mac = (fields: string, passwordHash: string) =>
    createHmac('sha256', key).update(`${fields}\n${passwordHash}`).digest();
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  return {
    /** A fresh token for the member. */
    issue(member: { id: number; password: string }): string {
      const expires = nowSeconds() + LIFETIME_DAYS * 86_400;
      const fields = `${VERSION}.${member.id}.${randomBytes(16).toString('base64url')}.${expires}`;
      return `${fields}.${mac(fields, member.password).toString('base64url')}`;
    },

    /**
     * The token's nonce when it is this member's, unexpired and signed with this secret and the member's current
     * password; otherwise (absent, forged, expired, another member's) null: the client counts as a stranger.
     */
    verify(token: string | null | undefined, member: { id: number; password: string }): string | null {
      const parts = token?.split('.') ?? [];
      if (parts.length !== 5) return null;
      const [version, id, nonce, expires, signature] = parts as [string, string, string, string, string];
      if (version !== VERSION || id !== String(member.id) || !(Number(expires) > nowSeconds())) return null;
      const expected = mac(parts.slice(0, 4).join('.'), member.password);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
