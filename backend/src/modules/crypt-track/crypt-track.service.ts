import type {
  RestCreateCryptTrackConfigRequest,
  RestCryptTrackCheck,
  RestCryptTrackConfig,
  RestCryptTrackConfigRef,
  RestCryptTrackConfigSaved,
  RestCryptTrackDashboardEntry,
  RestCryptTrackError,
  RestCryptTrackHistoryPositions,
  RestCryptTrackHistoryQuery,
  RestCryptTrackPendingPositions,
  RestCryptTrackPosition,
  RestUpdateCryptTrackConfigRequest,
} from '@portal/contract';
import { CRYPT_TRACK_HISTORY_MAX_DAYS, CRYPT_TRACK_PRODUCT_TYPES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, fieldError, notFound } from '../../http/errors.js';
import type { Locale } from '../../http/locale.js';
import type { MessageKey } from '../../http/messages.js';
import { t } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { BitgetAdapter, BitgetCredentials } from './bitget.adapter.js';
import { ExchangeError } from './bitget.adapter.js';
import type { ConfigFields, ConfigRow, ConfigsDal } from './configs.dal.js';
import { positionTotals, toAccount, toHistoryPosition, toPosition } from './parse.js';

type Secret = 'api_key' | 'api_secret' | 'api_passphrase';
const SECRETS: readonly Secret[] = ['api_key', 'api_secret', 'api_passphrase'];

const DAY = 86_400_000;
/** Bitget's largest page of closed positions, and how many pages one product type may take. */
const HISTORY_PAGE = 100;
const HISTORY_MAX_PAGES = 50;

/** Refusals that mean a field of the form is wrong: saving such keys is refused (422). */
const FIELD_OF: Partial<Record<ExchangeError['code'], Secret>> = {
  badKey: 'api_key',
  badSignature: 'api_secret',
  badPassphrase: 'api_passphrase',
};

/** The HTTP status an exchange failure answers with on the routes that read one configuration. */
const STATUS_OF: Partial<Record<ExchangeError['code'], number>> = {
  rateLimited: 429,
  unavailable: 503,
  timeout: 504,
  unreadable: 409,
};

const errorKey = (e: ExchangeError) => `crypt_track.error.${e.code}` as MessageKey;

export function exchangeErrorView(locale: Locale, e: ExchangeError): RestCryptTrackError {
  return {
    code: e.code,
    message: t(locale, errorKey(e), { code: e.exchangeCode ?? '', reason: e.reason ?? '' }),
    exchange_code: e.exchangeCode,
  };
}

/** An exchange failure as the answer of a route: its status, the localised message and the codes. */
export function exchangeHttpError(e: ExchangeError): HttpError {
  return new HttpError(
    STATUS_OF[e.code] ?? 502,
    { key: errorKey(e), params: { code: e.exchangeCode ?? '', reason: e.reason ?? '' } },
    { error_code: e.code, exchange_code: e.exchangeCode },
    e.code === 'rateLimited' ? { 'retry-after': '1' } : {},
  );
}

/**
 * A member's exchange configurations and what the exchange holds for them. The secrets are sealed per member and
 * field and opened only to sign a request; answers show the key's last four characters and nothing else of them.
 */
export function createCryptTrackService(deps: {
  configs: ConfigsDal;
  box: SecretBox;
  adapter: BitgetAdapter;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { configs, box, adapter, clock, log } = deps;
  const context = (userId: number, field: Secret) => `crypt-track:${userId}:${field}`;

  function credentials(row: ConfigRow): BitgetCredentials {
    try {
      return {
        apiKey: box.open(row.api_key, context(row.user_id, 'api_key')),
        apiSecret: box.open(row.api_secret, context(row.user_id, 'api_secret')),
        apiPassphrase: box.open(row.api_passphrase, context(row.user_id, 'api_passphrase')),
      };
    } catch {
      log.warn({ configId: row.id }, 'crypt-track keys cannot be decrypted (was PORTAL_SECRET changed?)');
      throw new ExchangeError('unreadable');
    }
  }

  const view = (row: ConfigRow): RestCryptTrackConfig => ({
    id: row.id,
    platform: row.platform,
    label: row.label,
    api_key: { last_four: row.api_key_last_four },
    meta: row.meta,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

  const ref = (row: ConfigRow): RestCryptTrackConfigRef => ({
    id: row.id,
    platform: row.platform,
    label: row.label,
  });

  async function own(userId: number, id: number): Promise<ConfigRow> {
    const row = await configs.find(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Asks the exchange once; a refusal of the key, secret or passphrase is the member's input error (422). */
  async function tryKeys(locale: Locale, creds: BitgetCredentials): Promise<RestCryptTrackCheck> {
    try {
      await adapter.check(creds);
      return { ok: true, error: null };
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error;
      const field = FIELD_OF[error.code];
      if (field) throw fieldError(field, errorKey(error));
      return { ok: false, error: exchangeErrorView(locale, error) };
    }
  }

  /** Stores a configuration with its secrets sealed per member and field. */
  const insert = (
    userId: number,
    fields: Pick<ConfigFields, 'platform' | 'label' | 'meta'>,
    creds: BitgetCredentials,
  ) =>
    configs.insert(
      userId,
      {
        ...fields,
        api_key: box.seal(creds.apiKey, context(userId, 'api_key')),
        api_secret: box.seal(creds.apiSecret, context(userId, 'api_secret')),
        api_passphrase: box.seal(creds.apiPassphrase, context(userId, 'api_passphrase')),
        api_key_last_four: creds.apiKey.slice(-4),
      },
      clock.now(),
    );

  const runOrHttp = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ExchangeError) throw exchangeHttpError(error);
      throw error;
    }
  };

  async function openPositions(creds: BitgetCredentials): Promise<RestCryptTrackPosition[]> {
    const perType = await Promise.all(
      CRYPT_TRACK_PRODUCT_TYPES.map(async (type) =>
        (await adapter.positions(creds, type)).map((row) => toPosition(type, row)),
      ),
    );
    return perType.flat();
  }

  /** The time of `raw` (epoch ms or ISO), or `fallback` when absent. */
  const timeOf = (raw: string | undefined, fallback: number) => {
    if (raw === undefined) return fallback;
    const v = raw.trim();
    return /^\d+$/.test(v) ? Number(v) : Date.parse(v);
  };

  return {
    async list(userId: number): Promise<RestCryptTrackConfig[]> {
      return (await configs.list(userId)).map(view);
    },

    async create(
      userId: number,
      locale: Locale,
      input: RestCreateCryptTrackConfigRequest & { platform: string },
    ): Promise<RestCryptTrackConfigSaved> {
      const creds = {
        apiKey: input.api_key.key,
        apiSecret: input.api_secret.key,
        apiPassphrase: input.api_passphrase.key,
      };
      const check = await tryKeys(locale, creds);
      const meta = (input.meta as Record<string, unknown> | null | undefined) ?? null;
      const row = await insert(userId, { platform: input.platform, label: input.label, meta }, creds);
      return { ...view(row), check };
    },

    /** Saves a configuration only if the exchange takes its keys (the demo's, at start); answers whether it did. */
    async createIfKeysWork(userId: number, label: string, creds: BitgetCredentials): Promise<boolean> {
      try {
        await adapter.check(creds);
      } catch (error) {
        if (error instanceof ExchangeError) return false;
        throw error;
      }
      await insert(userId, { platform: 'bitget', label, meta: null }, creds);
      return true;
    },

    async update(
      userId: number,
      id: number,
      locale: Locale,
      input: RestUpdateCryptTrackConfigRequest,
    ): Promise<RestCryptTrackConfigSaved> {
      const row = await own(userId, id);
      const sent = {
        api_key: input.api_key?.key,
        api_secret: input.api_secret?.key,
        api_passphrase: input.api_passphrase?.key,
      };
      // a field not sent keeps its stored value; keys that no longer open must all be entered again
      const stored = SECRETS.every((f) => sent[f] !== undefined) ? null : credentials(row);
      const creds = {
        apiKey: sent.api_key ?? stored!.apiKey,
        apiSecret: sent.api_secret ?? stored!.apiSecret,
        apiPassphrase: sent.api_passphrase ?? stored!.apiPassphrase,
      };
      const check = await tryKeys(locale, creds);
      const seal = (field: Secret, value: string | undefined) =>
        value === undefined ? row[field] : box.seal(value, context(userId, field));
      const fields: ConfigFields = {
        platform: input.platform ?? row.platform,
        label: input.label ?? row.label,
        api_key: seal('api_key', sent.api_key),
        api_secret: seal('api_secret', sent.api_secret),
        api_passphrase: seal('api_passphrase', sent.api_passphrase),
        api_key_last_four: creds.apiKey.slice(-4),
        meta: input.meta === undefined ? row.meta : ((input.meta as Record<string, unknown> | null) ?? null),
      };
      const updated = await configs.update(userId, id, fields, clock.now());
      if (!updated) throw notFound();
      return { ...view(updated), check };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await configs.remove(userId, id))) throw notFound();
    },

    async test(userId: number, id: number, locale: Locale): Promise<RestCryptTrackCheck> {
      const row = await own(userId, id);
      try {
        await adapter.check(credentials(row));
        return { ok: true, error: null };
      } catch (error) {
        if (error instanceof ExchangeError) return { ok: false, error: exchangeErrorView(locale, error) };
        throw error;
      }
    },

    /** Every configuration at once; one the exchange refuses carries its error, the others still load. */
    async dashboard(userId: number, locale: Locale): Promise<RestCryptTrackDashboardEntry[]> {
      return Promise.all(
        (await configs.list(userId)).map(async (row): Promise<RestCryptTrackDashboardEntry> => {
          try {
            const creds = credentials(row);
            const [accounts, positions] = await Promise.all([
              Promise.all(
                CRYPT_TRACK_PRODUCT_TYPES.map(async (type) =>
                  (await adapter.accounts(creds, type)).map((r) => toAccount(type, r)),
                ),
              ),
              openPositions(creds),
            ]);
            return {
              config: ref(row),
              accounts: accounts.flat(),
              positions,
              totals: positionTotals(positions),
              error: null,
            };
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error;
            return {
              config: ref(row),
              accounts: [],
              positions: [],
              totals: [],
              error: exchangeErrorView(locale, error),
            };
          }
        }),
      );
    },

    async pending(userId: number, id: number): Promise<RestCryptTrackPendingPositions> {
      const row = await own(userId, id);
      return runOrHttp(async () => ({ config: ref(row), positions: await openPositions(credentials(row)) }));
    },

    /** Closed positions of all product types, newest first, paged through idLessThan/endId. */
    async history(
      userId: number,
      id: number,
      query: RestCryptTrackHistoryQuery,
    ): Promise<RestCryptTrackHistoryPositions> {
      const row = await own(userId, id);
      const now = clock.now().getTime();
      const to = Math.min(timeOf(query.to, now), now);
      const from = Math.max(timeOf(query.from, to - 7 * DAY), now - CRYPT_TRACK_HISTORY_MAX_DAYS * DAY);
      if (from > to) throw fieldError('from', 'crypt_track.period');
      return runOrHttp(async () => {
        const creds = credentials(row);
        const perType = await Promise.all(
          CRYPT_TRACK_PRODUCT_TYPES.map(async (productType) => {
            const rows: Record<string, unknown>[] = [];
            let idLessThan: string | undefined;
            for (let page = 0; page < HISTORY_MAX_PAGES; page++) {
              const result = await adapter.historyPage(creds, {
                productType,
                symbol: query.symbol?.toUpperCase(),
                startTime: from,
                endTime: to,
                idLessThan,
                limit: HISTORY_PAGE,
              });
              rows.push(...result.list);
              if (result.list.length < HISTORY_PAGE || result.endId === null) break;
              idLessThan = result.endId;
            }
            return rows.map(toHistoryPosition);
          }),
        );
        const positions = perType
          .flat()
          .sort(
            (a, b) =>
              (b.modified_at ?? '').localeCompare(a.modified_at ?? '') ||
              b.position_id.localeCompare(a.position_id),
          );
        return {
          config: ref(row),
          from: new Date(from).toISOString(),
          to: new Date(to).toISOString(),
          positions,
        };
      });
    },
  };
}

export type CryptTrackService = ReturnType<typeof createCryptTrackService>;
