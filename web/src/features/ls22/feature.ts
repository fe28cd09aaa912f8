import { Tractor } from 'lucide-react';
import type { Feature, FeatureRoute } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** Spec 02 §6: ADMIN or TOXIC_IDIOT (TOXIC-IDIOT is the same role; the role check normalises it). */
const ROLES = ['ADMIN', 'TOXIC_IDIOT'] as const;

/** A titled route of the module: every route checks the roles itself (spec 02 §2). */
const route = (path: string, title: string, rest: Omit<FeatureRoute, 'path' | 'titleKey'>): FeatureRoute => ({
  path,
  titleKey: `ls22:routes.${title}`,
  roles: ROLES,
  ...rest,
});

/**
 * Farming Simulator 22 (spec 02 §2): the dedicated server's live header, its farms with their financial history and
 * the savegame backups under /games/ls22 (breadcrumbs Games > LS22 > Farm > farm name > Financials). The charts come
 * with the financials screen only.
 */
export const ls22Feature: Feature = {
  id: 'ls22',
  texts: { namespace: 'ls22', de, en },
  routes: [
    route('games', 'games', {
      children: [
        { redirectTo: 'ls22' },
        route('ls22', 'root', {
          section: true,
          screen: () => import('./Ls22Layout').then((m) => m.Ls22Layout),
          children: [
            { redirectTo: 'overview' },
            route('overview', 'overview', {
              screen: () => import('./OverviewScreen').then((m) => m.OverviewScreen),
            }),
            route('farm', 'farm', {
              children: [
                { screen: () => import('./FarmsScreen').then((m) => m.FarmsScreen) },
                route(':farmId', 'farmShow', {
                  screen: () => import('./FarmLayout').then((m) => m.FarmLayout),
                  children: [
                    { screen: () => import('./FarmGeneralScreen').then((m) => m.FarmGeneralScreen) },
                    route('financials', 'financials', {
                      screen: () => import('./FinancialsScreen').then((m) => m.FinancialsScreen),
                    }),
                  ],
                }),
              ],
            }),
            route('backups', 'backups', {
              screen: () => import('./BackupsScreen').then((m) => m.BackupsScreen),
            }),
            route('settings', 'settings', {
              roles: ['ADMIN'],
              screen: () => import('./SettingsScreen').then((m) => m.SettingsScreen),
            }),
          ],
        }),
      ],
    }),
  ],
  menu: [
    {
      kind: 'link',
      id: 'ls22',
      labelKey: 'ls22:nav.member',
      to: '/games/ls22/overview',
      roles: ROLES,
      group: 'gaming',
      tile: { titleKey: 'ls22:nav.member', descriptionKey: 'ls22:home.member', icon: Tractor },
    },
  ],
};
