export const LOGIN_PATH = '/login';

/** The login page with the wanted path (incl. search and hash) as `redirectUrl`. */
export function loginRedirect(pathname: string, search = '', hash = ''): string {
  const wanted = `${pathname}${search}${hash}`;
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(wanted)}`;
}

/**
 * The path to go to after login: `redirectUrl` when it is a same-origin path (`/…`, not `//host` or a scheme),
 * else Home. Checked again once normalised: `/..//host` and `/./\host` become `//host`, which the router would
 * refuse as an external navigation.
 */
export function safeRedirectPath(redirectUrl: string | null | undefined): string {
  if (!redirectUrl) return '/';
  if (!redirectUrl.startsWith('/') || redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\'))
    return '/';
  try {
    const base = 'http://portal.invalid';
    const url = new URL(redirectUrl, base);
    if (url.origin !== base || url.pathname.startsWith('//')) return '/';
    if (url.pathname === LOGIN_PATH) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
