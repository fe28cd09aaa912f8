import type { RealtimeEvent } from '@portal/contract';
import type { ModuleList } from '../module.js';
import type { RelayEvent } from './relay.js';

/**
 * The registry's events one subscription listens to, all on one channel: the logged-in member's own (named after
 * their id) or a public one.
 */
export type ChannelEvents = readonly RealtimeEvent[];

/** Subscribes the logged-in member to the channel of `E`; live when it resolves. */
export type OpenChannel<E extends RealtimeEvent = RealtimeEvent> = () => Promise<
  AsyncIterableIterator<RelayEvent<E>>
>;

/** `{[module]: {[channel]: open}}` of the modules that declare channels. */
export type ChannelsOf<M extends ModuleList> = {
  [K in M[number] as [NonNullable<K['channels']>] extends [never] ? never : K['name']]: {
    readonly [C in keyof NonNullable<K['channels']>]: OpenChannel<NonNullable<K['channels']>[C][number]>;
  };
};

/**
 * The modules' channels, each bound to `open` (the caller's relay subscription): the only channels a resolver can
 * subscribe to are the ones a module declared.
 */
export function bindChannels<M extends ModuleList>(
  modules: M,
  open: (events: ChannelEvents) => Promise<AsyncIterableIterator<RelayEvent>>,
): ChannelsOf<M> {
  return Object.fromEntries(
    modules
      .filter((module) => module.channels !== undefined)
      .map((module) => [
        module.name,
        Object.fromEntries(
          Object.entries(module.channels ?? {}).map(([key, events]) => [key, () => open(events)]),
        ),
      ]),
  ) as ChannelsOf<M>;
}
