import type { RealtimeEvent } from '@portal/contract';
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
