import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import i18n, { currentLanguage } from '../i18n';
import { toastMessagesOf, type ErrorCode } from './errors';
import { getToken, subscribeSession } from './session';
import { notifyError } from './toast';

/** Operation context flags understood by the links below. */
export interface PortalOperationContext {
  /** No error toasts for this operation (background checks, or screens that show the error themselves). */
  silent?: boolean;
  /** Error codes the screen shows itself (in its form); no toast for these. */
  handledCodes?: readonly ErrorCode[];
}

export const GRAPHQL_PATH = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

function authorization(): string | undefined {
  const token = getToken();
  return token ? `Bearer ${token}` : undefined;
}

/** `Accept-Language` with the current UI language on every request. */
export const languageLink = new SetContextLink((prev) => ({
  headers: { ...(prev.headers as Record<string, string> | undefined), 'Accept-Language': currentLanguage() },
}));

/** `Authorization: Bearer <token>` from the session. */
export const authLink = new SetContextLink((prev) => {
  const value = authorization();
  const headers = { ...(prev.headers as Record<string, string> | undefined) };
  if (value) headers.Authorization = value;
  return { headers };
});

/** Spec §8: server messages as toasts (ignore list applied); validation errors stay with their fields. */
export const errorToastLink = new ErrorLink(({ error, operation }) => {
  const context = operation.getContext() as PortalOperationContext;
  if (context.silent) return;
  for (const { message, key } of toastMessagesOf(error, i18n.t('errors.network'), context.handledCodes)) {
    notifyError(message, undefined, key);
  }
});

function websocketUrl(path: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const reconnectListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the realtime connection comes back after a loss (a retry or a restart for a new token
 * or language). Events sent while it was down are lost: listeners refetch what those events would have changed.
 */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Tells every `onRealtimeReconnect` listener (the ws client calls it; tests may too). */
export function emitRealtimeReconnect(): void {
  for (const listener of reconnectListeners) listener();
}

/**
 * The graphql-ws client. Lazy: nothing connects until a subscription runs; it closes again when the last one
 * ends. Token and language are read at each (re)connect (connectionParams is a function), and a login, logout or
 * language change closes an open connection so that the next one carries the new values.
 */
export function createWsClient(url: string = websocketUrl(GRAPHQL_PATH)): Client {
  let socket: WebSocket | null = null;
  /** The token the current connection was opened with. */
  let connectedWith: string | null = null;
  const client = createClient({
    url,
    lazy: true,
    connectionParams: () => {
      connectedWith = getToken();
      return { authorization: authorization(), language: currentLanguage() };
    },
    retryAttempts: 10,
    shouldRetry: () => true,
    on: {
      connected: (s, _payload, wasRetry) => {
        socket = s as WebSocket;
        // The session changed while this connection was being set up: start over with the new token.
        if (connectedWith !== getToken()) {
          restart();
          return;
        }
        if (wasRetry) emitRealtimeReconnect();
      },
      closed: () => {
        socket = null;
      },
    },
  });
  // A new token or language needs a new connection: close an open one; graphql-ws reconnects as needed.
  const restart = () => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.close(4205, 'Client Restart');
  };
  let lastToken = getToken();
  subscribeSession(() => {
    const token = getToken();
    if (token !== lastToken) {
      lastToken = token;
      restart();
    }
  });
  i18n.on('languageChanged', restart);
  return client;
}

export interface CreateClientOptions {
  /** Terminating link for queries and mutations (tests pass a MockLink). */
  httpLink?: ApolloLink;
  /** Terminating link for subscriptions. */
  wsLink?: ApolloLink;
}

export function createApolloClient(options: CreateClientOptions = {}): ApolloClient {
  const httpLink = options.httpLink ?? new HttpLink({ uri: GRAPHQL_PATH });
  const wsLink = options.wsLink ?? new GraphQLWsLink(createWsClient());
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );
  return new ApolloClient({
    link: ApolloLink.from([errorToastLink, languageLink, authLink, transport]),
    cache: new InMemoryCache(),
  });
}
