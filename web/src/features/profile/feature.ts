import { UserRound } from 'lucide-react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** The member's own profile (spec 01 §2, §6): the route for ADMIN and USER, the menu link for USER. */
export const profileFeature: Feature = {
  id: 'profile',
  texts: { namespace: 'profile', de, en },
  routes: [
    {
      path: 'my/profile',
      titleKey: 'profile:route',
      roles: ['ADMIN', 'USER'],
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
};
