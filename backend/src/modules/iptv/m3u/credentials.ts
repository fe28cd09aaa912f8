// Provider credentials in stored links: a channel URL keeps `{username}` / `{password}` where the provider's
// known username and password appeared, so a member's own settings fill them in later. Only exact occurrences in
// Xtream positions are replaced; every other byte of the URL stays as imported.

export interface Credentials {
  username: string;
  password: string;
}

export const USERNAME_TEMPLATE = '{username}';
export const PASSWORD_TEMPLATE = '{password}';

/** Path segments that precede USER/PASS in Xtream stream links (`/live/USER/PASS/123.ts`). */
const XTREAM_KINDS = new Set(['live', 'movie', 'series', 'timeshift']);

function decode(component: string): string | null {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Whether a raw path segment or query value is exactly `value` (as written or percent-encoded). */
const equals = (raw: string, value: string) => raw === value || decode(raw) === value;

/**
 * Replaces the known username and password in `url` by their templates: in Xtream paths
 * (`/live|movie|series|timeshift/USER/PASS/…` and `/USER/PASS/…` right after the host) and in `username=` /
 * `password=` query values. A `|User-Agent=…` suffix, the host and everything else are left untouched.
 */
export function templateCredentials(
  url: string,
  credentials: Credentials,
): { url: string; replaced: boolean } {
  const { username, password } = credentials;
  if (!username && !password) return { url, replaced: false };
  const pipe = url.indexOf('|');
  const link = pipe < 0 ? url : url.slice(0, pipe);
  const suffix = pipe < 0 ? '' : url.slice(pipe);
  const scheme = link.indexOf('://');
  if (scheme < 0) return { url, replaced: false };
  const pathStart = link.indexOf('/', scheme + 3);
  if (pathStart < 0) return { url, replaced: false };
  let queryStart = link.indexOf('?', pathStart);
  const hash = link.indexOf('#', pathStart);
  if (hash >= 0 && (queryStart < 0 || hash < queryStart)) queryStart = -1;
  const pathEnd = queryStart >= 0 ? queryStart : hash >= 0 ? hash : link.length;
  let replaced = false;

  const segments = link.slice(pathStart + 1, pathEnd).split('/');
  if (username && password) {
    // The pair must be followed by the stream's own segment, and sit at the root or after an Xtream kind.
    for (let k = 0; k + 2 < segments.length; k++) {
      if (k > 0 && !XTREAM_KINDS.has(segments[k - 1]!)) continue;
      if (equals(segments[k]!, username) && equals(segments[k + 1]!, password)) {
        segments[k] = USERNAME_TEMPLATE;
        segments[k + 1] = PASSWORD_TEMPLATE;
        replaced = true;
        break;
      }
    }
  }

  let query = '';
  if (queryStart >= 0) {
    const queryEnd = hash > queryStart ? hash : link.length;
    query =
      '?' +
      link
        .slice(queryStart + 1, queryEnd)
        .split('&')
        .map((param) => {
          const eq = param.indexOf('=');
          if (eq < 0) return param;
          const name = param.slice(0, eq);
          const value = param.slice(eq + 1);
          if (name === 'username' && username && equals(value, username)) {
            replaced = true;
            return `${name}=${USERNAME_TEMPLATE}`;
          }
          if (name === 'password' && password && equals(value, password)) {
            replaced = true;
            return `${name}=${PASSWORD_TEMPLATE}`;
          }
          return param;
        })
        .join('&');
  }
  if (!replaced) return { url, replaced: false };
  const fragment = hash >= 0 ? link.slice(hash) : '';
  return {
    url: link.slice(0, pathStart + 1) + segments.join('/') + query + fragment + suffix,
    replaced: true,
  };
}

/** Fills the member's (or the provider's) credentials into a link's `{username}` / `{password}` templates (an unset one stays). */
export function fillCredentials(url: string, credentials: Partial<Credentials>): string {
  return url.replace(/\{(username|password)\}/g, (template, field: keyof Credentials) => {
    const value = credentials[field];
    return value === undefined ? template : value;
  });
}

/** The username and password of an Xtream-style `…/get.php?username=…&password=…&type=m3u_plus` link. */
export function xtreamCredentials(channelUrl: string): Credentials | null {
  let url: URL;
  try {
    url = new URL(channelUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const username = url.searchParams.get('username');
  const password = url.searchParams.get('password');
  return username && password ? { username, password } : null;
}
