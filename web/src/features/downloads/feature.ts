import { lazy } from 'react';
import type { Feature } from '../../lib/feature';
import de from './de.json';
import en from './en.json';

/** The downloads inbox (spec 01 §1, §2): a navbar button for every member, with its modal. */
export const downloadsFeature: Feature = {
  id: 'downloads',
  texts: { namespace: 'downloads', de, en },
  menu: [
    {
      kind: 'action',
      id: 'downloads',
      widget: lazy(() => import('./DownloadsInbox').then((m) => ({ default: m.DownloadsButton }))),
    },
  ],
};
