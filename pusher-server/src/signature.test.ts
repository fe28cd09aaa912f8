import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { channelNameError, resolveLimits } from './protocol.js';
import {
  channelAuth,
  parseQueryStrict,
  safeEqual,
  verifyApiRequest,
  verifyChannelAuth,
} from './signature.js';

const sdk = new Pusher({ appId: '1', key: 'k', secret: 's', host: '127.0.0.1' });
const path = '/apps/1/events';
const body = JSON.stringify({ name: 'e', data: '{}', channels: ['c'] });

function verify(rawQuery: string, overrides: Partial<Parameters<typeof verifyApiRequest>[0]> = {}) {
  return verifyApiRequest({
    method: 'POST',
    path,
    rawQuery,
    body,
    key: 'k',
    secret: 's',
    nowSeconds: Math.floor(Date.now() / 1000),
    maxSkewSeconds: 600,
    ...overrides,
  });
}

describe('HTTP API signatures (against the pusher SDK signer)', () => {
  it('accepts what the SDK signs', () => {
    expect(verify(sdk.createSignedQueryString({ method: 'POST', path, body }))).toBeNull();
  });

  it('refuses a changed body, path, method or secret', () => {
    const query = sdk.createSignedQueryString({ method: 'POST', path, body });
    expect(verify(query, { body: `${body} ` })).toMatch(/body_md5/);
    expect(verify(query, { path: '/apps/1/batch_events' })).toMatch(/signature/i);
    expect(verify(query, { method: 'PUT' })).toMatch(/signature/i);
    expect(verify(query, { secret: 'other' })).toMatch(/signature/i);
  });

  it('refuses duplicated, missing or malformed parameters', () => {
    const query = sdk.createSignedQueryString({ method: 'POST', path, body });
    expect(verify(`${query}&auth_key=k`)).toMatch(/Duplicate/);
    expect(verify(query.replace(/&auth_signature=[0-9a-f]+/, ''))).toMatch(/Missing/);
    expect(verify(`${query}&x=%E0%A4%A`)).toMatch(/Malformed/);
    expect(
      verify(
        query.replace(
          /auth_signature=([0-9a-f]+)/,
          (_m, sig: string) => `auth_signature=${sig.toUpperCase()}`,
        ),
      ),
    ).toMatch(/signature/i);
  });

  it('refuses timestamps outside the window', () => {
    const query = sdk.createSignedQueryString({ method: 'POST', path, body });
    const now = Math.floor(Date.now() / 1000);
    expect(verify(query, { nowSeconds: now + 601 })).toMatch(/expired/);
    expect(verify(query, { nowSeconds: now - 601 })).toMatch(/expired/);
    expect(verify(query, { nowSeconds: now + 599 })).toBeNull();
  });

  it('signs extra parameters too (sorted, unencoded values)', () => {
    const query = sdk.createSignedQueryString({ method: 'POST', path, body, params: { info: 'user_count' } });
    expect(verify(query)).toBeNull();
    expect(verify(query.replace('info=user_count', 'info=subscription_count'))).toMatch(/signature/i);
  });
});

describe('channel auth', () => {
  it('matches the SDK for private and presence channels', () => {
    const priv = sdk.authorizeChannel('1.2', 'private-a');
    expect(priv.auth).toBe(channelAuth('k', 's', '1.2', 'private-a'));
    expect(verifyChannelAuth(priv.auth, 'k', 's', '1.2', 'private-a')).toBe(true);
    expect(verifyChannelAuth(priv.auth, 'k', 's', '1.3', 'private-a')).toBe(false);
    expect(verifyChannelAuth(priv.auth, 'k', 's', '1.2', 'private-b')).toBe(false);
    expect(verifyChannelAuth(undefined, 'k', 's', '1.2', 'private-a')).toBe(false);

    const presence = sdk.authorizeChannel('1.2', 'presence-r', { user_id: 'u' });
    expect(verifyChannelAuth(presence.auth, 'k', 's', '1.2', 'presence-r', presence.channel_data)).toBe(true);
    expect(verifyChannelAuth(presence.auth, 'k', 's', '1.2', 'presence-r', '{"user_id":"v"}')).toBe(false);
  });

  it('compares safely whatever the lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('ä', 'a')).toBe(false);
  });
});

describe('protocol helpers', () => {
  it('validates channel names like Pusher', () => {
    expect(channelNameError('private-user.1', 200)).toBeNull();
    expect(channelNameError('a=b@c,d;e_f-g', 200)).toBeNull();
    expect(channelNameError('c'.repeat(201), 200)).toMatch(/longer/);
    expect(channelNameError('#server-to-user-1', 200)).not.toBeNull();
    expect(channelNameError('private-', 200)).not.toBeNull();
    expect(channelNameError('', 200)).not.toBeNull();
    expect(channelNameError(42, 200)).not.toBeNull();
  });

  it('parses queries strictly', () => {
    expect(parseQueryStrict('a=1&b=x%20y')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'x y'],
      ]),
    );
    expect(parseQueryStrict('=1')).toMatch(/Malformed/);
  });

  it('rejects unknown or non-positive limits', () => {
    expect(() => resolveLimits({ maxBatchSize: 0 })).toThrow(TypeError);
    expect(() => resolveLimits({ nope: 1 } as never)).toThrow(TypeError);
    expect(resolveLimits({ activityTimeout: 30 }).serverPingAfterMs).toBe(30_000);
  });
});
