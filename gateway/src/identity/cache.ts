import { createHash } from 'node:crypto';
import { events, memberChannel, type RestUser } from '@portal/contract';
import type { Relay, RelaySubscription } from '../realtime/relay.js';

/**
 * Who a bearer token belongs to, remembered for a short time, so that a GraphQL request costs the backend one call
 * (the data) instead of two (GET /api/user to check the roles, then the data). Only access checks read it: the
 * backend checks the token on every call anyway, and `me` always asks it.
 *
 * - Keyed by the token's SHA-256; at most `maxEntries`, the least recently used go first; each lives `ttlMs`.
 * - A member is cached only while the relay listens on their own channel (`memberChannel`, subscribed with their
 *   token): `SessionsRevoked` and `UserDataUpdated` there drop every entry of the member at once, on every replica,
 *   as each has its own relay connection (`SessionsRevoked` leaves the channel too). A channel that fails or ends drops them too; after a failure the member
 *   goes uncached for one TTL (no authorisation call per request when the channel is refused, e.g. to a script's
 *   read-only token). A relay that reconnected may have missed events: its entries are dropped.
 * - An answer is stored only when it was asked for after the channel was live and no event came since (a ticket
 *   taken before asking), so an event racing an answer never leaves the answer from before it in the cache.
 * - A member's channel is left once the member has had no entries for one TTL.
 */

/** A point in the cache's history, taken before asking the backend (`ticket()`). */
export type Ticket = number;

export interface IdentityCache {
  /** The member last confirmed for `token`, while still trusted; undefined otherwise. */
  get(token: string): RestUser | undefined;
  /** Take one before asking the backend; `store` refuses an answer older than an event. */
  ticket(): Ticket;
  /** The backend's answer for `token`, asked after `ticket` was taken; null (no such token) forgets it. */
  store(token: string, member: RestUser | null, ticket: Ticket): void;
  /** Leaves every channel. */
  close(): void;
}

export interface IdentityCacheOptions {
  relay: Relay;
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Tokens kept at most. */
  maxEntries?: number;
  /** Milliseconds now (tests move it). */
  now?: () => number;
}

/** Enough for every session and script token of a circle of members. */
export const DEFAULT_MAX_ENTRIES = 10_000;

/** The cache that keeps nothing (`IDENTITY_CACHE_SECONDS=0`). */
export const noIdentityCache: IdentityCache = {
  get: () => undefined,
  ticket: () => 0,
  store: () => undefined,
  close: () => undefined,
};

interface Entry {
  memberId: string;
  member: RestUser;
  expiresAt: number;
}

/** The relay's subscription to one member's channel. */
interface Watch {
  memberId: string;
  channel: string;
  subscription: RelaySubscription;
  /** The relay socket the channel was live on when the watch became ready; null before. */
  socketId: string | null;
  /** The ticket from which on answers may be stored (the watch's readiness and its last event). */
  validFrom: Ticket;
  keys: Set<string>;
  /** When an entry was last stored (or the watch started): an empty watch is left one TTL after. */
  lastStored: number;
  /** Ended by the cache itself (no entries, relay reconnected, closing), not by the relay. */
  ended: boolean;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function createIdentityCache(options: IdentityCacheOptions): IdentityCache {
  const { relay, ttlMs } = options;
  if (ttlMs <= 0) return noIdentityCache;
  const maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  const now = options.now ?? Date.now;
  /** In least-recently-used order. */
  const entries = new Map<string, Entry>();
  const watches = new Map<string, Watch>();
  /** Members whose channel failed, until when they go uncached. */
  const refused = new Map<string, number>();
  let clock: Ticket = 0;
  let closed = false;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    watches.get(entry.memberId)?.keys.delete(key);
  }

  function dropAllOf(watch: Watch): void {
    for (const key of watch.keys) entries.delete(key);
    watch.keys.clear();
  }

  function end(watch: Watch): void {
    watch.ended = true;
    dropAllOf(watch);
    if (watches.get(watch.memberId) === watch) watches.delete(watch.memberId);
    void watch.subscription.return();
  }

  function watch(memberId: string, token: string): void {
    const channel = memberChannel(memberId);
    const subscription = relay.subscribe(channel, [events.sessionsRevoked, events.userDataUpdated], {
      authToken: token,
      internal: true,
    });
    const w: Watch = {
      memberId,
      channel,
      subscription,
      socketId: null,
      validFrom: Infinity,
      keys: new Set(),
      lastStored: now(),
      ended: false,
    };
    watches.set(memberId, w);
    subscription.ready.then(
      () => {
        if (w.ended) return;
        const socket = relay.liveSocket(channel);
        // Subscribed on a socket that has gone since: events may be lost, the next request watches anew.
        if (socket === null) return end(w);
        w.socketId = socket;
        w.validFrom = ++clock;
      },
      () => undefined, // reported by next() below
    );
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await subscription.next();
          if (done) break;
          // Revoked tokens may include the one the channel was joined with: the next request joins with its own.
          if (value.event === events.sessionsRevoked.name) return end(w);
          dropAllOf(w);
          if (w.socketId !== null) w.validFrom = ++clock;
        }
      } catch {
        // refused or unreachable: below
      }
      if (w.ended) return;
      refused.set(memberId, now() + ttlMs);
      end(w);
    })();
  }

  function sweep(): void {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) drop(key);
    for (const w of [...watches.values()]) {
      if (w.keys.size === 0 && time - w.lastStored >= ttlMs) end(w);
    }
    for (const [memberId, until] of refused) if (until <= time) refused.delete(memberId);
  }
  const sweeper = setInterval(sweep, Math.min(ttlMs, 10_000));
  sweeper.unref();

  return {
    get(token) {
      const key = hashOf(token);
      const entry = entries.get(key);
      if (!entry) return undefined;
      const w = watches.get(entry.memberId);
      if (!w || w.socketId !== relay.liveSocket(w.channel)) {
        if (w) end(w);
        else drop(key);
        return undefined;
      }
      if (entry.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.member;
    },

    ticket: () => clock,

    store(token, member, ticket) {
      const key = hashOf(token);
      if (member === null) return drop(key);
      if (closed) return;
      const memberId = String(member.id);
      const w = watches.get(memberId);
      if (!w) {
        if ((refused.get(memberId) ?? 0) <= now()) watch(memberId, token);
        return;
      }
      if (w.validFrom > ticket) return;
      drop(key);
      const time = now();
      entries.set(key, { memberId, member, expiresAt: time + ttlMs });
      w.keys.add(key);
      w.lastStored = time;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        drop(oldest);
      }
    },

    close() {
      closed = true;
      clearInterval(sweeper);
      for (const w of [...watches.values()]) end(w);
      refused.clear();
    },
  };
}
