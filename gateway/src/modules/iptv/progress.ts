/** An import as the backend answers it: an id and a state that ends in FINISHED or FAILED. */
interface Trackable {
  id: number | string;
  state: string;
}

/** The states after which an import (a playlist's or an EPG's) changes no more. */
export const isFinal = (state: string): boolean => state === 'FINISHED' || state === 'FAILED';

/**
 * The progress of one import (a playlist's or an EPG's): its state now, then its events on the public channel all
 * imports of its kind share, until it is FINISHED or FAILED. `events` is live before the state is read, so no event
 * in between is lost; an unknown import is refused when the subscription starts. `return()` leaves the channel at
 * once, even while waiting for an event (an async generator would only leave on the next one).
 */
export async function progressOf<T extends Trackable>(
  /** The progress events of its kind, each carrying an import. */
  events: AsyncIterableIterator<{ data: T }>,
  /** The import now, in the caller's language (also its last state: events speak the backend's default one). */
  read: () => Promise<T>,
): Promise<AsyncIterableIterator<T>> {
  let now: T;
  try {
    now = await read();
  } catch (error) {
    await events.return?.();
    throw error;
  }
  let first: T | null = now;
  let ended = isFinal(now.state);
  const end = async (): Promise<IteratorResult<T>> => {
    ended = true;
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      if (first) {
        const value = first;
        first = null;
        return { value, done: false };
      }
      while (!ended) {
        const result = await events.next();
        if (result.done) break;
        const event = result.value.data;
        if (String(event.id) !== String(now.id)) continue;
        if (!isFinal(event.state)) return { value: event, done: false };
        ended = true;
        return { value: await read().catch(() => event), done: false };
      }
      return end();
    },
    return: end,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
