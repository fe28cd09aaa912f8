import { KeyRound } from 'lucide-react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/**
 * Personal access tokens for scripts (issue 17 §2): a page under the user menu for every logged-in member, whatever
 * the roles (unlike the profile, which is for ADMIN and USER only).
 */
export const scriptsFeature: Feature = {
  id: 'scripts',
  texts: { namespace: 'scripts', de, en },
  routes: [
    {
      path: 'scripts',
      titleKey: 'scripts:route',
      screen: () => import('./ScriptsScreen').then((m) => m.ScriptsScreen),
    },
  ],
  userMenu: [{ id: 'scripts', labelKey: 'scripts:menu', to: '/scripts', icon: KeyRound }],
};
