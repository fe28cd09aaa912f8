import { ChartColumn } from 'lucide-react';
import type { Feature, FeatureRoute } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** A titled public route of the module: the survey viewer needs no login (spec 02 §2, §6). */
const route = (path: string, title: string, rest: Omit<FeatureRoute, 'path' | 'titleKey'>): FeatureRoute => ({
  path,
  titleKey: `dawum:routes.${title}`,
  public: true,
  ...rest,
});

/**
 * DAWUM polls (spec 02 §2 public survey viewer): the current polls per parliament, every survey and each survey's
 * results, synced from dawum.de, open to visitors. Spec 01 §6 links them in the navbar for ADMIN; every member gets
 * the link and its home tile, and visitors a footer link (also offered on the login page), or nobody but admins
 * would find a screen open to all (issue 29). The charts (recharts) come with these screens only.
 */
export const dawumFeature: Feature = {
  id: 'dawum',
  texts: { namespace: 'dawum', de, en },
  routes: [
    route('pub/dawum', 'root', {
      screen: () => import('./DawumLayout').then((m) => m.DawumLayout),
      children: [
        { screen: () => import('./CurrentPollsScreen').then((m) => m.CurrentPollsScreen) },
        route('surveys', 'surveys', {
          children: [
            { screen: () => import('./SurveysScreen').then((m) => m.SurveysScreen) },
            route(':surveyId', 'survey', {
              screen: () => import('./SurveyScreen').then((m) => m.SurveyScreen),
            }),
          ],
        }),
      ],
    }),
  ],
  menu: [
    {
      kind: 'link',
      id: 'dawum',
      labelKey: 'dawum:nav.menu',
      to: '/pub/dawum',
      tile: { titleKey: 'dawum:nav.menu', descriptionKey: 'dawum:home.menu', icon: ChartColumn },
    },
  ],
  footerLinks: [{ id: 'dawum', labelKey: 'dawum:nav.menu', to: '/pub/dawum', visitors: true }],
};
