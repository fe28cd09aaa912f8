import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  token?: string | null;
  language?: string;
  headers?: Record<string, string>;
}

/** POSTs one operation to `${url}/graphql` as a browser client would (JSON, so CSRF prevention lets it pass). */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  options: GqlOptions = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as Omit<GqlResult<T>, 'status'>;
  return { status: response.status, ...body };
}

export const codesOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  (result.errors ?? []).map((e) => e.extensions?.code);

export function wsUrl(url: string): string {
  return `${url.replace(/^http/, 'ws')}/graphql`;
}

export function wsClient(url: string, connectionParams?: Record<string, unknown>): Client {
  return createClient({
    url: wsUrl(url),
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: true,
    retryAttempts: 0,
  });
}

export interface WsResult {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Runs one operation over graphql-ws; resolves with the result, or with `{errors}` when the server refuses it. */
export function wsRun(client: Client, query: string, variables?: Record<string, unknown>): Promise<WsResult> {
  return new Promise((resolve, reject) => {
    let result: WsResult | undefined;
    client.subscribe(
      { query, variables },
      {
        next: (value) => (result = value as WsResult),
        error: (error: unknown) => {
          if (Array.isArray(error)) resolve({ errors: error as WsResult['errors'] });
          else reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        },
        complete: () => resolve(result ?? {}),
      },
    );
  });
}

/** A running subscription over graphql-ws: its results in order, with time-outs. */
export interface WsSubscription {
  /** The next result (data or errors). */
  next(what?: string, ms?: number): Promise<WsResult>;
  /** Results received and not yet taken by `next()`. */
  readonly buffered: WsResult[];
  /** Settles when the server completes or fails the operation: `{errors}` for a refusal, else `{}`. */
  readonly ended: Promise<WsResult>;
  /** Stops the subscription (complete). */
  stop(): void;
}

export function wsSubscribe(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): WsSubscription {
  const buffered: WsResult[] = [];
  const waiters: Array<(value: WsResult) => void> = [];
  let settle!: (value: WsResult) => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<WsResult>((resolve, reject) => ((settle = resolve), (fail = reject)));
  ended.catch(() => undefined);
  const stop = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        const waiter = waiters.shift();
        if (waiter) waiter(value as WsResult);
        else buffered.push(value as WsResult);
      },
      error: (error: unknown) => {
        if (Array.isArray(error)) settle({ errors: error as WsResult['errors'] });
        else fail(new Error(`subscription failed: ${JSON.stringify(error)}`));
      },
      complete: () => settle({}),
    },
  );
  return {
    buffered,
    ended,
    stop,
    next(what = 'a subscription result', ms = 5000) {
      const ready = buffered.shift();
      if (ready) return Promise.resolve(ready);
      let timer: NodeJS.Timeout | undefined;
      return new Promise<WsResult>((resolve, reject) => {
        const waiter = (value: WsResult) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiters.push(waiter);
        timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`timed out waiting for ${what}`));
        }, ms);
        void ended.then(
          (result) => {
            if (!waiters.includes(waiter)) return;
            clearTimeout(timer);
            reject(new Error(`${what}: the subscription ended ${JSON.stringify(result)}`));
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error as Error);
          },
        );
      });
    },
  };
}

/** Opens a graphql-ws connection with `connectionParams`; resolves with the close code, or `acknowledged`. */
export function wsConnect(
  url: string,
  connectionParams?: Record<string, unknown>,
): Promise<number | 'acknowledged'> {
  return new Promise((resolve) => {
    const client = createClient({
      url: wsUrl(url),
      webSocketImpl: WebSocket,
      connectionParams,
      lazy: false,
      retryAttempts: 0,
      on: {
        connected: () => {
          resolve('acknowledged');
          void client.dispose();
        },
        closed: (event) => resolve((event as { code: number }).code),
      },
      onNonLazyError: () => undefined,
    });
  });
}
