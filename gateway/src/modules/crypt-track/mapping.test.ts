import { CRYPT_TRACK_ERROR_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createConfigRequest, historyQuery, toCryptTrackKeyCheck, updateConfigRequest } from './mapping.js';

describe('crypt-track mapping', () => {
  it('says the keys work, were refused, or could not be tried, for every error code of the backend', () => {
    expect(toCryptTrackKeyCheck({ ok: true, error: null })).toEqual({
      keysWork: true,
      message: null,
      errorCode: null,
    });
    const verdicts = Object.fromEntries(
      CRYPT_TRACK_ERROR_CODES.map((code) => {
        const check = toCryptTrackKeyCheck({ ok: false, error: { code, message: 'm', exchange_code: null } });
        return [check.errorCode, check.keysWork];
      }),
    );
    expect(verdicts).toEqual({
      BAD_KEY: false,
      BAD_PASSPHRASE: false,
      BAD_SIGNATURE: false,
      IP_NOT_WHITELISTED: false,
      EXCHANGE: false,
      UNREADABLE: false,
      RATE_LIMITED: null,
      UNAVAILABLE: null,
      TIMEOUT: null,
      CLOCK_SKEW: null,
    });
  });

  it('sends meta as an object when it is a JSON object and as the text otherwise (the backend refuses it)', () => {
    const base = { platform: 'bitget', label: 'L', apiKey: 'k', apiSecret: 's', apiPassphrase: 'p' };
    expect(createConfigRequest({ ...base, meta: ' {"a":[1]} ' }).meta).toEqual({ a: [1] });
    for (const meta of ['null', '[]', '1', '{'])
      expect(createConfigRequest({ ...base, meta }).meta).toBe(meta);
    expect(createConfigRequest({ ...base, meta: null })).not.toHaveProperty('meta');
  });

  it('updates only what is given: null keeps a secret, label or platform, and clears meta', () => {
    expect(updateConfigRequest({})).toEqual({});
    expect(
      updateConfigRequest({
        platform: null,
        label: null,
        apiKey: null,
        apiSecret: 'x',
        apiPassphrase: null,
        meta: null,
      }),
    ).toEqual({ api_secret: { key: 'x' }, meta: null });
  });

  it('leaves out the history’s empty filters', () => {
    expect(historyQuery({ from: null, to: undefined, symbol: ' ' })).toEqual({});
    expect(historyQuery({ from: '2026-11-01T00:00:00.000Z', symbol: 'BTCUSDT' })).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      symbol: 'BTCUSDT',
    });
  });
});
