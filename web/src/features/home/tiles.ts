import type { RoleName } from '../../lib/roles';

export type TileIcon =
  'iptv' | 'timeTracking' | 'cryptTrack' | 'dawum' | 'ls22' | 'blog' | 'adminCp' | 'profile';

export interface ServiceTile {
  id: string;
  /** i18n keys home.tiles.<id>.title / .description */
  i18nKey: string;
  to: string;
  icon: TileIcon;
  /** One of these (or super admin); absent: every logged-in member. Same rules as the navbar. */
  roles?: readonly RoleName[];
}

export const SERVICE_TILES: readonly ServiceTile[] = [
  { id: 'iptv', i18nKey: 'iptv', to: '/service/iptv', icon: 'iptv', roles: ['ADMIN', 'IPTV'] },
  {
    id: 'timetracking',
    i18nKey: 'timeTracking',
    to: '/service/timetracking',
    icon: 'timeTracking',
    roles: ['ADMIN', 'TIME_TRACKING'],
  },
  {
    id: 'crypt-track',
    i18nKey: 'cryptTrack',
    to: '/service/crypt-track',
    icon: 'cryptTrack',
    roles: ['ADMIN', 'CRYPT_TRACK'],
  },
  { id: 'dawum', i18nKey: 'dawum', to: '/pub/dawum', icon: 'dawum' },
  { id: 'ls22', i18nKey: 'ls22', to: '/games/ls22', icon: 'ls22', roles: ['ADMIN', 'TOXIC_IDIOT'] },
  {
    id: 'blog-my-dogs-and-me',
    i18nKey: 'blogMyDogsAndMe',
    to: '/b/my-dogs-and-me/p',
    icon: 'blog',
    roles: ['ADMIN'],
  },
  { id: 'blog-it-stuff', i18nKey: 'blogItStuff', to: '/b/it-stuff/p', icon: 'blog', roles: ['ADMIN'] },
  { id: 'admin-cp', i18nKey: 'adminCp', to: '/cp', icon: 'adminCp', roles: ['ADMIN'] },
  { id: 'profile', i18nKey: 'profile', to: '/my/profile', icon: 'profile', roles: ['ADMIN', 'USER'] },
];
