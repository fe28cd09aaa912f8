export const ROLE_NAMES = [
  'SUPER_ADMIN',
  'ADMIN',
  'MODERATOR',
  'USER',
  'GUEST',
  'TOXIC_IDIOT',
  'CRYPT_TRACK',
  'IPTV',
  'TIME_TRACKING',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

const KNOWN = new Set<string>(ROLE_NAMES);

/**
 * Canonical role name for any accepted spelling (`TOXIC-IDIOT`, `toxic_idiot`, ` crypt-track `),
 * or null for an unknown role.
 */
export function normalizeRoleName(name: unknown): RoleName | null {
  if (typeof name !== 'string') return null;
  const canonical = name.trim().toUpperCase().replace(/-/g, '_');
  return KNOWN.has(canonical) ? (canonical as RoleName) : null;
}

/** A super admin passes every check; otherwise any one of `required` suffices. */
export function hasAnyRole(held: readonly string[], required: readonly string[]): boolean {
  const mine = new Set(held.map((r) => normalizeRoleName(r)).filter((r) => r !== null));
  if (mine.has('SUPER_ADMIN')) return true;
  return required.some((r) => {
    const n = normalizeRoleName(r);
    return n !== null && mine.has(n);
  });
}
