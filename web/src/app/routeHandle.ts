import type { UIMatch } from 'react-router-dom';
import type { RoleName } from '../lib/roles';

/** Route metadata: the title (breadcrumbs, document title) and who may open the route. */
export interface RouteHandle {
  /** i18n key of the route title. */
  titleKey: string;
  /** Open without login. */
  public?: boolean;
  /** One of these roles (or super admin) is needed. */
  roles?: readonly RoleName[];
  /** The login-like screens show no breadcrumbs. */
  hideBreadcrumbs?: boolean;
  /** Only for visitors: a logged-in member is sent on. */
  guestOnly?: boolean;
  /** Its title names the screens below it in the document title (a feature: "IPTV · Einstellungen"). */
  section?: boolean;
}

type Match = Pick<UIMatch, 'id' | 'pathname' | 'handle'>;

export function handleOf(match: Pick<UIMatch, 'handle'> | undefined): RouteHandle | undefined {
  const handle = match?.handle as RouteHandle | undefined;
  return handle && typeof handle.titleKey === 'string' ? handle : undefined;
}

/** The handle of the deepest matched route that has one. */
export function currentHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = handleOf(matches[i]);
    if (handle) return handle;
  }
  return { titleKey: 'routes.notFound', public: true };
}

/** A titled route on the way to the current screen. */
export interface TrailEntry {
  id: string;
  pathname: string;
  handle: RouteHandle;
}

/**
 * The titled routes from the top down to the current screen, below Home, one per path: a route and its index child
 * share a path, and the outer one's title counts. The breadcrumbs after Home.
 */
export function routeTrail(matches: readonly Match[]): TrailEntry[] {
  const trail: TrailEntry[] = [];
  for (const match of matches) {
    const handle = handleOf(match);
    if (!handle || match.pathname === '/' || trail.some((entry) => entry.pathname === match.pathname))
      continue;
    trail.push({ id: match.id, pathname: match.pathname, handle });
  }
  return trail;
}

/**
 * What the document title names, so that every screen has a title of its own (issue 29): the nearest section
 * (the feature, as "Krypto-Tracker"), then at most the last two steps below it ("Kunden · Liste"); the screen alone
 * outside any section (the not-found page).
 */
export function titleTrail(trail: readonly TrailEntry[]): TrailEntry[] {
  const section = trail.findLastIndex((entry) => entry.handle.section);
  if (section < 0) return trail.slice(-1);
  return [trail[section]!, ...trail.slice(section + 1).slice(-2)];
}

/**
 * The document title (spec 01 §1: the app's name, ' | ', the route title): the title trail, each entry as `label`
 * names it, or the current route's title (Home).
 */
export function documentTitle(
  appName: string,
  matches: readonly Match[],
  label: (pathname: string, handle: RouteHandle) => string,
): string {
  const parts = titleTrail(routeTrail(matches)).map((entry) => label(entry.pathname, entry.handle));
  return `${appName} | ${parts.length > 0 ? parts.join(' · ') : label('/', currentHandle(matches))}`;
}
