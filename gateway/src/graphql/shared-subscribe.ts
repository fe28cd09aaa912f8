import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * graphql-js's `subscribe`, with one execution per source event for all subscriptions of the same sharing key (the
 * same operation, variables and caller, see `sharingKey`): a member's tabs and devices then cost the gateway one
 * execution per event instead of one each. The relay hands every subscriber of a channel the same event object,
 * which keys the executions (held only as long as the event is).
 *
 * `keyOf` answers an operation's key, or null for one that must run on its own.
 */
export function createSharedSubscribe(keyOf: (args: ExecutionArgs) => string | null) {
  const executions = new WeakMap<object, Map<string, Result>>();
  return async function subscribe(
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const key = keyOf(args);
    const run = (event: unknown): Result => execute({ ...args, rootValue: event });
    const resultOf = (event: unknown): Result => {
      if (key === null || typeof event !== 'object' || event === null) return run(event);
      let byKey = executions.get(event);
      if (!byKey) executions.set(event, (byKey = new Map()));
      let result = byKey.get(key);
      if (!result) byKey.set(key, (result = run(event)));
      return result;
    };
    return mapEvents(stream[Symbol.asyncIterator](), resultOf);
  };
}

/** The key under which subscriptions share executions: the same query, operation, variables, token and language. */
export function sharingKey(
  payload: { query: string; operationName?: string | null; variables?: unknown },
  caller: { token: string | null; language: string },
): string {
  return JSON.stringify([
    payload.query,
    payload.operationName ?? null,
    payload.variables ?? null,
    caller.token,
    caller.language,
  ]);
}

/**
 * The results of a source event stream, as graphql-js maps them: `return()` ends the stream at once, also while it
 * waits for an event (an async generator would only end at its next event).
 */
function mapEvents(
  stream: AsyncIterator<unknown>,
  resultOf: (event: unknown) => Result,
): Required<AsyncIterableIterator<ExecutionResult>> {
  const map = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (step.done) return { value: undefined, done: true };
    try {
      return { value: await resultOf(step.value), done: false };
    } catch (error) {
      await stream.return?.().catch(() => undefined);
      throw error;
    }
  };
  return {
    next: async () => map(await stream.next()),
    return: async () => (stream.return ? map(await stream.return()) : { value: undefined, done: true }),
    throw: async (error: unknown) => {
      if (!stream.throw) throw error;
      return map(await stream.throw(error));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
