import { Timer } from 'lucide-react';
import type { Feature, FeatureRoute } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

const ROLES = ['ADMIN', 'TIME_TRACKING'] as const;

/** A titled child route of the module: every route checks the roles itself (spec 02 §2). */
const route = (path: string, title: string, rest: Omit<FeatureRoute, 'path' | 'titleKey'>): FeatureRoute => ({
  path,
  titleKey: `timetracking:routes.${title}`,
  roles: ROLES,
  ...rest,
});

/**
 * Time tracking (spec 02 §2): the member's own records, tasks, customers, reports and exports under
 * /service/timetracking, inside a frame whose header shows the running clock on every screen.
 */
export const timetrackingFeature: Feature = {
  id: 'timetracking',
  texts: { namespace: 'timetracking', de, en },
  routes: [
    route('service/timetracking', 'root', {
      screen: () => import('./TimeTrackingLayout').then((m) => m.TimeTrackingLayout),
      children: [
        {
          // the overview: statistics and quick entry above its tables (records by default, tasks, customers)
          path: '',
          screen: () => import('./OverviewScreen').then((m) => m.OverviewScreen),
          children: [
            { screen: () => import('./RecordsTable').then((m) => m.RecordsTable) },
            route('tasks', 'tasks', { screen: () => import('./TasksTable').then((m) => m.TasksTable) }),
            route('customers', 'customers', {
              screen: () => import('./CustomersTable').then((m) => m.CustomersTable),
            }),
            route('customers/:id', 'customer', {
              screen: () => import('./CustomerScreen').then((m) => m.CustomerScreen),
            }),
          ],
        },
        route('tasks/:id', 'task', { screen: () => import('./TaskScreen').then((m) => m.TaskScreen) }),
        route('reports', 'reports', { screen: () => import('./ReportsScreen').then((m) => m.ReportsScreen) }),
        route('week', 'week', { screen: () => import('./WeekScreen').then((m) => m.WeekScreen) }),
        route('calendar', 'calendar', {
          screen: () => import('./CalendarScreen').then((m) => m.CalendarScreen),
        }),
        route('manage', 'manage', {
          screen: () => import('./manage/ManageLayout').then((m) => m.ManageLayout),
          children: [
            { redirectTo: 'customers' },
            route('customers', 'manageCustomers', {
              children: [
                { redirectTo: 'list' },
                route('list', 'manageCustomersList', {
                  screen: () => import('./manage/CustomersListScreen').then((m) => m.CustomersListScreen),
                }),
                route('create', 'manageCustomersCreate', {
                  screen: () => import('./manage/CustomerFormScreen').then((m) => m.CustomerCreateScreen),
                }),
                route(':id/edit', 'manageCustomersEdit', {
                  screen: () => import('./manage/CustomerFormScreen').then((m) => m.CustomerEditScreen),
                }),
              ],
            }),
            route('brands', 'brands', {
              screen: () => import('./manage/BrandsScreen').then((m) => m.BrandsScreen),
            }),
            route('projects', 'projects', {
              screen: () => import('./manage/ProjectsScreen').then((m) => m.ProjectsScreen),
            }),
            route('budgets', 'budgets', {
              screen: () => import('./manage/BudgetsScreen').then((m) => m.BudgetsScreen),
            }),
            route('types', 'types', {
              screen: () => import('./manage/TypesScreen').then((m) => m.TypesScreen),
            }),
            route('settings', 'settings', {
              screen: () => import('./manage/SettingsScreen').then((m) => m.SettingsScreen),
            }),
          ],
        }),
      ],
    }),
  ],
  menu: [
    {
      kind: 'link',
      id: 'timetracking',
      labelKey: 'timetracking:nav.member',
      to: '/service/timetracking',
      roles: ROLES,
      group: 'services',
      tile: { titleKey: 'timetracking:nav.member', descriptionKey: 'timetracking:home.member', icon: Timer },
    },
  ],
};
