import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import i18n, { currentLanguage } from '../i18n';
import { toastMessagesOf, type ErrorCode } from './errors';
import { authorization } from './session';
import { notifyError } from './toast';

/** Operation context flags understood by the links below. */
export interface PortalOperationContext {
  /** No error toasts for this operation (background checks, or screens that show the error themselves). */
  silent?: boolean;
  /** Error codes the screen shows itself (in its form); no toast for these. */
  handledCodes?: readonly ErrorCode[];
}

export const GRAPHQL_PATH = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

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

export interface CreateClientOptions {
  /** Terminating link for queries and mutations (tests pass a MockLink). */
  httpLink?: ApolloLink;
  /** Terminating link for subscriptions. */
  wsLink?: ApolloLink;
}

/** A link whose code is loaded on its first request (and again after a failed load). */
function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const link = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new ApolloLink((operation, forward) =>
    from(link()).pipe(mergeMap((loaded) => loaded.request(operation, forward))),
  );
}

/**
 * The normalised cache, in which a change's answer updates what was read of the same object. A member's settings
 * of a provider have no id until first saved: they are known by their provider. The LS22 setup is one of a kind.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      IptvProviderSettings: { keyFields: ['providerId'] },
      Ls22Config: { keyFields: [] },
    },
  });
}

export function createApolloClient(options: CreateClientOptions = {}): ApolloClient {
  const httpLink = options.httpLink ?? new HttpLink({ uri: GRAPHQL_PATH });
  // Realtime only for members' subscriptions: a guest on the login page never downloads the WebSocket client.
  const wsLink =
    options.wsLink ??
    lazyLink(() => import('./realtime').then((realtime) => realtime.createWsLink(GRAPHQL_PATH)));
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );
  return new ApolloClient({
    link: ApolloLink.from([errorToastLink, languageLink, authLink, transport]),
    cache: createCache(),
  });
}
