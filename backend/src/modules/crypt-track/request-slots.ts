import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Keys of the shared slots in Redis start with this. */
const SLOTS_KEY_PREFIX = 'portal:bitget:slots';
/** A slot counts this long after its answer: the exchange counts arrivals, which lie between send and answer. */
const AFTER_ANSWER_MS = 1000;
/** How often a request waiting for a slot looks again while every slot is still in flight. */
const IN_FLIGHT_POLL_MS = 25;

export type Take = { release: () => void } | { waitMs: number };

/**
 * Request slots per key in a sliding second: a slot is taken at the send and counts until a second after the
 * answer (or, when its replica died meanwhile, until `inFlightMs` after the send).
 */
export interface RequestSlots {
  /** Takes a slot when fewer than `limit` count now; else answers how long to wait before trying again. */
  take(key: string, limit: number): Promise<Take>;
  /** Whether all `limit` slots count now. */
  full(key: string, limit: number): Promise<boolean>;
}

/** The slots of this process. */
export function memorySlots(now: () => number): RequestSlots {
  const windows = new Map<string, Map<string, number>>();
  const live = (key: string) => {
    const slots = windows.get(key) ?? new Map<string, number>();
    const at = now();
    for (const [id, until] of slots) if (until <= at) slots.delete(id);
    if (slots.size) windows.set(key, slots);
    else windows.delete(key);
    return slots;
  };
  return {
    async take(key, limit) {
      const slots = live(key);
      if (slots.size < limit) {
        const id = randomUUID();
        windows.set(key, slots.set(id, Number.POSITIVE_INFINITY));
        return { release: () => void slots.set(id, now() + AFTER_ANSWER_MS) };
      }
      const earliest = Math.min(...slots.values());
      return { waitMs: Number.isFinite(earliest) ? earliest + 1 - now() : IN_FLIGHT_POLL_MS };
    },
    async full(key, limit) {
      return live(key).size >= limit;
    },
  };
}

// One sorted set per key: member = slot, score = when it stops counting (Redis's clock, the one replicas share).
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)`;
const TAKE = `${NOW}
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
  return -1
end
local wait = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]) - now + 1
if wait > ${AFTER_ANSWER_MS + 1} then return ${IN_FLIGHT_POLL_MS} end
return wait`;
const RELEASE = `${NOW}
redis.call('ZADD', KEYS[1], 'XX', now + ${AFTER_ANSWER_MS}, ARGV[1])`;
const COUNT = `${NOW}
return redis.call('ZCARD', KEYS[1])`;

/**
 * The slots every replica shares through Redis (so two replicas together keep to one share of the exchange's limit).
 * While Redis cannot be reached each replica keeps its own (`fallback`), as the replicas did before they shared.
 */
export function redisSlots(redis: Redis, inFlightMs: number, fallback: RequestSlots): RequestSlots {
  const redisKey = (key: string) => `${SLOTS_KEY_PREFIX}:${key}`;
  const up = () => redis.status === 'ready';
  return {
    async take(key, limit) {
      if (!up()) return fallback.take(key, limit);
      const id = randomUUID();
      let wait: number;
      try {
        wait = Number(await redis.eval(TAKE, 1, redisKey(key), limit, id, inFlightMs));
      } catch {
        return fallback.take(key, limit);
      }
      if (wait >= 0) return { waitMs: wait };
      return {
        release: () => {
          // lost (Redis away meanwhile): the slot then counts until inFlightMs after the send
          redis.eval(RELEASE, 1, redisKey(key), id).catch(() => {});
        },
      };
    },
    async full(key, limit) {
      if (!up()) return fallback.full(key, limit);
      try {
        return Number(await redis.eval(COUNT, 1, redisKey(key))) >= limit;
      } catch {
        return fallback.full(key, limit);
      }
    },
  };
}
