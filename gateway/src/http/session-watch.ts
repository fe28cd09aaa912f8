import { events, memberChannel } from '@portal/contract';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createContext, type ContextDeps } from '../context.js';
import { hasAnyRole, type Requirement } from '../graphql/auth-directive.js';
import { t, type Language } from '../language.js';
import type { RelaySubscription } from '../realtime/relay.js';

/**
 * Ends what a revoked or demoted token may no longer have (issue 9, point 1). While a graphql-ws connection that
 * logged in at connect runs subscriptions, it listens on the member's own channel for `SessionsRevoked` (the
 * backend revoked tokens of the member) and `UserDataUpdated` (roles or active state changed). On either it asks
 * the backend about its token again (one `GET /api/user`): a token no longer valid closes the socket with 4401;
 * otherwise each open subscription whose root field the member's roles no longer allow ends with FORBIDDEN.
 */

export const UNAUTHORIZED = { code: 4401, reason: 'Unauthorized' } as const;

export interface WatchedSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export interface Session {
  token: string;
  language: Language;
  clientIp?: string;
  memberId: string | number;
}

interface Tracked {
  requirements: readonly Requirement[];
  /** Ends the subscription with this result as its last. */
  end(result: ExecutionResult): void;
}

export interface SessionWatch {
  /** The subscription's stream, ended early with a FORBIDDEN result when the member loses the right to it. */
  track(
    id: string,
    requirements: readonly Requirement[],
    stream: AsyncIterable<ExecutionResult>,
  ): AsyncIterableIterator<ExecutionResult>;
}

export function watchSession(
  deps: ContextDeps,
  session: Session,
  socket: WatchedSocket,
  log: { warn(obj: unknown, msg?: string): void },
): SessionWatch {
  const tracked = new Map<string, Tracked>();
  let listener: RelaySubscription | null = null;
  let closed = false;
  socket.once('close', () => {
    closed = true;
    stopListening();
  });

  function stopListening(): void {
    void listener?.return();
    listener = null;
  }

  /** Asks the backend about the token once; a backend that cannot answer leaves everything as it is. */
  async function recheck(): Promise<void> {
    let member;
    try {
      member = await createContext(deps, session).member();
    } catch (error) {
      log.warn({ err: error }, 'WebSocket session re-check failed');
      return;
    }
    if (member === null) {
      socket.close(UNAUTHORIZED.code, UNAUTHORIZED.reason);
      return;
    }
    const roles = member.roles ?? [];
    for (const entry of tracked.values()) {
      if (entry.requirements.every((requirement) => hasAnyRole(roles, requirement.roles))) continue;
      entry.end({
        errors: [new GraphQLError(t('forbidden', session.language), { extensions: { code: 'FORBIDDEN' } })],
      });
    }
  }

  async function listen(): Promise<void> {
    const subscription = deps.relay.subscribe(
      memberChannel(session.memberId),
      [events.sessionsRevoked, events.userDataUpdated],
      { authToken: session.token, language: session.language, internal: true },
    );
    listener = subscription;
    try {
      while (!(await subscription.next()).done) await recheck();
    } catch {
      // The relay refused the token on a reconnect (it ends those subscriptions with UNAUTHENTICATED itself) or could
      // not subscribe: the next subscription of the connection listens again.
      if (listener === subscription) listener = null;
    }
  }

  function untrack(id: string): void {
    tracked.delete(id);
    if (tracked.size === 0) stopListening();
  }

  return {
    track(id, requirements, stream) {
      const source = stream[Symbol.asyncIterator]();
      /** The FORBIDDEN result the subscription ends with once the member lost the right to it. */
      let last: ExecutionResult | null = null;
      /** Wakes a `next()` that waits for the source when `last` arrives. */
      let wake: (() => void) | null = null;
      let finished = false;
      const finish = async (): Promise<IteratorResult<ExecutionResult>> => {
        if (!finished) {
          finished = true;
          untrack(id);
          await source.return?.();
        }
        return { done: true, value: undefined };
      };
      tracked.set(id, {
        requirements,
        end: (result) => {
          last ??= result;
          wake?.();
        },
      });
      if (listener === null && !closed) void listen();
      const iterator: AsyncIterableIterator<ExecutionResult> = {
        [Symbol.asyncIterator]: () => iterator,
        async next() {
          if (finished) return { done: true, value: undefined };
          if (last === null) {
            // Not Promise.race against a promise that lives as long as the subscription: every event would leave a
            // reaction on it until the subscription ends.
            const step = await new Promise<IteratorResult<ExecutionResult> | null>((resolve, reject) => {
              wake = () => resolve(null);
              source.next().then(resolve, reject);
            });
            wake = null;
            if (step?.done) return finish();
            if (step) return step;
          }
          // The FORBIDDEN result goes out; the next call completes the subscription.
          const value = last!;
          await finish();
          return { done: false, value };
        },
        return: finish,
        // graphql-ws returns only async generators (next, return and throw) when a client completed early.
        throw: async (error: unknown) => {
          await finish();
          throw error;
        },
      };
      return iterator;
    },
  };
}
