import { Bitcoin } from 'lucide-react';
import type { Feature, FeatureRoute } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** Spec 02 §6: ADMIN or the crypt-track role (CRYPT-TRACK is the same role; the role check normalises it). */
const ROLES = ['ADMIN', 'CRYPT_TRACK'] as const;

/** A titled child route of the module: every route checks the roles itself (spec 02 §2). */
const route = (path: string, title: string, rest: Omit<FeatureRoute, 'path' | 'titleKey'>): FeatureRoute => ({
  path,
  titleKey: `crypt-track:routes.${title}`,
  roles: ROLES,
  ...rest,
});

/**
 * Crypto tracker (spec 02 §2): the member's exchange configurations, a dashboard of their accounts and the open and
 * closed positions of each, under /service/crypt-track inside a frame with the auto-reload and the configurations.
 */
export const cryptTrackFeature: Feature = {
  id: 'crypt-track',
  texts: { namespace: 'crypt-track', de, en },
  routes: [
    route('service/crypt-track', 'root', {
      screen: () => import('./CryptTrackLayout').then((m) => m.CryptTrackLayout),
      children: [
        { redirectTo: 'dashboard' },
        route('dashboard', 'dashboard', {
          screen: () => import('./DashboardScreen').then((m) => m.DashboardScreen),
        }),
        route('positions/pending/:configId', 'positions', {
          screen: () => import('./PositionsScreen').then((m) => m.PositionsScreen),
        }),
        route('settings', 'settings', {
          screen: () => import('./SettingsScreen').then((m) => m.SettingsScreen),
        }),
      ],
    }),
  ],
  menu: [
    {
      kind: 'link',
      id: 'crypt-track',
      labelKey: 'crypt-track:nav.member',
      to: '/service/crypt-track/dashboard',
      roles: ROLES,
      group: 'services',
      tile: { titleKey: 'crypt-track:nav.member', descriptionKey: 'crypt-track:home.member', icon: Bitcoin },
    },
  ],
};
