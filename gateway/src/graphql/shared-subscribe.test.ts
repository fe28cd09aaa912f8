import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSharedSubscribe, sharingKey } from './shared-subscribe.js';

/** A channel like the relay's: every listener gets the same event object. */
function channel() {
  const listeners = new Set<(event: object) => void>();
  return {
    emit: (event: object) => listeners.forEach((listener) => listener(event)),
    listeners,
    subscribe(): AsyncIterableIterator<object> {
      const queue: object[] = [];
      let wake: (() => void) | null = null;
      let done = false;
      const listener = (event: object) => {
        queue.push(event);
        wake?.();
      };
      listeners.add(listener);
      return {
        async next() {
          while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          return done ? { value: undefined, done: true } : { value: queue.shift()!, done: false };
        },
        async return() {
          done = true;
          listeners.delete(listener);
          wake?.();
          return { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
  };
}

function setup() {
  const events = channel();
  let executions = 0;
  const schema = makeExecutableSchema({
    typeDefs: `type Query { ok: Boolean } type Subscription { ticked(step: Int): String }`,
    resolvers: {
      Subscription: {
        ticked: {
          subscribe: () => events.subscribe(),
          resolve: (event: { n: number }, { step }: { step?: number }, ctx: { language: string }) => {
            executions += 1;
            return `${ctx.language} ${event.n * (step ?? 1)}`;
          },
        },
      },
    },
  });
  const keys = new WeakMap<ExecutionArgs, string>();
  const subscribe = createSharedSubscribe((args) => keys.get(args) ?? null);
  const open = async (
    query: string,
    caller: { token: string | null; language: string },
    variables?: Record<string, unknown>,
    share = true,
  ) => {
    const args: ExecutionArgs = {
      schema,
      document: parse(query),
      variableValues: variables,
      contextValue: caller,
    };
    if (share) keys.set(args, sharingKey({ query, variables }, caller));
    return (await subscribe(args)) as AsyncIterableIterator<ExecutionResult>;
  };
  return { events, open, executions: () => executions };
}

const member = { token: 'token-a', language: 'de' };

describe('createSharedSubscribe', () => {
  it('runs one execution per event for the subscriptions with the same key, each getting its result', async () => {
    const { events, open, executions } = setup();
    const tabs = await Promise.all([1, 2, 3].map(() => open('subscription { ticked }', member)));
    const next = tabs.map((tab) => tab.next());
    events.emit({ n: 7 });
    for (const step of await Promise.all(next))
      expect(step).toEqual({ value: { data: { ticked: 'de 7' } }, done: false });
    expect(executions()).toBe(1);
  });

  it('runs on its own what differs in variables, token or language, or has no key', async () => {
    const { events, open, executions } = setup();
    const query = 'subscription ($step: Int) { ticked(step: $step) }';
    const subscriptions = [
      await open(query, member, { step: 1 }),
      await open(query, member, { step: 2 }),
      await open(query, { ...member, token: 'token-b' }, { step: 1 }),
      await open(query, { ...member, language: 'en' }, { step: 1 }),
      await open(query, member, { step: 1 }, false),
    ];
    const next = subscriptions.map((s) => s.next());
    events.emit({ n: 5 });
    expect((await Promise.all(next)).map((step) => step.value?.data?.ticked)).toEqual([
      'de 5',
      'de 10',
      'de 5',
      'en 5',
      'de 5',
    ]);
    expect(executions()).toBe(5);
  });

  it('executes every event anew (results are not kept beyond their event)', async () => {
    const { events, open, executions } = setup();
    const tab = await open('subscription { ticked }', member);
    const first = tab.next();
    events.emit({ n: 1 });
    await first;
    const second = tab.next();
    events.emit({ n: 2 });
    expect((await second).value).toEqual({ data: { ticked: 'de 2' } });
    expect(executions()).toBe(2);
  });

  it('ends a subscription at once on return(), also while it waits for an event', async () => {
    const { events, open } = setup();
    const tab = await open('subscription { ticked }', member);
    const waiting = tab.next();
    await expect(tab.return!()).resolves.toEqual({ value: undefined, done: true });
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
    expect(events.listeners.size).toBe(0);
  });

  it('answers the errors of a subscription that cannot start, as graphql-js does', async () => {
    const { open } = setup();
    const result = await open('subscription { ticked(step: "x") }', member);
    expect(result).toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringContaining('invalid value') })],
    });
  });
});
