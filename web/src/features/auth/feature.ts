import type { Feature, FeatureRoute } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** The public login-like screens show no breadcrumbs. */
const open = (route: FeatureRoute): FeatureRoute => ({ ...route, public: true, hideBreadcrumbs: true });
/**
 * Logging in (or asking for a reset link) is for visitors: a logged-in member is sent on. The reset page stays
 * open: its link carries a one-time token the member asked for.
 */
const visitorsOnly = (route: FeatureRoute): FeatureRoute => open({ ...route, guestOnly: true });

/** Login (password and chat-bot) and password recovery (spec 01 §2, §4). */
export const authFeature: Feature = {
  id: 'auth',
  texts: { namespace: 'auth', de, en },
  routes: [
    visitorsOnly({
      path: 'login',
      titleKey: 'auth:routes.login',
      screen: () => import('./LoginScreen').then((m) => m.LoginScreen),
    }),
    visitorsOnly({
      path: 'telegram/login',
      titleKey: 'auth:routes.telegramLogin',
      screen: () => import('./TelegramLoginScreen').then((m) => m.TelegramLoginScreen),
    }),
    visitorsOnly({
      path: 'forgot-password',
      titleKey: 'auth:routes.forgotPassword',
      screen: () => import('./ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
    }),
    open({
      path: 'reset-password',
      titleKey: 'auth:routes.resetPassword',
      screen: () => import('./ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
    }),
  ],
};
