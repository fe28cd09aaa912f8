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
  /** The control panel's frame: it brings its own language switch and logout (spec 01 §2). */
  controlPanel?: boolean;
}

export function handleOf(match: UIMatch | undefined): RouteHandle | undefined {
  const handle = match?.handle as RouteHandle | undefined;
  return handle && typeof handle.titleKey === 'string' ? handle : undefined;
}

/** The handle of the deepest matched route that has one. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = handleOf(matches[i]);
    if (handle) return handle;
  }
  return { titleKey: 'routes.notFound', public: true };
}

/** Whether the current route lies inside the control panel's frame. */
export function inControlPanel(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match)?.controlPanel === true);
}
