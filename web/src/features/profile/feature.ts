import { UserRound } from 'lucide-react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** Who may open the profile (spec 01 §6). */
const ROLES = ['ADMIN', 'USER'] as const;

/**
 * The member's own profile (spec 01 §2, §6): the route for ADMIN and USER, the navbar link for USER, and an entry in
 * the user menu for everyone who may open it (admins had no way to it but the URL).
 */
export const profileFeature: Feature = {
  id: 'profile',
  texts: { namespace: 'profile', de, en },
  routes: [
    {
      path: 'my/profile',
      titleKey: 'profile:route',
      roles: ROLES,
      screen: () => import('./ProfileScreen').then((m) => m.ProfileScreen),
    },
  ],
  menu: [
    {
      kind: 'link',
      id: 'profile',
      labelKey: 'profile:menu',
      to: '/my/profile',
      roles: ['USER'],
      tile: { titleKey: 'profile:tile.title', descriptionKey: 'profile:tile.description', icon: UserRound },
    },
  ],
  userMenu: [{ id: 'profile', labelKey: 'profile:menu', to: '/my/profile', icon: UserRound, roles: ROLES }],
};
