import { Tv } from 'lucide-react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

const MEMBER_ROLES = ['ADMIN', 'IPTV'] as const;

/**
 * IPTV (spec 02 §2): the members' lists, their channels, programme guide, provider settings and personal links under
 * /service/iptv, and for admins the supply (providers and their playlist imports) inside the control panel.
 */
export const iptvFeature: Feature = {
  id: 'iptv',
  texts: { namespace: 'iptv', de, en },
  routes: [
    {
      path: 'service/iptv',
      titleKey: 'iptv:routes.member',
      roles: MEMBER_ROLES,
      children: [
        { screen: () => import('./IptvOverviewScreen').then((m) => m.IptvOverviewScreen) },
        {
          path: 'channels',
          titleKey: 'iptv:routes.channels',
          roles: MEMBER_ROLES,
          screen: () => import('./ChannelsScreen').then((m) => m.ChannelsScreen),
        },
        {
          path: 'list/:listId',
          titleKey: 'iptv:routes.list',
          roles: MEMBER_ROLES,
          screen: () => import('./ListScreen').then((m) => m.ListScreen),
        },
        {
          path: 'epg/:listId',
          titleKey: 'iptv:routes.epg',
          roles: MEMBER_ROLES,
          screen: () => import('./epg/EpgScreen').then((m) => m.EpgScreen),
        },
        {
          path: 'settings',
          titleKey: 'iptv:routes.settings',
          roles: MEMBER_ROLES,
          screen: () => import('./SettingsScreen').then((m) => m.SettingsScreen),
        },
      ],
    },
  ],
  menu: [
    {
      kind: 'link',
      id: 'iptv',
      labelKey: 'iptv:nav.member',
      to: '/service/iptv',
      roles: MEMBER_ROLES,
      group: 'services',
      tile: { titleKey: 'iptv:nav.member', descriptionKey: 'iptv:home.member', icon: Tv },
    },
  ],
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
