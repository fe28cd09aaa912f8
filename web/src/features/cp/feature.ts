import { ShieldCheck, Users } from 'lucide-react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/**
 * The admin control panel (spec 01 §2, §6): ADMIN; the users area SUPER_ADMIN. Its frame hosts every feature's
 * `controlPanel` slot; its own Home and Users come through that slot as well.
 */
export const cpFeature: Feature = {
  id: 'cp',
  texts: { namespace: 'cp', de, en },
  routes: [
    {
      path: 'cp',
      titleKey: 'cp:routes.cp',
      roles: ['ADMIN'],
      screen: () => import('./CpLayout').then((m) => m.CpLayout),
      controlPanelHost: true,
      children: [
        { screen: () => import('./CpHomeScreen').then((m) => m.CpHomeScreen) },
        // Paths of the control panel not built yet: the not-found page inside the CP frame.
        {
          path: '*',
          titleKey: 'routes.notFound',
          roles: ['ADMIN'],
          screen: () => import('../../components/NotFoundScreen').then((m) => m.NotFoundScreen),
        },
      ],
    },
  ],
  controlPanel: {
    routes: [
      {
        path: 'users',
        titleKey: 'cp:routes.users',
        roles: ['SUPER_ADMIN'],
        children: [
          { redirectTo: 'list' },
          {
            path: 'list',
            titleKey: 'cp:routes.usersList',
            roles: ['SUPER_ADMIN'],
            screen: () => import('./UsersListScreen').then((m) => m.UsersListScreen),
          },
          {
            path: 'create',
            titleKey: 'cp:routes.usersCreate',
            roles: ['SUPER_ADMIN'],
            screen: () => import('./UserCreateScreen').then((m) => m.UserCreateScreen),
          },
          {
            path: ':id/edit',
            titleKey: 'cp:routes.usersEdit',
            roles: ['SUPER_ADMIN'],
            screen: () => import('./UserEditScreen').then((m) => m.UserEditScreen),
          },
        ],
      },
    ],
    links: [
      { id: 'home', to: '/cp', labelKey: 'cp:nav.home', end: true },
      {
        id: 'users',
        to: '/cp/users',
        labelKey: 'cp:nav.users',
        roles: ['SUPER_ADMIN'],
        card: { descriptionKey: 'cp:home.users', icon: Users },
      },
    ],
  },
  menu: [
    {
      kind: 'link',
      id: 'admin-cp',
      labelKey: 'cp:menu',
      to: '/cp',
      roles: ['ADMIN'],
      tile: { titleKey: 'cp:tile.title', descriptionKey: 'cp:tile.description', icon: ShieldCheck },
    },
  ],
};
