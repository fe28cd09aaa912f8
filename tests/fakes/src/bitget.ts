// A fake of Bitget's futures API v2 (https://www.bitget.com/api-doc/contract/intro) on loopback: it checks each
// request's signature as Bitget does, keeps Bitget's per-UID rate limits and answers in Bitget's envelopes and
// shapes, including their oddities (numbers as strings or numbers, "" for missing, `cTime` beside `ctime`, a
// decimal comma now and then). Tests switch failures on per account or for everyone.
import { createHmac } from 'node:crypto';
import type http from 'node:http';
import { listenOnLoopback, seededRandom } from './loopback';

export const BITGET_PRODUCT_TYPES = ['USDT-FUTURES', 'USDC-FUTURES', 'COIN-FUTURES'] as const;
export type BitgetProductType = (typeof BITGET_PRODUCT_TYPES)[number];

/** A raw row as Bitget sends it (tests may put anything in it). */
export type BitgetRow = Record<string, unknown>;

export interface FakeBitgetAccount {
  apiKey: string;
  apiSecret: string;
  apiPassphrase: string;
  /** Bitget's user id; rate limits count per UID. Default: derived from the key. */
  uid?: string;
  /** The key's IP whitelist; absent: any address. */
  ipWhitelist?: string[];
  /** `GET /api/v2/mix/account/accounts` rows per product type. */
  accounts?: Partial<Record<BitgetProductType, BitgetRow[]>>;
  /** `GET /api/v2/mix/position/all-position` rows per product type. */
  positions?: Partial<Record<BitgetProductType, BitgetRow[]>>;
  /** `GET /api/v2/mix/position/history-position` rows per product type (any order; served newest first). */
  history?: Partial<Record<BitgetProductType, BitgetRow[]>>;
}

/**
 * How a request fails: `html502` a proxy's HTML error page, `hang` no answer at all (the client must time out),
 * `rateLimit` Bitget's 429, `maintenance` a 503 with Bitget's system error, `ip` the whitelist refusal; or any
 * Bitget error envelope.
 */
export type FakeBitgetFailure =
  'html502' | 'hang' | 'rateLimit' | 'maintenance' | 'ip' | { status: number; code: string; msg: string };

export interface FakeBitgetRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The ACCESS-KEY header (absent on public calls). */
  apiKey: string | null;
  locale: string | null;
  status: number;
  /** Bitget's `code` of the answer (`00000` success); null for HTML or no answer. */
  code: string | null;
  /** Date.now() when it arrived. */
  at: number;
}

export interface FakeBitgetOptions {
  port?: number;
  accounts?: FakeBitgetAccount[];
  /** Requests per second per UID (per address for public calls) and endpoint; default Bitget's. */
  rateLimits?: Partial<Record<string, number>>;
  /** The server's clock (ms); default Date.now. */
  now?: () => number;
}

export interface FakeBitget {
  url: string;
  /** Every request that reached the exchange, oldest first. */
  requests: FakeBitgetRequest[];
  /** Forgets the request log. */
  resetRequests(): void;
  addAccount(account: FakeBitgetAccount): void;
  /** Fails every request of the account with this key (or, without a key, every request). */
  fail(failure: FakeBitgetFailure, apiKey?: string): void;
  /** Ends the failures of one key (or all). */
  recover(apiKey?: string): void;
  close(): Promise<void>;
}

/** Bitget's documented limits (requests per second; per UID for private calls, per IP for public ones). */
export const BITGET_RATE_LIMITS: Record<string, number> = {
  '/api/v2/public/time': 20,
  '/api/v2/mix/account/accounts': 10,
  '/api/v2/mix/position/all-position': 5,
  '/api/v2/mix/position/history-position': 20,
};

/** Bitget refuses a request whose ACCESS-TIMESTAMP is more than 30 s off its own clock. */
export const BITGET_TIMESTAMP_WINDOW_MS = 30_000;

/** Bitget's error codes (contract API v2, "Error code" table). */
export const BITGET_ERRORS = {
  emptyKey: { status: 400, code: '40001', msg: 'ACCESS_KEY cannot be empty' },
  emptySign: { status: 400, code: '40002', msg: 'ACCESS_SIGN cannot be empty' },
  emptyTimestamp: { status: 400, code: '40004', msg: 'ACCESS_TIMESTAMP cannot be empty' },
  invalidTimestamp: { status: 400, code: '40005', msg: 'Invalid ACCESS_TIMESTAMP' },
  invalidKey: { status: 400, code: '40006', msg: 'Invalid ACCESS_KEY' },
  expired: { status: 400, code: '40008', msg: 'Request timestamp expired' },
  signature: { status: 400, code: '40009', msg: 'sign signature error' },
  emptyPassphrase: { status: 400, code: '40011', msg: 'ACCESS_PASSPHRASE cannot be empty' },
  passphrase: { status: 400, code: '40012', msg: 'apikey/password is incorrect' },
  system: { status: 503, code: '40015', msg: 'System is abnormal, please try again later' },
  parameter: { status: 400, code: '40017', msg: 'Parameter verification failed' },
  ip: { status: 400, code: '40018', msg: 'Invalid IP' },
  rateLimit: { status: 429, code: '429', msg: 'Too Many Requests' },
  notFound: { status: 404, code: '40404', msg: 'Request URL NOT FOUND' },
} as const;

const HTML_502 = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>cloudflare</center>
</body>
</html>
`;

/** Bitget's signature: Base64 HMAC-SHA256 of timestamp + METHOD + path (+ '?' + query) + body. */
export function bitgetSign(
  secret: string,
  timestamp: string,
  method: string,
  pathWithQuery: string,
  body = '',
): string {
  return createHmac('sha256', secret)
    .update(timestamp + method.toUpperCase() + pathWithQuery + body)
    .digest('base64');
}

export async function startFakeBitget(options: FakeBitgetOptions = {}): Promise<FakeBitget> {
  const now = options.now ?? Date.now;
  const limits = { ...BITGET_RATE_LIMITS, ...options.rateLimits };
  const accounts = new Map<string, FakeBitgetAccount>();
  // standalone (serve.ts) it holds the end-to-end run's account
  for (const account of options.accounts ?? [e2eBitgetAccount(now())]) accounts.set(account.apiKey, account);
  const failures = new Map<string | null, FakeBitgetFailure>();
  const hits = new Map<string, number[]>();
  const requests: FakeBitgetRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  /** True when one more request of `who` to `path` stays within the limit of the last second. */
  const withinLimit = (who: string, path: string) => {
    const key = `${who} ${path}`;
    const since = now() - 1000;
    const recent = (hits.get(key) ?? []).filter((t) => t > since);
    recent.push(now());
    hits.set(key, recent);
    return recent.length <= (limits[path] ?? 10);
  };

  const server = await listenOnLoopback((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawUrl = req.url ?? '/';
      const q = rawUrl.indexOf('?');
      const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
      const queryString = q < 0 ? '' : rawUrl.slice(q + 1);
      const query = Object.fromEntries(new URLSearchParams(queryString));
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' && v !== '' ? v : null;
      };
      const entry: FakeBitgetRequest = {
        method: req.method ?? 'GET',
        path,
        query,
        apiKey: header('access-key'),
        locale: header('locale'),
        status: 0,
        code: null,
        at: now(),
      };
      requests.push(entry);

      const json = (status: number, code: string, msg: string, data: unknown = null) => {
        entry.status = status;
        entry.code = code;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code, msg, requestTime: now(), data }));
      };
      const error = (e: { status: number; code: string; msg: string }) => json(e.status, e.code, e.msg);
      const ok = (data: unknown) => json(200, '00000', 'success', data);

      const failure = failures.get(entry.apiKey) ?? failures.get(null);
      if (failure === 'hang') {
        hanging.add(res);
        return;
      }
      if (failure === 'html502') {
        entry.status = 502;
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end(HTML_502);
        return;
      }
      if (failure === 'maintenance') return error(BITGET_ERRORS.system);
      if (failure === 'rateLimit') return error(BITGET_ERRORS.rateLimit);
      if (failure === 'ip') return error(BITGET_ERRORS.ip);
      if (failure) return error(failure);

      if (req.method !== 'GET') return error(BITGET_ERRORS.notFound);
      if (path === '/api/v2/public/time') {
        if (!withinLimit(req.socket.remoteAddress ?? '', path)) return error(BITGET_ERRORS.rateLimit);
        return ok({ serverTime: String(now()) });
      }
      if (!(path in BITGET_RATE_LIMITS)) return error(BITGET_ERRORS.notFound);

      // ---- authentication, in Bitget's order
      const key = header('access-key');
      const sign = header('access-sign');
      const timestamp = header('access-timestamp');
      const passphrase = header('access-passphrase');
      if (!key) return error(BITGET_ERRORS.emptyKey);
      if (!sign) return error(BITGET_ERRORS.emptySign);
      if (!timestamp) return error(BITGET_ERRORS.emptyTimestamp);
      if (!/^\d{13}$/.test(timestamp)) return error(BITGET_ERRORS.invalidTimestamp);
      if (Math.abs(now() - Number(timestamp)) > BITGET_TIMESTAMP_WINDOW_MS)
        return error(BITGET_ERRORS.expired);
      if (!passphrase) return error(BITGET_ERRORS.emptyPassphrase);
      const account = accounts.get(key);
      if (!account) return error(BITGET_ERRORS.invalidKey);
      if (passphrase !== account.apiPassphrase) return error(BITGET_ERRORS.passphrase);
      const body = Buffer.concat(chunks).toString('utf8');
      const expected = bitgetSign(
        account.apiSecret,
        timestamp,
        req.method,
        path + (queryString ? `?${queryString}` : ''),
        body,
      );
      if (sign !== expected) return error(BITGET_ERRORS.signature);
      if (account.ipWhitelist && !account.ipWhitelist.includes(req.socket.remoteAddress ?? ''))
        return error(BITGET_ERRORS.ip);
      if (!withinLimit(account.uid ?? account.apiKey, path)) return error(BITGET_ERRORS.rateLimit);

      const productType = query.productType?.toUpperCase() as BitgetProductType | undefined;
      if (!productType || !BITGET_PRODUCT_TYPES.includes(productType)) return error(BITGET_ERRORS.parameter);

      if (path === '/api/v2/mix/account/accounts') return ok(account.accounts?.[productType] ?? []);
      if (path === '/api/v2/mix/position/all-position') {
        const rows = account.positions?.[productType] ?? [];
        const coin = query.marginCoin?.toUpperCase();
        return ok(coin ? rows.filter((r) => String(r.marginCoin).toUpperCase() === coin) : rows);
      }
      // history-position: newest first, at most three months back, paged by idLessThan/endId
      const end = query.endTime ? Number(query.endTime) : now();
      const start = query.startTime ? Number(query.startTime) : end - 90 * 86_400_000;
      const limit = query.limit ? Number(query.limit) : 20;
      if (
        !Number.isFinite(start) ||
        !Number.isFinite(end) ||
        start > end ||
        end - start > 90 * 86_400_000 ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > 100
      )
        return error(BITGET_ERRORS.parameter);
      const time = (r: BitgetRow) => Number(r.utime ?? r.uTime ?? r.ctime ?? r.cTime ?? 0);
      let rows = [...(account.history?.[productType] ?? [])]
        .filter((r) => time(r) >= start && time(r) <= end)
        .filter((r) => !query.symbol || String(r.symbol).toUpperCase() === query.symbol.toUpperCase())
        .sort(
          (a, b) => time(b) - time(a) || Number(BigInt(String(b.positionId)) - BigInt(String(a.positionId))),
        );
      if (query.idLessThan) {
        const at = rows.findIndex((r) => String(r.positionId) === query.idLessThan);
        rows = at < 0 ? [] : rows.slice(at + 1);
      }
      const list = rows.slice(0, limit);
      return ok({ list, endId: list.length > 0 ? String(list[list.length - 1]!.positionId) : null });
    });
  }, options.port);

  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    resetRequests() {
      requests.length = 0;
    },
    addAccount(account) {
      accounts.set(account.apiKey, account);
    },
    fail(failure, apiKey) {
      failures.set(apiKey ?? null, failure);
    },
    recover(apiKey) {
      if (apiKey === undefined) failures.clear();
      else failures.delete(apiKey);
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    close: server.close,
  };
}

// ---- realistic accounts

const SYMBOLS: Record<BitgetProductType, { coin: string; symbols: [string, number][] }> = {
  'USDT-FUTURES': {
    coin: 'USDT',
    symbols: [
      ['BTCUSDT', 96000],
      ['ETHUSDT', 3400],
      ['SOLUSDT', 240],
      ['XRPUSDT', 1.42],
      ['DOGEUSDT', 0.41],
    ],
  },
  'USDC-FUTURES': {
    coin: 'USDC',
    symbols: [
      ['BTCPERP', 96000],
      ['ETHPERP', 3400],
    ],
  },
  'COIN-FUTURES': {
    coin: 'BTC',
    symbols: [
      ['BTCUSD', 96000],
      ['ETHUSD', 3400],
    ],
  },
};

export interface FakeAccountShape {
  seed: number;
  productTypes?: readonly BitgetProductType[];
  positionsPerProductType?: number;
  historyPerProductType?: number;
  /** Ms; the history ends here (default Date.now()). */
  now?: number;
}

/**
 * A trader's account with Bitget's shapes as they really come: most amounts as strings, some as numbers, "" where
 * Bitget has no value, a decimal comma in `marginRatio` of some rows, and history rows with `ctime`/`utime` as v2
 * documents beside older rows with `cTime`/`uTime`.
 */
export function fakeBitgetData(
  shape: FakeAccountShape,
): Pick<FakeBitgetAccount, 'accounts' | 'positions' | 'history'> {
  const rnd = seededRandom(shape.seed);
  const now = shape.now ?? Date.now();
  const fixed = (n: number, digits: number) => n.toFixed(digits);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const accounts: FakeBitgetAccount['accounts'] = {};
  const positions: FakeBitgetAccount['positions'] = {};
  const history: FakeBitgetAccount['history'] = {};
  let nextId = 1_100_000_000_000_000_000n + BigInt(shape.seed) * 1_000_000n;

  for (const productType of shape.productTypes ?? ['USDT-FUTURES', 'USDC-FUTURES']) {
    const { coin, symbols } = SYMBOLS[productType];
    const coinDigits = coin === 'BTC' ? 8 : 4;
    const equity = coin === 'BTC' ? 0.5 + rnd() : 1000 + rnd() * 20000;
    const locked = equity * rnd() * 0.2;
    const crossedUpl = (rnd() - 0.4) * equity * 0.05;
    const isolatedUpl = (rnd() - 0.4) * equity * 0.02;
    accounts[productType] = [
      {
        marginCoin: coin,
        locked: fixed(locked, coinDigits),
        available: fixed(equity - locked, coinDigits),
        crossedMaxAvailable: fixed(equity - locked, coinDigits),
        isolatedMaxAvailable: fixed(equity - locked, coinDigits),
        maxTransferOut: fixed((equity - locked) * 0.9, coinDigits),
        accountEquity: fixed(equity, coinDigits),
        usdtEquity: coin === 'BTC' ? fixed(equity * 96000, 4) : fixed(equity, 4),
        btcEquity: fixed(coin === 'BTC' ? equity : equity / 96000, 8),
        crossedRiskRate: fixed(rnd() * 0.1, 4),
        unrealizedPL: fixed(crossedUpl + isolatedUpl, coinDigits),
        // Bitget sends "" when there is no bonus
        coupon: rnd() < 0.5 ? '' : fixed(rnd() * 20, 2),
        crossedMargin: fixed(locked * 0.7, coinDigits),
        isolatedMargin: fixed(locked * 0.3, coinDigits),
        crossedUnrealizedPL: fixed(crossedUpl, coinDigits),
        isolatedUnrealizedPL: fixed(isolatedUpl, coinDigits),
        assetMode: 'single',
        // the positions below come in long and short pairs: hedge mode, as each of them says too
        posMode: 'hedge_mode',
      },
    ];

    const open: BitgetRow[] = [];
    const count = shape.positionsPerProductType ?? 3;
    for (let i = 0; i < count; i++) {
      // hedge mode: one long and one short per symbol; past the real symbols, made-up ones
      const pair = Math.floor(i / 2);
      const [symbol, base] = symbols[pair] ?? [`X${pair}${coin === 'BTC' ? 'USD' : coin}`, 1 + pair];
      const side = i % 2 === 0 ? 'long' : 'short';
      const price = base * (0.9 + rnd() * 0.2);
      const mark = price * (0.97 + rnd() * 0.06);
      const leverage = pick([5, 10, 20, 25]);
      const total = (coin === 'BTC' ? 100 : 2000) / price;
      const margin = (total * price) / leverage / (coin === 'BTC' ? 96000 : 1);
      const upl = (side === 'long' ? mark - price : price - mark) * total;
      const liq = side === 'long' ? price * (1 - 0.9 / leverage) : price * (1 + 0.9 / leverage);
      const created = now - Math.floor(rnd() * 14 * 86_400_000);
      open.push({
        marginCoin: coin,
        symbol,
        holdSide: side,
        openDelegateSize: '0',
        marginSize: fixed(margin, coinDigits),
        available: fixed(total, 4),
        locked: '0',
        total: fixed(total, 4),
        // Bitget sends leverage as a string, some rows as a number
        leverage: i % 3 === 0 ? leverage : String(leverage),
        achievedProfits: i % 4 === 0 ? '' : fixed((rnd() - 0.5) * 50, 4),
        openPriceAvg: fixed(price, 4),
        marginMode: i % 3 === 2 ? 'isolated' : 'crossed',
        posMode: 'hedge_mode',
        unrealizedPL: fixed(upl, 6),
        liquidationPrice: i % 5 === 4 ? '' : fixed(liq, 4),
        keepMarginRate: '0.004',
        markPrice: fixed(mark, 4),
        // some rows carry a decimal comma
        marginRatio: i % 4 === 1 ? fixed(rnd() * 0.05, 4).replace('.', ',') : fixed(rnd() * 0.05, 4),
        breakEvenPrice: fixed(price * 1.0006, 4),
        totalFee: fixed(-rnd() * 2, 6),
        deductedFee: fixed(rnd() * 3, 6),
        cTime: String(created),
        uTime: String(created + Math.floor(rnd() * 86_400_000)),
      });
    }
    positions[productType] = open;

    const closed: BitgetRow[] = [];
    const total = shape.historyPerProductType ?? 15;
    for (let i = 0; i < total; i++) {
      const [symbol, base] = pick(symbols);
      const side = rnd() < 0.5 ? 'long' : 'short';
      const openPrice = base * (0.85 + rnd() * 0.3);
      const closePrice = openPrice * (0.95 + rnd() * 0.1);
      const size = (coin === 'BTC' ? 100 : 1000) / openPrice;
      const pnl = (side === 'long' ? closePrice - openPrice : openPrice - closePrice) * size;
      const openFee = -size * openPrice * 0.0006;
      const closeFee = -size * closePrice * 0.0006;
      const funding = (rnd() - 0.5) * 0.5;
      const closedAt = now - Math.floor(((i + rnd()) / total) * 28 * 86_400_000) - 60_000;
      const openedAt = closedAt - Math.floor(rnd() * 3 * 86_400_000) - 60_000;
      nextId += 1n + BigInt(Math.floor(rnd() * 1000));
      const legacy = i % 6 === 5;
      closed.push({
        positionId: String(nextId),
        marginCoin: coin,
        symbol,
        holdSide: side,
        openAvgPrice: fixed(openPrice, 4),
        closeAvgPrice: i % 7 === 3 ? Number(fixed(closePrice, 4)) : fixed(closePrice, 4),
        marginMode: rnd() < 0.7 ? 'crossed' : 'isolated',
        openTotalPos: fixed(size, 4),
        closeTotalPos: fixed(size, 4),
        pnl: fixed(pnl, 6),
        netProfit: fixed(pnl + openFee + closeFee + funding, 6),
        totalFunding: i % 5 === 2 ? '' : fixed(funding, 6),
        openFee: fixed(openFee, 6),
        closeFee: fixed(closeFee, 6),
        ...(legacy
          ? { cTime: String(openedAt), uTime: String(closedAt) }
          : { ctime: String(openedAt), utime: String(closedAt) }),
      });
    }
    history[productType] = closed;
  }
  return { accounts, positions, history };
}

/** The account the end-to-end run and `serve.ts` use (its keys go into the portal's settings screen). */
export const E2E_BITGET_ACCOUNT = {
  apiKey: 'bg_e2e0a1b2c3d4e5f6a7b8c9d0e1f2a3b4',
  apiSecret: 'e2e5ecret9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1',
  apiPassphrase: 'e2ePassphrase42',
} as const;

/** `E2E_BITGET_ACCOUNT` with its data: USDT and USDC futures, four open positions each, 15 closed each. */
export const e2eBitgetAccount = (now = Date.now()): FakeBitgetAccount => ({
  ...E2E_BITGET_ACCOUNT,
  uid: '6420001234',
  ...fakeBitgetData({ seed: 42, positionsPerProductType: 4, historyPerProductType: 15, now }),
});
