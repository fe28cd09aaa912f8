import { Tv } from 'lucide-react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** IPTV supply for admins (spec 01 §2–§4): providers and their playlist imports, inside the control panel. */
export const iptvFeature: Feature = {
  id: 'iptv',
  texts: { namespace: 'iptv', de, en },
  controlPanel: {
    routes: [
      {
        path: 'iptv-providers',
        titleKey: 'iptv:routes.providers',
        roles: ['ADMIN'],
        children: [
          { redirectTo: 'list' },
          {
            path: 'list',
            titleKey: 'iptv:routes.providersList',
            roles: ['ADMIN'],
            screen: () => import('./ProvidersListScreen').then((m) => m.ProvidersListScreen),
          },
          {
            path: 'create',
            titleKey: 'iptv:routes.providersCreate',
            roles: ['ADMIN'],
            screen: () => import('./ProviderCreateScreen').then((m) => m.ProviderCreateScreen),
          },
          {
            path: ':id/edit',
            titleKey: 'iptv:routes.providersEdit',
            roles: ['ADMIN'],
            screen: () => import('./ProviderEditScreen').then((m) => m.ProviderEditScreen),
          },
        ],
      },
    ],
    links: [
      {
        id: 'iptv',
        to: '/cp/iptv-providers',
        labelKey: 'iptv:nav.iptv',
        roles: ['ADMIN'],
        card: { descriptionKey: 'iptv:home.iptv', icon: Tv },
      },
    ],
  },
};
