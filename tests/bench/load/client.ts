// A simulated member's browser: GraphQL over HTTP and graphql-ws subscriptions, each member from a loopback address
// of its own (127.x.y.z), so the gateway's and the backend's per-address limits see one member per address as they
// would in production. Failures are retried like a browser would (after a moment, on the other gateway as a load
// balancer would), and every failed attempt is logged with its time.
import http from 'node:http';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Recorder } from './recorder';

/** A failure already logged by the client (callers must not log it again). */
export class LoggedFailure extends Error {}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; retryAfter?: number };
}

/** Codes a browser would try again after a moment: the portal's "please try again" answers. */
const RETRYABLE_CODES = new Set(['SERVICE_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE', 'TOO_MANY_REQUESTS']);
const ATTEMPTS = 5;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The i-th simulated member's loopback address (the whole 127/8 is local on Linux). */
export const memberAddress = (i: number) =>
  `127.${10 + Math.floor(i / 62500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; agent: http.Agent },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method, headers: init.headers, agent: init.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('request timed out')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed just as it was reused: browsers send again at once, unseen.
      if (req.reusedSocket && error.code === 'ECONNRESET') send(url, init).then(resolve, reject);
      else reject(error);
    });
    req.end(init.body);
  });
}

export class MemberClient {
  private readonly agent: http.Agent;
  token: string | null = null;

  constructor(
    private readonly rec: Recorder,
    private readonly gateways: string[],
    /** The gateway this member's load balancer sends it to first. */
    private readonly home: number,
    readonly localAddress: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, localAddress });
  }

  /**
   * One GraphQL operation, timed under `op`. Retried (on the next gateway) after network errors, 5xx and the
   * portal's "try again" codes; `variables` may be a function so that a retried write gets fresh input.
   */
  async gql<T>(
    op: string,
    query: string,
    variables?: Record<string, unknown> | (() => Record<string, unknown>),
    token = this.token,
  ): Promise<T> {
    return this.rec.time(op, async () => {
      for (let attempt = 0; ; attempt++) {
        const gateway = this.gateways[(this.home + attempt) % this.gateways.length]!;
        let retryAfterMs = 300 + Math.random() * 700;
        let failure: string;
        try {
          const res = await send(`${gateway}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'accept-language': 'en',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({
              query,
              variables: typeof variables === 'function' ? variables() : variables,
            }),
            agent: this.agent,
          });
          let body: { data?: T; errors?: GraphQLError[] } | undefined;
          try {
            body = JSON.parse(res.text) as typeof body;
          } catch {
            // not JSON: a proxy's or a dying process's answer
          }
          const first = body?.errors?.[0];
          if (res.status < 500 && body && !first) return body.data as T;
          failure = first
            ? `${first.extensions?.code ?? 'ERROR'}: ${first.message}`
            : `HTTP ${res.status} ${res.text.slice(0, 80)}`;
          if (first?.extensions?.retryAfter) retryAfterMs = first.extensions.retryAfter * 1000;
          const retryable = res.status >= 500 || RETRYABLE_CODES.has(first?.extensions?.code ?? '');
          if (!retryable || attempt + 1 >= ATTEMPTS) {
            this.rec.error(op, failure);
            throw new LoggedFailure(failure);
          }
        } catch (error) {
          if (error instanceof LoggedFailure) throw error;
          failure =
            error instanceof Error
              ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`
              : String(error);
          if (attempt + 1 >= ATTEMPTS) {
            this.rec.error(op, failure);
            throw new LoggedFailure(failure);
          }
        }
        this.rec.error(op, `${failure} (retrying)`);
        await sleep(retryAfterMs);
      }
    });
  }

  /** GET of a gateway route (a file), with the member's token; retried like `gql`. */
  async download(op: string, path: string): Promise<number> {
    return this.rec.time(op, async () => {
      for (let attempt = 0; ; attempt++) {
        const gateway = this.gateways[(this.home + attempt) % this.gateways.length]!;
        let failure: string;
        try {
          const res = await send(new URL(path, gateway).href, {
            method: 'GET',
            headers: { authorization: `Bearer ${this.token}`, 'accept-language': 'en' },
            agent: this.agent,
          });
          if (res.status === 200) return res.text.length;
          failure = `HTTP ${res.status} ${res.text.slice(0, 80)}`;
          if (res.status < 500) {
            this.rec.error(op, failure);
            throw new LoggedFailure(failure);
          }
        } catch (error) {
          if (error instanceof LoggedFailure) throw error;
          failure = error instanceof Error ? error.message : String(error);
        }
        this.rec.error(op, attempt + 1 >= ATTEMPTS ? failure : `${failure} (retrying)`);
        if (attempt + 1 >= ATTEMPTS) throw new LoggedFailure(failure);
        await sleep(300 + Math.random() * 700);
      }
    });
  }

  /**
   * A graphql-ws connection with the member's token that reconnects without end (after 0.5–1.5 s, on the next
   * gateway while the home one fails) and re-subscribes; every abnormal close is logged as an error.
   */
  subscriptions(op = 'subscriptions'): {
    client: WsClient;
    keep<T = Record<string, unknown>>(query: string, onNext: (data: T) => void): void;
    dispose(): Promise<void>;
  } {
    let disposing = false;
    let failures = 0;
    const { localAddress, gateways, home, rec } = this;
    const client = createClient({
      url: () => gateways[(home + failures) % gateways.length]!.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { localAddress });
        }
      },
      connectionParams: () => ({ authorization: `Bearer ${this.token}` }),
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => !disposing,
      retryWait: async () => void (await sleep(500 + Math.random() * 1000)),
      onNonLazyError: (e) => !disposing && rec.error(op, `gave up: ${describe(e)}`),
      on: {
        connected: () => (failures = 0),
        closed: (event) => {
          if (disposing) return;
          failures += 1;
          rec.error(op, `closed ${describe(event)}`);
        },
      },
    });
    return {
      client,
      /** Subscribes, and after an error or an end by the server (both logged) subscribes again after a moment. */
      keep<T>(query: string, onNext: (data: T) => void) {
        const again = (why: string) => {
          if (disposing) return;
          rec.error(op, why);
          setTimeout(start, 1000);
        };
        const start = () =>
          !disposing &&
          client.subscribe<T>(
            { query },
            {
              next: ({ data }) => data && onNext(data),
              error: (e) => again(`subscription failed: ${JSON.stringify(e).slice(0, 140)}`),
              complete: () => again('subscription ended by the server'),
            },
          );
        start();
      },
      async dispose() {
        disposing = true;
        await client.dispose();
      },
    };
  }

  close() {
    this.agent.destroy();
  }
}

function describe(e: unknown): string {
  if (e && typeof e === 'object' && 'code' in e) {
    const { code, reason } = e as { code: unknown; reason?: unknown };
    return `${String(code)}${reason ? ` ${String(reason)}` : ''}`;
  }
  return e instanceof Error ? e.message : String(e);
}
