import { createHash, createHmac } from 'node:crypto';
import type { CryptTrackErrorCode, CryptTrackProductType } from '@portal/contract';
import type { RequestSlots } from './request-slots.js';
import { memorySlots } from './request-slots.js';

export interface BitgetCredentials {
  apiKey: string;
  apiSecret: string;
  apiPassphrase: string;
}

/** What went wrong with the exchange, as a code the routes localise (`crypt_track.error.<code>`). */
export class ExchangeError extends Error {
  constructor(
    readonly code: CryptTrackErrorCode,
    /** Bitget's own code, when it sent one. */
    readonly exchangeCode: string | null = null,
    /** Bitget's own words (for `exchange`: an error this adapter has no name for). */
    readonly reason: string | null = null,
  ) {
    super(`bitget: ${code}${exchangeCode ? ` (${exchangeCode})` : ''}`);
    this.name = 'ExchangeError';
  }
}

/**
 * Bitget's per-UID limits (requests per second, contract API v2) and the share of them this adapter uses: the
 * exchange counts arrivals, so requests sent evenly may still bunch up on the way.
 */
export const BITGET_LIMITS = {
  '/api/v2/mix/account/accounts': 10,
  '/api/v2/mix/position/all-position': 5,
  '/api/v2/mix/position/history-position': 20,
} as const;
const LIMIT_SHARE = 0.8;
/** Answers are kept this long per configuration and request (several tabs on a 1 s auto-reload share them). */
export const CACHE_MS = 1000;
/**
 * An expired answer that is at most this old is given while every slot of the limit is taken, instead of waiting
 * for one: a dashboard on a 1 s reload stays fast and the exchange still sees no more requests.
 */
export const STALE_MS = 5000;

type PrivatePath = keyof typeof BITGET_LIMITS;

/** Bitget's error codes by what they mean to the member (contract API v2, "Error code"). */
const CODES: Record<string, CryptTrackErrorCode> = {
  '40001': 'badKey',
  '40006': 'badKey',
  '40037': 'badKey',
  '40003': 'badPassphrase',
  '40011': 'badPassphrase',
  '40012': 'badPassphrase',
  '40002': 'badSignature',
  '40009': 'badSignature',
  '40018': 'ipNotWhitelisted',
  '429': 'rateLimited',
  '40004': 'clockSkew',
  '40005': 'clockSkew',
  '40008': 'clockSkew',
  '40010': 'timeout',
  '40015': 'unavailable',
};

export interface HistoryPageQuery {
  productType: CryptTrackProductType;
  symbol?: string;
  startTime: number;
  endTime: number;
  idLessThan?: string;
  limit: number;
}

export interface HistoryPage {
  list: Record<string, unknown>[];
  endId: string | null;
}

type Rows = Record<string, unknown>[];

/**
 * Bitget's futures API v2 for one portal: signed requests (ACCESS-SIGN = Base64 HMAC-SHA256 over timestamp +
 * METHOD + path with query + body), a sliding one-second window per key and endpoint below Bitget's limits
 * (requests wait their turn; `slots` shared by the replicas through Redis, else this process's), concurrent
 * identical requests coalesced and answers cached for CACHE_MS per key (per replica). Every failure becomes an
 * ExchangeError; credentials never reach a log line or an error.
 */
export function createBitgetAdapter(options: {
  baseUrl: string;
  timeoutMs: number;
  now?: () => number;
  slots?: RequestSlots;
}) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const slots = options.slots ?? memorySlots(now);
  const cache = new Map<string, { expires: number; promise: Promise<unknown>; value?: { data: unknown } }>();

  /** Who the credentials are, without keeping them in a key: cache and limits are per API key. */
  const identity = (c: BitgetCredentials) =>
    createHash('sha256').update(`${c.apiKey}\0${c.apiSecret}\0${c.apiPassphrase}`).digest('base64url');

  /**
   * Waits until one more request to `path` keeps within the share of Bitget's limit, and takes the slot (see
   * RequestSlots: it counts from the send until a second after the answer).
   */
  const limitOf = (path: PrivatePath) => Math.max(1, Math.floor(BITGET_LIMITS[path] * LIMIT_SHARE));

  async function turn(who: string, path: PrivatePath): Promise<() => void> {
    for (;;) {
      const taken = await slots.take(`${who} ${path}`, limitOf(path));
      if ('release' in taken) return taken.release;
      await new Promise((resolve) => setTimeout(resolve, taken.waitMs));
    }
  }

  async function send(
    creds: BitgetCredentials,
    who: string,
    path: PrivatePath,
    query: string,
  ): Promise<unknown> {
    const release = await turn(who, path);
    try {
      return await exchange(creds, path, query);
    } finally {
      release();
    }
  }

  async function exchange(creds: BitgetCredentials, path: PrivatePath, query: string): Promise<unknown> {
    const pathWithQuery = query ? `${path}?${query}` : path;
    const timestamp = String(now());
    const sign = createHmac('sha256', creds.apiSecret)
      .update(`${timestamp}GET${pathWithQuery}`)
      .digest('base64');
    let response: Response;
    try {
      response = await fetch(baseUrl + pathWithQuery, {
        headers: {
          'ACCESS-KEY': creds.apiKey,
          'ACCESS-SIGN': sign,
          'ACCESS-TIMESTAMP': timestamp,
          'ACCESS-PASSPHRASE': creds.apiPassphrase,
          locale: 'en-US',
          'content-type': 'application/json',
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new ExchangeError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable');
    }
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new ExchangeError('timeout');
      // an HTML page of a proxy or a maintenance screen: no envelope
    }
    const envelope = (body && typeof body === 'object' ? body : {}) as {
      code?: unknown;
      msg?: unknown;
      data?: unknown;
    };
    const code = envelope.code === undefined || envelope.code === null ? '' : String(envelope.code);
    if (response.ok && code === '00000') return envelope.data;
    if (code !== '' && code !== '00000') {
      const known = CODES[code];
      if (known) throw new ExchangeError(known, code);
      if (response.status >= 500) throw new ExchangeError('unavailable', code);
      const reason = typeof envelope.msg === 'string' ? envelope.msg.slice(0, 200) : null;
      throw new ExchangeError('exchange', code, reason);
    }
    if (response.status === 429) throw new ExchangeError('rateLimited');
    throw new ExchangeError('unavailable');
  }

  /**
   * One request, coalesced with identical ones in flight and cached for CACHE_MS (errors too); past that, an answer
   * up to STALE_MS old while the limit has no free slot.
   */
  function call(
    creds: BitgetCredentials,
    path: PrivatePath,
    params: Record<string, string | number | undefined>,
    fresh = false,
  ): Promise<unknown> {
    const query = new URLSearchParams(
      Object.entries(params).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    ).toString();
    const who = identity(creds);
    if (fresh) return send(creds, who, path, query);
    const key = `${who} ${path}?${query}`;
    const at = now();
    for (const [k, entry] of cache) if (entry.expires + STALE_MS - CACHE_MS <= at) cache.delete(k);
    const hit = cache.get(key);
    if (hit && hit.expires > at) return hit.promise;
    const entry: { expires: number; promise: Promise<unknown>; value?: { data: unknown } } = {
      expires: Number.POSITIVE_INFINITY,
      promise: Promise.resolve(),
      // until this one answers, the older answer stands in when the limit is full
      value: hit?.value,
    };
    entry.promise = (async () => {
      if (hit?.value && (await slots.full(`${who} ${path}`, limitOf(path)))) {
        // the older answer, and the next call looks again (set synchronously above: identical calls share this)
        entry.expires = hit.expires;
        return hit.value.data;
      }
      try {
        const data = await send(creds, who, path, query);
        entry.expires = now() + CACHE_MS;
        entry.value = { data };
        return data;
      } catch (error) {
        entry.expires = now() + CACHE_MS;
        entry.value = undefined;
        throw error;
      }
    })();
    cache.set(key, entry);
    return entry.promise;
  }

  const rows = (data: unknown): Rows =>
    Array.isArray(data) ? data.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];

  return {
    async accounts(creds: BitgetCredentials, productType: CryptTrackProductType): Promise<Rows> {
      return rows(await call(creds, '/api/v2/mix/account/accounts', { productType }));
    },

    async positions(creds: BitgetCredentials, productType: CryptTrackProductType): Promise<Rows> {
      return rows(await call(creds, '/api/v2/mix/position/all-position', { productType }));
    },

    async historyPage(creds: BitgetCredentials, q: HistoryPageQuery): Promise<HistoryPage> {
      const data = (await call(creds, '/api/v2/mix/position/history-position', {
        productType: q.productType,
        symbol: q.symbol,
        startTime: q.startTime,
        endTime: q.endTime,
        idLessThan: q.idLessThan,
        limit: q.limit,
      })) as { list?: unknown; endId?: unknown } | null;
      const endId = data?.endId;
      return {
        list: rows(data?.list),
        endId:
          typeof endId === 'string' && endId !== ''
            ? endId
            : typeof endId === 'number'
              ? String(endId)
              : null,
      };
    },

    /** Tries the keys once, past the cache: resolves when the exchange accepts them. */
    async check(creds: BitgetCredentials): Promise<void> {
      await call(creds, '/api/v2/mix/account/accounts', { productType: 'USDT-FUTURES' }, true);
    },
  };
}

export type BitgetAdapter = ReturnType<typeof createBitgetAdapter>;
