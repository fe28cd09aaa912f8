import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The name of what the current screen shows (a list, a post, a task), once it has loaded: the breadcrumbs and the
 * document title name it instead of the route's generic title. Kept per path, so a name never outlives its page.
 */
let current: { path: string; name: string } | null = null;
const listeners = new Set<() => void>();

function set(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The screen names what it shows (undefined while it loads). */
export function usePageName(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (name === undefined) return;
    const entry = { path: pathname, name };
    set(entry);
    return () => {
      if (current === entry) set(null);
    };
  }, [pathname, name]);
}

/** The name the screen at the current path gave, if any. */
export function useCurrentPageName(): string | undefined {
  const { pathname } = useLocation();
  const entry = useSyncExternalStore(subscribe, () => current);
  return entry?.path === pathname ? entry.name : undefined;
}
