import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec 01 §9: a part of the app that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A component loaded on demand, as `React.lazy`, that fails after CHUNK_LOAD_TIMEOUT_MS instead of showing its
 * fallback forever on a stalled connection. The failure reads like a missing chunk, so the route's error screen
 * (RouteError) says the page could not be loaded and offers a reload.
 */
export function lazyLoad<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Loading chunk timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
          CHUNK_LOAD_TIMEOUT_MS,
        );
        load().then(
          (component) => {
            clearTimeout(timer);
            resolve({ default: component });
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
