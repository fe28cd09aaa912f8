import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

export interface ConnectionCap {
  /** Takes a slot for `key` (a member, an address), or null when `limit` are taken across all replicas. */
  admit(key: string): Promise<Release | null>;
  /** Stops refreshing this replica's slots (they expire in Redis unless released first). */
  close(): void;
}

export interface ConnectionCapOptions {
  /** What is counted, part of the Redis key: `member`, `address`. */
  name: string;
  limit: number;
  /** Shared by the replicas (`REDIS_URL`); null counts in this process only. */
  redis: Redis | null;
  /** Prefix of the Redis keys (tests use their own). */
  keyPrefix?: string;
  /** How long a slot outlives its replica: refreshed every third of it while the connection lives. */
  ttlMs?: number;
  log: { warn: LogFn };
}

/**
 * A slot is a member of a sorted set per key, scored by its expiry in Redis's own clock (replicas' clocks may
 * differ). Expired slots (a replica killed with -9 stops refreshing them) are pruned before counting, atomically.
 */
const ADMIT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Pushes the expiry of this replica's live slots; re-adds slots taken while Redis was unreachable. */
const REFRESH = `
local t = redis.call('TIME')
local expiry = t[1] * 1000 + math.floor(t[2] / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], expiry, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/**
 * Open connections per key, capped at `limit` across the replicas when Redis is given, else in this process. The
 * process always tracks its own slots (to refresh them); while Redis is unreachable it admits on that count alone,
 * so each replica still holds the cap on its own and no connection is refused for an outage.
 */
export function createConnectionCap(options: ConnectionCapOptions): ConnectionCap {
  const { limit, redis, log } = options;
  const ttlMs = options.ttlMs ?? 30_000;
  const prefix = `${options.keyPrefix ?? 'portal:'}ws-connections:${options.name}:`;
  const replica = randomUUID();
  const live = new Map<string, Set<string>>();
  let sequence = 0;
  let warned = false;

  const unreachable = (err: unknown) => {
    if (!warned) log.warn({ err: (err as Error).message, cap: options.name }, 'WebSocket cap counts locally');
    warned = true;
  };

  async function sharedAdmit(key: string, slot: string): Promise<boolean | null> {
    if (!redis) return null;
    // Known to be down: count here at once instead of waiting for the command to fail.
    if (redis.status === 'reconnecting' || redis.status === 'end') return null;
    try {
      const admitted = await redis.eval(ADMIT, 1, prefix + key, limit, ttlMs, slot);
      warned = false;
      return admitted === 1;
    } catch (err) {
      unreachable(err);
      return null;
    }
  }

  const refresher = redis
    ? setInterval(() => {
        if (live.size === 0) return;
        const pipeline = redis.pipeline();
        for (const [key, slots] of live) pipeline.eval(REFRESH, 1, prefix + key, ttlMs, ...slots);
        pipeline.exec().catch(unreachable);
      }, ttlMs / 3)
    : undefined;
  refresher?.unref();

  return {
    async admit(key) {
      const slot = `${replica}:${++sequence}`;
      const shared = await sharedAdmit(key, slot);
      let slots = live.get(key);
      if (shared === false || (shared === null && (slots?.size ?? 0) >= limit)) return null;
      if (!slots) live.set(key, (slots = new Set()));
      slots.add(slot);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        slots.delete(slot);
        if (slots.size === 0) live.delete(key);
        // Unreachable: the slot expires on its own.
        redis?.zrem(prefix + key, slot).catch(unreachable);
      };
    },
    close() {
      clearInterval(refresher);
    },
  };
}
