import type { RoleName } from '../gql/graphql';

export type { RoleName };

/** Upper-case, trimmed, hyphens as underscores: `toxic-idiot` → `TOXIC_IDIOT`. */
export function normaliseRole(name: string): string {
  return name.trim().toUpperCase().replace(/-/g, '_');
}

/**
 * True when the member may pass a check for `required`: no roles required, the member is a super admin,
 * or holds any one of the listed roles. Spellings with hyphens and underscores are the same role.
 */
export function hasAnyRole(memberRoles: readonly string[], required?: readonly string[] | null): boolean {
  if (!required || required.length === 0) return true;
  const held = new Set(memberRoles.map(normaliseRole));
  if (held.has('SUPER_ADMIN')) return true;
  return required.some((role) => held.has(normaliseRole(role)));
}
