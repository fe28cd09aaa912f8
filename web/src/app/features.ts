import { authFeature } from '../features/auth/feature';
import { blogFeature } from '../features/blog/feature';
import { cpFeature } from '../features/cp/feature';
import { cryptTrackFeature } from '../features/crypt-track/feature';
import { dawumFeature } from '../features/dawum/feature';
import { downloadsFeature } from '../features/downloads/feature';
import { infoFeature } from '../features/info/feature';
import { iptvFeature } from '../features/iptv/feature';
import { ls22Feature } from '../features/ls22/feature';
import { notificationsFeature } from '../features/notifications/feature';
import { profileFeature } from '../features/profile/feature';
import { scriptsFeature } from '../features/scripts/feature';
import { styleguideFeature } from '../features/styleguide/feature';
import { timetrackingFeature } from '../features/timetracking/feature';
import type { Feature } from '../lib/feature';

/**
 * Every feature of the web client, once. The router, the navbar, the home tiles, the footer and the texts are
 * built from this list; the navbar shows its entries in this order (spec 01 §6).
 */
export const FEATURES: readonly Feature[] = [
  dawumFeature,
  blogFeature,
  iptvFeature,
  timetrackingFeature,
  cryptTrackFeature,
  ls22Feature,
  cpFeature,
  profileFeature,
  scriptsFeature,
  downloadsFeature,
  notificationsFeature,
  infoFeature,
  authFeature,
  styleguideFeature,
];
