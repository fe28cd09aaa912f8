import { createContext, useContext } from 'react';
import type { ControlPanelLink } from './feature';
import { hasAnyRole } from './roles';
import { useSession } from './session';

/** Every feature's control-panel links, in feature order (provided by the app, which knows the features). */
export const ControlPanelLinksContext = createContext<readonly ControlPanelLink[]>([]);

/** The control-panel links the member's roles open (a super admin passes every check). */
export function useControlPanelLinks(): readonly ControlPanelLink[] {
  const links = useContext(ControlPanelLinksContext);
  const { roles } = useSession();
  return links.filter((link) => hasAnyRole(roles, link.roles));
}
