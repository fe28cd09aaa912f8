import http from 'node:http';
import https from 'node:https';
import Pusher from 'pusher';
import type { PusherConfig } from '../config.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface BroadcasterLogger {
  debug: LogFn;
  warn: LogFn;
}

export interface Broadcaster {
  /**
   * Sends `event` with `data` (JSON-encoded by the SDK) to `channels` through the `pusher` SDK. Never throws:
   * a failure (server down, payload too large, ...) is logged and the caller carries on.
   */
  broadcast(channels: string | readonly string[], event: string, data: unknown): Promise<void>;
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
    async broadcast(channels, event, data) {
      const list = typeof channels === 'string' ? [channels] : [...channels];
      if (list.length === 0) return;
      if (!sdk) {
        log.debug({ event, channels: list }, 'broadcast dropped: the embedded server is not listening yet');
        return;
      }
      try {
        // Pusher accepts at most 100 channels per event
        for (let i = 0; i < list.length; i += 100) await sdk.trigger(list.slice(i, i + 100), event, data);
      } catch (err) {
        const e = err as { message?: string; status?: number; body?: string };
        log.warn(
          { event, channels: list, status: e.status, detail: e.body?.slice(0, 200), error: e.message },
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
