import type { RoleName } from '@portal/contract';
import { ROLE_NAMES } from '@portal/contract';

export type { RoleName };

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
