import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createDeviceTokens } from './device-tokens.js';

describe('device tokens', () => {
  const clock = manualClock(new Date('2026-11-28T10:00:00Z'));
  const tokens = createDeviceTokens({ secret: 'a'.repeat(32), clock });
  const member = { id: 7, password: '$2b$10$hash-of-the-password' };

  it('name their device (a nonce) for the member they were issued to, and no other', () => {
    const token = tokens.issue(member);
    const nonce = tokens.verify(token, member);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(tokens.verify(tokens.issue(member), member)).not.toBe(nonce);
    expect(tokens.verify(token, { ...member, id: 8 })).toBeNull();
    expect(tokens.verify(token.replace('d1.7.', 'd1.8.'), { ...member, id: 8 })).toBeNull();
  });

  it('are void after a password change, with another secret, when changed, expired or absent', () => {
    const token = tokens.issue(member);
    expect(tokens.verify(token, { ...member, password: '$2b$10$a-new-hash' })).toBeNull();
    expect(createDeviceTokens({ secret: 'b'.repeat(32), clock }).verify(token, member)).toBeNull();
    const [version, id, nonce, expires, mac] = token.split('.');
    expect(tokens.verify([version, id, nonce, Number(expires) + 1, mac].join('.'), member)).toBeNull();
    expect(tokens.verify(`${token}x`, member)).toBeNull();
    for (const absent of [undefined, null, '', 'd1', 'x.y.z.w.v'])
      expect(tokens.verify(absent, member)).toBeNull();
    clock.advance(179 * 86_400_000);
    expect(tokens.verify(token, member)).not.toBeNull();
    clock.advance(86_400_000);
    expect(tokens.verify(token, member)).toBeNull();
  });
});
