import { lazy } from 'react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** The notifications bell (spec 01 §1, §4) for every member. */
export const notificationsFeature: Feature = {
  id: 'notifications',
  texts: { namespace: 'notifications', de, en },
  menu: [
    {
      kind: 'action',
      id: 'notifications',
      widget: lazy(() => import('./NotificationsBell').then((m) => ({ default: m.NotificationsBell }))),
    },
  ],
};
