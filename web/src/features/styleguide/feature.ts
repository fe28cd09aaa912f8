import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** The style guide of the shared widgets (spec 01 §2 "Test"), for every logged-in member. */
export const styleguideFeature: Feature = {
  id: 'styleguide',
  texts: { namespace: 'styleguide', de, en },
  routes: [
    {
      path: 'test',
      titleKey: 'styleguide:route',
      screen: () => import('./StyleGuideScreen').then((m) => m.StyleGuideScreen),
    },
  ],
};
