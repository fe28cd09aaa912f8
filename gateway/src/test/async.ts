/** Rejects after `ms` so a missing event fails with a message instead of the test time-out. */
export function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Re-checks `condition` until it holds (or fails after `ms`); for state with no event to wait on. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 5000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The next value of an async iterator, with a time-out. */
export async function nextValue<T>(iterator: AsyncIterator<T>, what: string, ms = 5000): Promise<T> {
  const result = await within(iterator.next(), what, ms);
  if (result.done) throw new Error(`${what}: the stream ended`);
  return result.value;
}
