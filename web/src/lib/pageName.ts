import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useResolvedPath } from 'react-router-dom';

/**
 * The names of what screens show (a list, a post, a blog), once loaded, by the path they name: the breadcrumbs and
 * the document title use them instead of the routes' generic titles. An entry lives as long as its screen, so a
 * name never outlives its page.
 */
interface Entry {
  name: string;
}
let names: ReadonlyMap<string, Entry> = new Map();
const listeners = new Set<() => void>();

function update(change: (next: Map<string, Entry>) => void) {
  const next = new Map(names);
  change(next);
  names = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function useNameAt(path: string, name: string | undefined) {
  useEffect(() => {
    if (name === undefined) return;
    const entry = { name };
    update((next) => next.set(path, entry));
    return () => update((next) => next.get(path) === entry && next.delete(path));
  }, [path, name]);
}

/** The screen names what it shows at the current path (undefined while it loads). */
export function usePageName(name: string | undefined) {
  useNameAt(useLocation().pathname, name);
}

/** A layout names its own route (e.g. the blog above its posts): its breadcrumb shows the name. */
export function useRouteName(name: string | undefined) {
  useNameAt(useResolvedPath('.').pathname, name);
}

/** The names screens gave, by path. */
export const usePageNames = (): ReadonlyMap<string, Entry> => useSyncExternalStore(subscribe, () => names);

/** The name the screen at the current path gave, if any. */
export function useCurrentPageName(): string | undefined {
  const { pathname } = useLocation();
  return usePageNames().get(pathname)?.name;
}
