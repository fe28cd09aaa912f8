import { ROLE_NAMES } from '@portal/contract/roles';
import type { RoleName } from '../gql/graphql';

export type { RoleName };
/** The schema's role names, in the order the admin screens list them (shared with backend and gateway). */
export { ROLE_NAMES };

// The contract's list and the SDL enum (codegen) name the same roles: a difference fails the build here.
const sameRoles: [
  Exclude<RoleName, (typeof ROLE_NAMES)[number]>,
  Exclude<(typeof ROLE_NAMES)[number], RoleName>,
] extends [never, never]
  ? true
  : never = true;
void sameRoles;

const KNOWN: ReadonlySet<string> = new Set(ROLE_NAMES);

/**
 * The canonical role a spelling stands for: trimmed, upper-case, hyphens as underscores (`toxic-idiot` →
 * `TOXIC_IDIOT`); null when it names no role.
 */
export function normaliseRole(name: string): RoleName | null {
  const canonical = name.trim().toUpperCase().replace(/-/g, '_');
  return KNOWN.has(canonical) ? (canonical as RoleName) : null;
}

/** The roles among `names`, canonical, without unknown names and repeats. */
export function normaliseRoles(names: readonly string[]): RoleName[] {
  const roles = new Set<RoleName>();
  for (const name of names) {
    const role = normaliseRole(name);
    if (role) roles.add(role);
  }
  return [...roles];
}

/**
 * True when the member may pass a check for `required`: no roles required, the member is a super admin,
 * or holds any one of the listed roles. Spellings with hyphens and underscores are the same role.
 */
export function hasAnyRole(memberRoles: readonly string[], required?: readonly RoleName[] | null): boolean {
  if (!required || required.length === 0) return true;
  const held = new Set(normaliseRoles(memberRoles));
  return held.has('SUPER_ADMIN') || required.some((role) => held.has(role));
}
