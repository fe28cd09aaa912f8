import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** About the portal and the legal notice (public, linked from the footer). */
export const infoFeature: Feature = {
  id: 'info',
  texts: { namespace: 'info', de, en },
  routes: [
    {
      path: 'about',
      titleKey: 'info:routes.about',
      screen: () => import('./AboutScreen').then((m) => m.AboutScreen),
    },
    {
      path: 'impressum',
      titleKey: 'info:routes.impressum',
      public: true,
      screen: () => import('./ImpressumScreen').then((m) => m.ImpressumScreen),
    },
  ],
  footerLinks: [{ id: 'impressum', labelKey: 'info:footer.impressum', to: '/impressum' }],
};
