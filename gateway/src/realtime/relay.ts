import { GraphQLError } from 'graphql';
import Pusher from 'pusher-js';
import type { Channel, Options as PusherOptions } from 'pusher-js';
import type { EventPayload, RealtimeEvent } from '@portal/contract';
import type { RealtimeConfig } from '../config.js';
import { DEFAULT_LANGUAGE, t, type Language } from '../language.js';

/**
 * The realtime relay: one pusher-js connection per gateway process to the Pusher-protocol server (the backend's
 * embedded one, soketi or Pusher), shared by every GraphQL subscription.
 *
 * - `subscribe(channel, events, {authToken})` answers an async iterator of `{channel, event, data}`, the data parsed
 *   with the event's schema of the registry (`events` of the contract): an event that does not match is dropped and
 *   logged, never passed on. Subscribers of
 *   one channel share one Pusher subscription (reference-counted); the last one leaving unsubscribes it, and the
 *   last channel leaving disconnects (after `idleDisconnectMs`). Nothing connects before the first subscription.
 * - Private and presence channels are authorised by `authorize` (the backend's `/api/broadcasting/auth`) with each
 *   subscriber's OWN token: a subscriber joins a channel only after its token was accepted for that channel, even
 *   when the channel is already subscribed for someone else. After a reconnect pusher-js re-subscribes every
 *   channel; the relay then authorises again with the tokens of the channel's current subscribers (the new socket
 *   id needs a new signature), ends the subscribers whose token is refused now (revoked, expired) and subscribes
 *   with one that is still accepted.
 * - Each subscriber has a bounded buffer: a subscriber that does not keep up loses its oldest events (logged).
 */

/** One event of `E` (a union of registry events) as a subscriber gets it: its name tells its data apart. */
export type RelayEvent<E extends RealtimeEvent = RealtimeEvent> = E extends RealtimeEvent
  ? { channel: string; event: E['name']; data: EventPayload<E> }
  : never;

/** Who subscribes: the bearer token the channel is authorised with, and the language of error messages. */
export interface RelayCaller {
  token: string | null;
  language: Language;
}

export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
  shared_secret?: string;
}

/** Signs a subscription for `caller` (POST /api/broadcasting/auth); rejects with the mapped GraphQL error. */
export type ChannelAuthorizer = (
  request: { socketId: string; channelName: string },
  caller: RelayCaller,
) => Promise<ChannelAuthorization>;

export interface RelaySubscribeOptions {
  /** The subscriber's bearer token; private and presence channels need it. */
  authToken?: string | null;
  language?: Language;
  /** Events buffered for this subscriber before the oldest are dropped (default: the relay's `bufferSize`). */
  bufferSize?: number;
  /**
   * The gateway's own listener (a session watch, the identity cache), not a GraphQL subscriber: left out of
   * `stats()`, and so is a channel only such listeners hold.
   */
  internal?: boolean;
}

/** One subscriber's stream. `return()` leaves the channel. */
export interface RelaySubscription<E extends RealtimeEvent = RealtimeEvent> extends AsyncIterableIterator<
  RelayEvent<E>
> {
  /**
   * Settles once this subscriber receives events: resolves when the channel is subscribed and the subscriber's
   * token accepted; rejects with UNAUTHENTICATED/FORBIDDEN (the backend's answer), or UPSTREAM_UNAVAILABLE when that
   * takes longer than `subscribeTimeoutMs`. `next()` rejects with the same error.
   */
  readonly ready: Promise<void>;
  return(): Promise<IteratorResult<RelayEvent<E>>>;
}

export interface RelayLogger {
  debug(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface RelayOptions extends Pick<RealtimeConfig, 'key' | 'cluster' | 'host' | 'port' | 'scheme'> {
  authorize: ChannelAuthorizer;
  bufferSize?: number;
  idleDisconnectMs?: number;
  subscribeTimeoutMs?: number;
  log?: RelayLogger;
}

export interface RelayStats {
  /** pusher-js connection state (`none` before the first subscription). */
  state: string;
  socketId: string | null;
  channels: Array<{ name: string; subscribers: number; pending: number; subscribed: boolean }>;
}

export interface Relay {
  subscribe<E extends RealtimeEvent>(
    channel: string,
    events: readonly E[],
    options?: RelaySubscribeOptions,
  ): RelaySubscription<E>;
  stats(): RelayStats;
  /** The connection's socket id while `channel` is subscribed on it (its events arrive); null otherwise. */
  liveSocket(channel: string): string | null;
  /** Ends every subscriber (done) and disconnects; later subscriptions fail. */
  close(): Promise<void>;
}

const countExternal = (subscribers: ReadonlySet<Subscriber>): number =>
  [...subscribers].filter((sub) => !sub.internal).length;

/** How often a relay that lost its Pusher server tries again. */
const RECONNECT_EVERY_MS = 1_000;

const silent: RelayLogger = { debug: () => undefined, warn: () => undefined, error: () => undefined };

export const isAuthorisedChannel = (name: string): boolean =>
  name.startsWith('private-') || name.startsWith('presence-');

const errorWithCode = (message: string, code: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

/** The pusher-js options for the configured server. */
export function pusherOptions(
  config: Pick<RealtimeConfig, 'cluster' | 'host' | 'port' | 'scheme'>,
  authorizer: NonNullable<PusherOptions['channelAuthorization']>,
): PusherOptions {
  const common = { channelAuthorization: authorizer, disableStats: true };
  if (config.cluster) return { ...common, cluster: config.cluster, forceTLS: true };
  const tls = config.scheme === 'https';
  return {
    ...common,
    cluster: 'embedded', // required by pusher-js, unused with wsHost
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: tls,
    enabledTransports: tls ? ['wss'] : ['ws'],
  };
}

class Subscriber implements RelaySubscription {
  readonly ready: Promise<void>;
  private readonly queue: RelayEvent[] = [];
  private waiter: { resolve: (r: IteratorResult<RelayEvent>) => void; reject: (e: unknown) => void } | null =
    null;
  private failure: unknown = null;
  private dropped = 0;
  done = false;
  active = false;
  private settleReady!: { resolve: () => void; reject: (e: unknown) => void };

  constructor(
    readonly channel: string,
    /** The registry's events this subscriber listens to, by name. */
    readonly events: ReadonlyMap<string, RealtimeEvent>,
    readonly caller: RelayCaller,
    private readonly bufferSize: number,
    private readonly log: RelayLogger,
    private readonly onLeave: (sub: Subscriber) => void,
    readonly internal: boolean,
  ) {
    this.ready = new Promise<void>((resolve, reject) => (this.settleReady = { resolve, reject }));
    this.ready.catch(() => undefined); // reported through next() as well
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  markReady(): void {
    this.active = true;
    this.settleReady.resolve();
  }

  push(event: RelayEvent): void {
    if (this.done) return;
    if (this.waiter) {
      const { resolve } = this.waiter;
      this.waiter = null;
      resolve({ value: event, done: false });
      return;
    }
    this.queue.push(event);
    if (this.queue.length > this.bufferSize) {
      this.queue.shift();
      this.dropped += 1;
      if (this.dropped === 1 || this.dropped % 100 === 0) {
        this.log.warn(
          { channel: this.channel, dropped: this.dropped, buffer: this.bufferSize },
          'realtime: subscriber falls behind, oldest events dropped',
        );
      }
    }
  }

  /** Ends the stream with an error (reported once by `next()` after the buffered events), and leaves. */
  fail(error: unknown): void {
    if (this.done) return;
    this.done = true;
    this.failure = error;
    this.settleReady.reject(error);
    if (this.waiter) {
      const { reject } = this.waiter;
      this.waiter = null;
      this.failure = null;
      reject(error);
    }
    this.onLeave(this);
  }

  /** Ends the stream normally (relay closing). */
  end(): void {
    if (this.done) return;
    this.done = true;
    this.settleReady.reject(
      errorWithCode(t('upstreamUnavailable', this.caller.language), 'UPSTREAM_UNAVAILABLE'),
    );
    this.waiter?.resolve({ value: undefined, done: true });
    this.waiter = null;
    this.onLeave(this);
  }

  next(): Promise<IteratorResult<RelayEvent>> {
    const event = this.queue.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.failure !== null) {
      const error = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  return(): Promise<IteratorResult<RelayEvent>> {
    this.queue.length = 0;
    this.failure = null;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<RelayEvent>> {
    void error;
    return this.return();
  }
}

interface ChannelEntry {
  name: string;
  /** Receiving events. */
  active: Set<Subscriber>;
  /** Being authorised or waiting for the Pusher subscription. */
  pending: Set<Subscriber>;
  /** Tokens the backend accepted for this channel (on the current or an earlier socket). */
  verified: Set<string>;
  /** In-flight authorisations per token (several subscribers with one token cost one call). */
  verifying: Map<string, Promise<void>>;
  /** The last signature, reused when pusher-js asks for the same socket id. */
  lastAuth: { socketId: string; data: ChannelAuthorization; token: string } | null;
  /** Settles with the first `subscription_succeeded` / `subscription_error`. */
  subscribed: Promise<void> | null;
  /** The authorisation error that made the subscription fail, for the subscribers. */
  authError: unknown;
  unbind: (() => void) | null;
}

export function createRelay(options: RelayOptions): Relay {
  const log = options.log ?? silent;
  const bufferSize = Math.max(1, options.bufferSize ?? 100);
  const idleDisconnectMs = options.idleDisconnectMs ?? 5_000;
  const subscribeTimeoutMs = options.subscribeTimeoutMs ?? 10_000;
  const entries = new Map<string, ChannelEntry>();
  let pusher: Pusher | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const subscribersOf = (entry: ChannelEntry): Subscriber[] => [...entry.active, ...entry.pending];

  // ---- the connection

  function connection(): Pusher {
    if (!pusher) {
      pusher = new Pusher(
        options.key,
        pusherOptions(options, {
          customHandler: (params, callback) => void authoriseForPusher(params, callback),
        }),
      );
      const p = pusher;
      p.connection.bind('state_change', (states: { previous: string; current: string }) =>
        log.debug({ ...states, socketId: p.connection.socket_id }, 'realtime: connection state'),
      );
      p.connection.bind('error', (error: unknown) => log.warn({ err: error }, 'realtime: connection error'));
      // Once its server went away, pusher-js waits up to 15 s between attempts (made for browsers on mobile
      // networks), and events in that gap are lost. The relay's server is near: while not connected, start a fresh
      // attempt every second (`retryIn` is the connection manager's own restart; `connect()` is a no-op meanwhile).
      let retry: NodeJS.Timeout | undefined;
      p.connection.bind('state_change', ({ current }: { current: string }) => {
        clearTimeout(retry);
        if (current !== 'connecting' && current !== 'unavailable') return;
        const again = () => {
          if (pusher !== p || p.connection.state === 'connected') return;
          (p.connection as unknown as { retryIn(delayMs: number): void }).retryIn(0);
          retry = setTimeout(again, RECONNECT_EVERY_MS).unref();
        };
        retry = setTimeout(again, RECONNECT_EVERY_MS).unref();
      });
    }
    const state = pusher.connection.state;
    if (state === 'disconnected' || state === 'initialized') pusher.connect();
    return pusher;
  }

  function whenConnected(p: Pusher): Promise<string> {
    if (p.connection.state === 'connected') return Promise.resolve(p.connection.socket_id);
    return new Promise((resolve, reject) => {
      const onChange = ({ current }: { current: string }) => {
        if (current === 'connected') {
          p.connection.unbind('state_change', onChange);
          resolve(p.connection.socket_id);
        } else if (current === 'failed' || current === 'disconnected') {
          // failed: no usable transport; disconnected: refused by the server (e.g. an unknown app key) or by us.
          p.connection.unbind('state_change', onChange);
          reject(new Error(`pusher-js connection ${current}`));
        }
      };
      p.connection.bind('state_change', onChange);
    });
  }

  function cancelIdle(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = undefined;
  }

  function scheduleIdleDisconnect(): void {
    cancelIdle();
    const disconnect = () => {
      idleTimer = undefined;
      if (entries.size === 0 && pusher) {
        log.debug({}, 'realtime: last subscriber left, disconnecting');
        pusher.disconnect();
      }
    };
    if (idleDisconnectMs <= 0) disconnect();
    else {
      idleTimer = setTimeout(disconnect, idleDisconnectMs);
      idleTimer.unref();
    }
  }

  // ---- authorisation

  /** Authorises `caller` for the entry's channel on `socketId`; remembers the token and the signature. */
  async function authorise(entry: ChannelEntry, socketId: string, caller: RelayCaller): Promise<void> {
    const token = caller.token as string;
    const data = await options.authorize({ socketId, channelName: entry.name }, caller);
    entry.verified.add(token);
    if (entry.lastAuth?.socketId !== socketId) entry.lastAuth = { socketId, data, token };
  }

  /** A subscriber joins only after its own token was accepted for the channel. */
  async function verify(entry: ChannelEntry, sub: Subscriber, p: Pusher): Promise<void> {
    const token = sub.caller.token;
    if (!token) throw errorWithCode(t('unauthenticated', sub.caller.language), 'UNAUTHENTICATED');
    if (entry.verified.has(token)) return;
    let running = entry.verifying.get(token);
    if (!running) {
      running = whenConnected(p)
        .then((socketId) => authorise(entry, socketId, sub.caller))
        .finally(() => entry.verifying.delete(token));
      entry.verifying.set(token, running);
    }
    await running;
  }

  /**
   * pusher-js asks for a signature: on the first subscription the one from `verify` (same socket id); after a
   * reconnect (new socket id) every token of the channel's subscribers is authorised again, the subscribers whose
   * token is refused now are ended with the backend's error, and the first accepted signature is used.
   */
  async function authoriseForPusher(
    { socketId, channelName }: { socketId: string; channelName: string },
    callback: (error: Error | null, data: ChannelAuthorization | null) => void,
  ): Promise<void> {
    const entry = entries.get(channelName);
    if (!entry) return refuseLeftChannel(channelName, callback);
    if (entry.lastAuth?.socketId === socketId) return callback(null, entry.lastAuth.data);

    const byToken = new Map<string, RelayCaller>();
    for (const sub of subscribersOf(entry)) {
      if (sub.caller.token && !byToken.has(sub.caller.token)) byToken.set(sub.caller.token, sub.caller);
    }
    // The token that authorised the channel before goes first.
    const callers = [...byToken.values()].sort(
      (a, b) => Number(b.token === entry.lastAuth?.token) - Number(a.token === entry.lastAuth?.token),
    );
    entry.verified.clear();
    const results = await Promise.allSettled(callers.map((caller) => authorise(entry, socketId, caller)));
    let accepted = false;
    let lastError: unknown = null;
    results.forEach((result, index) => {
      const caller = callers[index]!;
      if (result.status === 'fulfilled') {
        accepted = true;
        return;
      }
      lastError = result.reason;
      log.warn(
        { channel: channelName, code: (result.reason as GraphQLError)?.extensions?.code },
        'realtime: re-authorisation refused, ending that token’s subscribers',
      );
      for (const sub of subscribersOf(entry)) if (sub.caller.token === caller.token) sub.fail(result.reason);
    });
    if (entries.get(channelName) !== entry) return refuseLeftChannel(channelName, callback);
    if (accepted && entry.lastAuth?.socketId === socketId) return callback(null, entry.lastAuth.data);
    entry.authError = lastError;
    callback(lastError instanceof Error ? lastError : new Error('not authorised'), null);
  }

  /**
   * Nobody wants the channel any more (everyone left while it was being authorised): refuse, and drop pusher-js's
   * channel object once the refusal is through, or it would be subscribed again after every reconnect.
   */
  function refuseLeftChannel(
    channelName: string,
    callback: (error: Error | null, data: ChannelAuthorization | null) => void,
  ): void {
    callback(new Error(`no subscriber for ${channelName}`), null);
    const p = pusher;
    setImmediate(() => {
      if (p && !entries.has(channelName) && p.channel(channelName)) p.unsubscribe(channelName);
    });
  }

  // ---- channels

  function ensureSubscribed(entry: ChannelEntry, p: Pusher): Promise<void> {
    if (entry.subscribed) return entry.subscribed;
    entry.subscribed = new Promise<void>((resolve, reject) => {
      const channel: Channel = p.subscribe(entry.name);
      const onSucceeded = () => {
        log.debug({ channel: entry.name }, 'realtime: subscribed');
        resolve();
      };
      const onError = (status: unknown) => {
        const error =
          entry.authError ??
          errorWithCode(
            t('forbidden', subscribersOf(entry)[0]?.caller.language ?? DEFAULT_LANGUAGE),
            'FORBIDDEN',
          );
        log.warn({ channel: entry.name, status }, 'realtime: subscription refused');
        reject(error);
        for (const sub of subscribersOf(entry)) sub.fail(error);
        removeEntry(entry);
      };
      // parsed once for every subscriber of the event (they share the registry's schema)
      const onEvent = (event: string, data: unknown) => {
        const listeners = [...entry.active].filter((sub) => sub.events.has(event));
        const schema = listeners[0]?.events.get(event)?.payload;
        if (!schema) return;
        const parsed = schema.safeParse(data);
        if (!parsed.success) {
          log.warn(
            { channel: entry.name, event, issues: parsed.error.issues },
            'realtime: event dropped, its data does not match the registry',
          );
          return;
        }
        const message = { channel: entry.name, event, data: parsed.data } as RelayEvent;
        for (const sub of listeners) sub.push(message);
      };
      channel.bind('pusher:subscription_succeeded', onSucceeded);
      channel.bind('pusher:subscription_error', onError);
      channel.bind_global(onEvent);
      entry.unbind = () => {
        channel.unbind('pusher:subscription_succeeded', onSucceeded);
        channel.unbind('pusher:subscription_error', onError);
        channel.unbind_global(onEvent);
      };
    });
    entry.subscribed.catch(() => undefined);
    return entry.subscribed;
  }

  function removeEntry(entry: ChannelEntry): void {
    if (entries.get(entry.name) !== entry) return;
    entries.delete(entry.name);
    entry.unbind?.();
    if (pusher && entry.subscribed) pusher.unsubscribe(entry.name);
    log.debug({ channel: entry.name }, 'realtime: unsubscribed');
    if (entries.size === 0 && !closed) scheduleIdleDisconnect();
  }

  function leave(sub: Subscriber): void {
    const entry = entries.get(sub.channel);
    if (!entry || !(entry.active.delete(sub) || entry.pending.delete(sub))) return;
    const token = sub.caller.token;
    if (token && !subscribersOf(entry).some((other) => other.caller.token === token)) {
      entry.verified.delete(token);
    }
    if (entry.active.size === 0 && entry.pending.size === 0) removeEntry(entry);
  }

  async function join(sub: Subscriber): Promise<void> {
    let entry = entries.get(sub.channel);
    if (!entry) {
      entry = {
        name: sub.channel,
        active: new Set(),
        pending: new Set(),
        verified: new Set(),
        verifying: new Map(),
        lastAuth: null,
        subscribed: null,
        authError: null,
        unbind: null,
      };
      entries.set(sub.channel, entry);
    }
    entry.pending.add(sub);
    cancelIdle();
    const current = entry;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(errorWithCode(t('upstreamUnavailable', sub.caller.language), 'UPSTREAM_UNAVAILABLE')),
        subscribeTimeoutMs,
      );
    });
    try {
      const p = connection();
      await Promise.race([
        (async () => {
          await whenConnected(p);
          if (isAuthorisedChannel(sub.channel)) await verify(current, sub, p);
          if (sub.done) return;
          await ensureSubscribed(current, p);
        })(),
        timeout,
      ]);
      if (sub.done) return;
      current.pending.delete(sub);
      current.active.add(sub);
      sub.markReady();
    } catch (error) {
      if (!(error instanceof GraphQLError))
        log.error({ err: error, channel: sub.channel }, 'realtime: subscribe failed');
      sub.fail(
        error instanceof GraphQLError
          ? error
          : errorWithCode(t('upstreamUnavailable', sub.caller.language), 'UPSTREAM_UNAVAILABLE'),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    subscribe<E extends RealtimeEvent>(
      channel: string,
      events: readonly E[],
      subscribeOptions: RelaySubscribeOptions = {},
    ): RelaySubscription<E> {
      const caller: RelayCaller = {
        token: subscribeOptions.authToken ?? null,
        language: subscribeOptions.language ?? DEFAULT_LANGUAGE,
      };
      const size = Math.max(1, subscribeOptions.bufferSize ?? bufferSize);
      const sub = new Subscriber(
        channel,
        new Map(events.map((event) => [event.name, event])),
        caller,
        size,
        log,
        leave,
        subscribeOptions.internal ?? false,
      );
      if (closed) sub.fail(errorWithCode(t('upstreamUnavailable', caller.language), 'UPSTREAM_UNAVAILABLE'));
      else void join(sub);
      // the subscriber passes on only `events`, parsed by their schemas
      return sub as unknown as RelaySubscription<E>;
    },

    stats() {
      return {
        state: pusher?.connection.state ?? 'none',
        socketId: pusher?.connection.socket_id ?? null,
        channels: [...entries.values()]
          .map((entry) => ({
            name: entry.name,
            subscribers: countExternal(entry.active),
            pending: countExternal(entry.pending),
            subscribed: pusher?.channel(entry.name)?.subscribed ?? false,
          }))
          .filter((channel) => channel.subscribers + channel.pending > 0),
      };
    },

    liveSocket(channel) {
      if (pusher?.connection.state !== 'connected') return null;
      return pusher.channel(channel)?.subscribed ? pusher.connection.socket_id : null;
    },

    async close() {
      if (closed) return;
      closed = true;
      cancelIdle();
      for (const entry of [...entries.values()]) for (const sub of subscribersOf(entry)) sub.end();
      entries.clear();
      if (pusher) {
        const p = pusher;
        pusher = null;
        p.disconnect();
        // pusher-js keeps every instance in a static list; drop ours.
        const instances = (Pusher as unknown as { instances: Pusher[] }).instances;
        const index = instances.indexOf(p);
        if (index >= 0) instances.splice(index, 1);
      }
    },
  };
}
