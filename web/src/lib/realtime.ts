import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import i18n, { currentLanguage } from '../i18n';
import { authorization, getToken, subscribeSession } from './session';

// The realtime connection (graphql-ws), a chunk of its own: the Apollo client loads it with the first subscription.

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
export function createWsClient(url: string): Client {
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

/** The Apollo link for subscriptions over the graphql-ws client, at the GraphQL endpoint's path. */
export function createWsLink(path: string): GraphQLWsLink {
  return new GraphQLWsLink(createWsClient(websocketUrl(path)));
}
