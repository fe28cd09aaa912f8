import type { FakeBitget, FakeBitgetAccount } from '@portal/fakes/bitget';
import { fakeBitgetData, startFakeBitget } from '@portal/fakes/bitget';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BitgetCredentials } from './bitget.adapter.js';
import { ExchangeError, createBitgetAdapter } from './bitget.adapter.js';
import { amount, positionTotals, toAccount, toHistoryPosition, toPosition } from './parse.js';

const account = (n: number, extra: Partial<FakeBitgetAccount> = {}): FakeBitgetAccount => ({
  apiKey: `bg_adapter_key_${n}`,
  apiSecret: `adapter-secret-${n}`,
  apiPassphrase: `adapter-pass-${n}`,
  ...fakeBitgetData({ seed: n }),
  ...extra,
});
const creds = (a: FakeBitgetAccount): BitgetCredentials => ({
  apiKey: a.apiKey,
  apiSecret: a.apiSecret,
  apiPassphrase: a.apiPassphrase,
});

/** What the adapter throws for `work` (fails the test when it succeeds or throws anything else). */
async function refusal(work: Promise<unknown>): Promise<ExchangeError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExchangeError);
  return error as ExchangeError;
}

describe('the Bitget adapter against the fake exchange', () => {
  let fake: FakeBitget;
  const main = account(1);
  const odd = account(2, {
    accounts: {
      'USDT-FUTURES': [
        {
          marginCoin: 'USDT',
          locked: 12.5,
          available: '1000.10',
          crossedMargin: '0.1',
          isolatedMargin: '0.2',
          maxTransferOut: '',
          accountEquity: '1012.5',
          usdtEquity: '1e3',
          coupon: '',
          crossedUnrealizedPL: '-0,75',
          isolatedUnrealizedPL: 0,
          posMode: 'hedge_mode',
        },
      ],
    },
    positions: {
      'USDT-FUTURES': [
        {
          marginCoin: 'USDT',
          symbol: 'BTCUSDT',
          holdSide: 'long',
          total: '0.003',
          openPriceAvg: '97000.1',
          leverage: 20,
          marginSize: '14.55',
          unrealizedPL: '0.1',
          liquidationPrice: '',
          marginRatio: '0,0123',
          achievedProfits: 'n/a',
          cTime: 1764000000000,
          uTime: '',
        },
        {
          marginCoin: 'USDT',
          symbol: 'ETHUSDT',
          holdSide: 'short',
          total: 2,
          openPriceAvg: '3400.25',
          marginSize: '0.2',
          unrealizedPL: '0.2',
          ctime: '1764000000000',
          utime: '1764000100000',
        },
      ],
    },
    history: {
      'USDT-FUTURES': [
        {
          positionId: '1234567890123456789',
          symbol: 'BTCUSDT',
          holdSide: 'short',
          openAvgPrice: '96000.5',
          closeAvgPrice: 95000.25,
          pnl: '2.0005',
          netProfit: '',
          ctime: String(Date.now() - 3_600_000),
          utime: String(Date.now() - 60_000),
        },
        {
          positionId: '1234567890123456788',
          symbol: 'ETHUSDT',
          holdSide: 'long',
          pnl: '-1,5',
          cTime: String(Date.now() - 7_200_000),
          uTime: String(Date.now() - 120_000),
        },
      ],
    },
  });

  beforeAll(async () => {
    fake = await startFakeBitget({ accounts: [main, odd] });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.recover();
    fake.resetRequests();
  });

  const adapter = (options: Partial<Parameters<typeof createBitgetAdapter>[0]> = {}) =>
    createBitgetAdapter({ baseUrl: fake.url, timeoutMs: 5000, ...options });

  it('signs its requests so that the exchange accepts them, with the locale header', async () => {
    const rows = await adapter().accounts(creds(main), 'USDT-FUTURES');
    expect(rows).toEqual(main.accounts!['USDT-FUTURES']);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/api/v2/mix/account/accounts',
      query: { productType: 'USDT-FUTURES' },
      apiKey: main.apiKey,
      locale: 'en-US',
      status: 200,
      code: '00000',
    });
  });

  it('turns every refusal of the exchange into its error kind', async () => {
    const a = adapter();
    const cases: [BitgetCredentials, string, string | null][] = [
      [{ ...creds(main), apiKey: 'bg_unknown' }, 'badKey', '40006'],
      [{ ...creds(main), apiSecret: 'not-the-secret' }, 'badSignature', '40009'],
      [{ ...creds(main), apiPassphrase: 'not-the-passphrase' }, 'badPassphrase', '40012'],
    ];
    for (const [c, code, exchangeCode] of cases) {
      const e = await refusal(a.check(c));
      expect([e.code, e.exchangeCode]).toEqual([code, exchangeCode]);
    }

    const behind = await refusal(adapter({ now: () => Date.now() - 60_000 }).check(creds(main)));
    expect([behind.code, behind.exchangeCode]).toEqual(['clockSkew', '40008']);

    const failures = [
      ['ip', 'ipNotWhitelisted', '40018'],
      ['rateLimit', 'rateLimited', '429'],
      ['maintenance', 'unavailable', '40015'],
      ['html502', 'unavailable', null],
    ] as const;
    for (const [failure, code, exchangeCode] of failures) {
      fake.fail(failure, main.apiKey);
      const e = await refusal(a.check(creds(main)));
      expect([failure, e.code, e.exchangeCode]).toEqual([failure, code, exchangeCode]);
    }
    // the failure was the one account's: the other still answers
    await expect(a.check(creds(odd))).resolves.toBeUndefined();

    fake.fail({ status: 400, code: '40762', msg: 'The order amount exceeds the balance' });
    const other = await refusal(a.check(creds(odd)));
    expect([other.code, other.exchangeCode, other.reason]).toEqual([
      'exchange',
      '40762',
      'The order amount exceeds the balance',
    ]);
  });

  it('gives up on an exchange that does not answer, and on one that is not there', async () => {
    fake.fail('hang');
    expect((await refusal(adapter({ timeoutMs: 300 }).check(creds(main)))).code).toBe('timeout');
    fake.recover();
    const nowhere = createBitgetAdapter({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect((await refusal(nowhere.check(creds(main)))).code).toBe('unavailable');
  });

  it('reads odd shapes into exact decimals and ISO instants, null where nothing is', async () => {
    const a = adapter();
    const [acc] = (await a.accounts(creds(odd), 'USDT-FUTURES')).map((r) => toAccount('USDT-FUTURES', r));
    expect(acc).toEqual({
      product_type: 'USDT-FUTURES',
      margin_coin: 'USDT',
      available: '1000.10',
      frozen: '12.5',
      margin: '0.3',
      transferable: null,
      position_mode: 'hedge_mode',
      crossed_unrealized_pnl: '-0.75',
      isolated_unrealized_pnl: '0',
      bonus: null,
      total_capital: '1012.5',
      usdt_equity: '1000',
      unrealized_pnl: null,
    });
    const positions = (await a.positions(creds(odd), 'USDT-FUTURES')).map((r) =>
      toPosition('USDT-FUTURES', r),
    );
    expect(positions[0]).toMatchObject({
      position_id: 'USDT-FUTURES:BTCUSDT:USDT:long',
      qty: '0.003',
      entry_value: '291.0003',
      leverage: '20',
      liquidation_price: null,
      margin_rate: '0.0123',
      realized_pnl: null,
      created_at: '2025-11-24T16:00:00.000Z',
      modified_at: null,
    });
    expect(positions[1]).toMatchObject({
      qty: '2',
      entry_value: '6800.5',
      modified_at: '2025-11-24T16:01:40.000Z',
    });
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004
    expect(positionTotals(positions)).toEqual([
      { margin_coin: 'USDT', count: 2, margin: '14.75', unrealized_pnl: '0.3' },
    ]);
    const page = await a.historyPage(creds(odd), {
      productType: 'USDT-FUTURES',
      startTime: Date.now() - 86_400_000,
      endTime: Date.now(),
      limit: 100,
    });
    const history = page.list.map(toHistoryPosition);
    expect(history.map((p) => [p.position_id, p.close_average_price, p.net_profit, p.pnl])).toEqual([
      ['1234567890123456789', '95000.25', null, '2.0005'],
      ['1234567890123456788', null, null, '-1.5'],
    ]);
    expect(history[1]!.modified_at).not.toBeNull();
    expect(page.endId).toBe('1234567890123456788');
    expect([amount('1.2.3'), amount('abc'), amount(null), amount(' 7 '), amount('+3')]).toEqual([
      null,
      null,
      null,
      '7',
      '3',
    ]);
  });

  it('coalesces identical requests, caches answers for a second, and keeps under the limits', async () => {
    const a = adapter();
    const many = await Promise.all(
      Array.from({ length: 20 }, () => a.positions(creds(main), 'USDT-FUTURES')),
    );
    expect(many.every((rows) => rows.length === main.positions!['USDT-FUTURES']!.length)).toBe(true);
    await a.positions(creds(main), 'USDT-FUTURES');
    expect(fake.requests).toHaveLength(1);
    // another product type or another key is another request
    await a.positions(creds(main), 'USDC-FUTURES');
    await a.positions(creds(odd), 'USDT-FUTURES');
    expect(fake.requests).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await a.positions(creds(main), 'USDT-FUTURES');
    expect(fake.requests).toHaveLength(4);

    // checks bypass the cache: 12 at once wait for their turn instead of running into Bitget's 10/s
    fake.resetRequests();
    await Promise.all(Array.from({ length: 12 }, () => a.check(creds(main))));
    expect(fake.requests).toHaveLength(12);
    expect(fake.requests.filter((r) => r.status !== 200)).toEqual([]);
  });

  it('gives an expired answer while the limit is full, rather than making the member wait', async () => {
    const a = adapter();
    const first = await a.accounts(creds(main), 'USDT-FUTURES');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fake.resetRequests();
    // eight checks take every slot of the accounts endpoint (80 % of Bitget's 10/s)
    const checks = Array.from({ length: 8 }, () => a.check(creds(main)));
    expect(await a.accounts(creds(main), 'USDT-FUTURES')).toEqual(first);
    await Promise.all(checks);
    expect(fake.requests).toHaveLength(8);
    // with a free slot again the answer is fetched anew
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await a.accounts(creds(main), 'USDT-FUTURES');
    expect(fake.requests).toHaveLength(9);
  });
});
