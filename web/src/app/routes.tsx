import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './routeHandle';
import { RouteError } from './RouteError';
import { CpLayout } from './shell/CpLayout';
import { Layout } from './shell/Layout';

// Route screens load on demand (spec §8: a failed chunk shows a localised error via RouteError).
const HomeScreen = lazy(() => import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })));
const AboutScreen = lazy(() =>
  import('../features/info/AboutScreen').then((m) => ({ default: m.AboutScreen })),
);
const ImpressumScreen = lazy(() =>
  import('../features/info/ImpressumScreen').then((m) => ({ default: m.ImpressumScreen })),
);
const NotFoundScreen = lazy(() =>
  import('../features/info/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);
const StyleGuideScreen = lazy(() =>
  import('../features/styleguide/StyleGuideScreen').then((m) => ({ default: m.StyleGuideScreen })),
);
const LoginScreen = lazy(() =>
  import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })),
);
const TelegramLoginScreen = lazy(() =>
  import('../features/auth/TelegramLoginScreen').then((m) => ({ default: m.TelegramLoginScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('../features/auth/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('../features/auth/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ProfileScreen = lazy(() =>
  import('../features/profile/ProfileScreen').then((m) => ({ default: m.ProfileScreen })),
);
const CpHomeScreen = lazy(() =>
  import('../features/cp/CpHomeScreen').then((m) => ({ default: m.CpHomeScreen })),
);
const UsersListScreen = lazy(() =>
  import('../features/cp/UsersListScreen').then((m) => ({ default: m.UsersListScreen })),
);
const UserCreateScreen = lazy(() =>
  import('../features/cp/UserCreateScreen').then((m) => ({ default: m.UserCreateScreen })),
);
const UserEditScreen = lazy(() =>
  import('../features/cp/UserEditScreen').then((m) => ({ default: m.UserEditScreen })),
);

function handle(h: RouteHandle): RouteHandle {
  return h;
}

/** Every route with its metadata (title key, public, roles) — spec §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeScreen />, handle: handle({ titleKey: 'routes.home' }) },
          { path: 'about', element: <AboutScreen />, handle: handle({ titleKey: 'routes.about' }) },
          {
            path: 'impressum',
            element: <ImpressumScreen />,
            handle: handle({ titleKey: 'routes.impressum', public: true }),
          },
          { path: 'test', element: <StyleGuideScreen />, handle: handle({ titleKey: 'routes.test' }) },
          {
            path: 'login',
            element: <LoginScreen />,
            handle: handle({ titleKey: 'routes.login', public: true, hideBreadcrumbs: true }),
          },
          {
            path: 'telegram/login',
            element: <TelegramLoginScreen />,
            handle: handle({ titleKey: 'routes.telegramLogin', public: true, hideBreadcrumbs: true }),
          },
          {
            path: 'forgot-password',
            element: <ForgotPasswordScreen />,
            handle: handle({ titleKey: 'routes.forgotPassword', public: true, hideBreadcrumbs: true }),
          },
          {
            path: 'reset-password',
            element: <ResetPasswordScreen />,
            handle: handle({ titleKey: 'routes.resetPassword', public: true, hideBreadcrumbs: true }),
          },
          {
            path: 'my/profile',
            element: <ProfileScreen />,
            handle: handle({ titleKey: 'routes.profile', roles: ['ADMIN', 'USER'] }),
          },
          {
            // Admin control panel (spec 01 §2, §6): ADMIN; the users area SUPER_ADMIN.
            path: 'cp',
            element: <CpLayout />,
            handle: handle({ titleKey: 'routes.cp', roles: ['ADMIN'] }),
            children: [
              { index: true, element: <CpHomeScreen /> },
              {
                path: 'users',
                handle: handle({ titleKey: 'routes.cpUsers', roles: ['SUPER_ADMIN'] }),
                children: [
                  { index: true, element: <Navigate to="list" replace /> },
                  {
                    path: 'list',
                    element: <UsersListScreen />,
                    handle: handle({ titleKey: 'routes.cpUsersList', roles: ['SUPER_ADMIN'] }),
                  },
                  {
                    path: 'create',
                    element: <UserCreateScreen />,
                    handle: handle({ titleKey: 'routes.cpUsersCreate', roles: ['SUPER_ADMIN'] }),
                  },
                  {
                    path: ':id/edit',
                    element: <UserEditScreen />,
                    handle: handle({ titleKey: 'routes.cpUsersEdit', roles: ['SUPER_ADMIN'] }),
                  },
                ],
              },
              // Not built yet (IPTV providers come later): the not-found page inside the CP frame.
              {
                path: '*',
                element: <NotFoundScreen />,
                handle: handle({ titleKey: 'routes.notFound', roles: ['ADMIN'] }),
              },
            ],
          },
          {
            path: '*',
            element: <NotFoundScreen />,
            handle: handle({ titleKey: 'routes.notFound', public: true }),
          },
        ],
      },
    ],
  },
];
