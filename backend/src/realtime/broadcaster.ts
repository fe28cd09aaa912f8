import http from 'node:http';
import https from 'node:https';
import Pusher from 'pusher';
import type { EventPayload, RealtimeEvent } from '@portal/contract';
import type { PusherConfig } from '../config.js';
import type { Wire } from '../http/routes.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface BroadcasterLogger {
  debug: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface Broadcaster {
  /**
   * Sends a registered `event` with `data` (JSON-encoded by the SDK) on its channel through the `pusher` SDK; `to`
   * is the member whose own channel it is. Never throws: data its schema refuses (a bug: listeners would drop it)
   * and a failure (server down, payload too large, ...) are logged and the caller carries on.
   */
  broadcast<E extends RealtimeEvent>(
    event: E,
    data: Wire<EventPayload<E>>,
    ...to: Parameters<E['channel']>
  ): Promise<void>;
  /**
   * Embedded mode: the address the backend (and so its Pusher-protocol server) listens on, known only after
   * `listen` (tests use port 0). Until then events are dropped: nobody can be subscribed yet. A wildcard address
   * (0.0.0.0, ::) is reached over 127.0.0.1.
   */
  bindEmbedded(address: { address: string; port: number }): void;
  close(): void;
}

export interface BroadcasterDeps {
  config: PusherConfig;
  log: BroadcasterLogger;
  /** Request timeout of the SDK (ms). */
  timeoutMs?: number;
}

/** Realtime events leave the backend only here, through the `pusher` server SDK (HTTP events API). */
export function createBroadcaster(deps: BroadcasterDeps): Broadcaster {
  const { config, log, timeoutMs = 5_000 } = deps;
  const { appId, key, secret, target } = config;
  const useTLS = target.mode === 'cluster' || (target.mode === 'host' && target.scheme === 'https');
  const agent = useTLS ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  let sdk: Pusher | null = null;

  if (target.mode === 'host') {
    sdk = new Pusher({
      appId,
      key,
      secret,
      host: target.host,
      port: String(target.port),
      useTLS,
      timeout: timeoutMs,
      agent,
    });
  } else if (target.mode === 'cluster') {
    sdk = new Pusher({
      appId,
      key,
      secret,
      cluster: target.cluster,
      useTLS: true,
      timeout: timeoutMs,
      agent,
    });
  }

  return {
    async broadcast(event, data, ...to) {
      const channel = (event.channel as (...args: unknown[]) => string)(...to);
      // checked as listeners get it: JSON writes a Date as ISO 8601
      const checked = event.payload.safeParse(JSON.parse(JSON.stringify(data)));
      if (!checked.success) {
        log.error(
          { event: event.name, channel, issues: checked.error.issues },
          'broadcast refused: invalid data',
        );
        return;
      }
      if (!sdk) {
        log.debug(
          { event: event.name, channel },
          'broadcast dropped: the embedded server is not listening yet',
        );
        return;
      }
      try {
        await sdk.trigger(channel, event.name, data);
      } catch (err) {
        const e = err as { message?: string; status?: number; body?: string };
        log.warn(
          { event: event.name, channel, status: e.status, detail: e.body?.slice(0, 200), error: e.message },
          'broadcast failed',
        );
      }
    },

    bindEmbedded({ address, port }) {
      if (target.mode !== 'embedded') return;
      const host =
        address === '0.0.0.0' || address === '::' || address === ''
          ? '127.0.0.1'
          : address.includes(':')
            ? `[${address}]`
            : address;
      sdk = new Pusher({
        appId,
        key,
        secret,
        host,
        port: String(port),
        useTLS: false,
        timeout: timeoutMs,
        agent,
      });
    },

    close() {
      agent.destroy();
    },
  };
}
