import { LOGIN_PATH, loginRedirect, safeRedirectPath } from '../../lib/redirect';
import { hasAnyRole, type RoleName } from '../../lib/roles';
import type { LOGGING_OUT } from '../../lib/session';

/** What a route declares about who may open it. */
export interface RouteAccess {
  /** Open to visitors without login. */
  public?: boolean;
  /** Roles of which the member needs one (a super admin passes); absent: any logged-in member. */
  roles?: readonly RoleName[];
  /** Only for visitors (login): a logged-in member goes on to the `redirectUrl` or Home. */
  guestOnly?: boolean;
}

/** Why a logged-in member was sent elsewhere; the guard says it in a toast. */
export type RedirectReason = 'forbidden';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; reason?: RedirectReason };

/**
 * Spec §6: public routes are open; without a token go to Login with the wanted path as redirectUrl (unless
 * already heading to Login); with route roles the member needs super admin or any one listed role, else Home
 * (reason `forbidden`). A logged-in member opening a visitors-only page (Login) goes where a login would lead,
 * unless the logout itself is on its way there (navigation state LOGGING_OUT).
 */
export function decideAccess(
  route: RouteAccess,
  session: { token: string | null; roles: readonly string[] },
  location: { pathname: string; search?: string; hash?: string; state?: unknown },
): AccessDecision {
  const loggingOut = (location.state as Partial<typeof LOGGING_OUT> | null | undefined)?.loggingOut === true;
  if (route.guestOnly && session.token && !loggingOut) {
    const redirectUrl = new URLSearchParams(location.search ?? '').get('redirectUrl');
    return { kind: 'redirect', to: safeRedirectPath(redirectUrl) };
  }
  if (route.public) return { kind: 'allow' };
  if (!session.token) {
    if (location.pathname === LOGIN_PATH) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(location.pathname, location.search, location.hash) };
  }
  if (route.roles && route.roles.length > 0 && !hasAnyRole(session.roles, route.roles)) {
    return { kind: 'redirect', to: '/', reason: 'forbidden' };
  }
  return { kind: 'allow' };
}
