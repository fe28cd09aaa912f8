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
