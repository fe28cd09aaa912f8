import type { ReactNode } from 'react';
import { hasAnyRole, type RoleName } from '../lib/roles';
import { useSession } from '../lib/session';

interface RoleGateProps {
  /** Roles of which the member needs one; a super admin always passes. */
  roles: readonly RoleName[];
  children: ReactNode;
  /** Shown instead when the member may not see the children. */
  fallback?: ReactNode;
}

/** Content gate (spec §6): the children only for logged-in members with a listed role, or a super admin. */
export function RoleGate({ roles, children, fallback = null }: RoleGateProps) {
  const session = useSession();
  if (!session.token || !hasAnyRole(session.roles, roles)) return <>{fallback}</>;
  return <>{children}</>;
}
