import type { ModuleList } from '../module.js';
import type { RelayEvent } from './relay.js';

/** A channel of the logged-in member's own (named after their id) and the events one subscription listens to there. */
export interface MemberChannel {
  /** The channel's name for a member, e.g. `private-App.Models.User.7`. */
  name(memberId: string | number): string;
  readonly events: readonly string[];
}

/** Subscribes the logged-in member to one of their channels; live when it resolves. */
export type OpenChannel = () => Promise<AsyncIterableIterator<RelayEvent>>;

/** `{[module]: {[channel]: open}}` of the modules that declare channels. */
export type ChannelsOf<M extends ModuleList> = {
  [K in M[number] as [NonNullable<K['channels']>] extends [never] ? never : K['name']]: {
    readonly [C in keyof NonNullable<K['channels']>]: OpenChannel;
  };
};

/**
 * The modules' channels, each bound to `open` (the caller's relay subscription): the only channels a resolver can
 * subscribe to are the ones a module declared.
 */
export function bindChannels<M extends ModuleList>(
  modules: M,
  open: (channel: MemberChannel) => Promise<AsyncIterableIterator<RelayEvent>>,
): ChannelsOf<M> {
  return Object.fromEntries(
    modules
      .filter((module) => module.channels !== undefined)
      .map((module) => [
        module.name,
        Object.fromEntries(
          Object.entries(module.channels ?? {}).map(([key, channel]) => [key, () => open(channel)]),
        ),
      ]),
  ) as ChannelsOf<M>;
}
