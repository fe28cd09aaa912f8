import { hasAnyRole, type RoleName } from '../../lib/roles';

/** One entry of the navbar; `roles` absent means every logged-in member. */
export interface MenuLink {
  kind: 'link';
  id: string;
  labelKey: string;
  to: string;
  roles?: readonly RoleName[];
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  labelKey: string;
  roles?: readonly RoleName[];
  children: readonly MenuLink[];
}

/** Navbar actions (icon buttons) for every logged-in member. */
export interface MenuAction {
  kind: 'action';
  id: 'downloads' | 'notifications';
  labelKey: string;
  roles?: readonly RoleName[];
}

export type MenuEntry = MenuLink | MenuGroup | MenuAction;

/** The navbar, exactly as spec §6 has it. */
export const MENU: readonly MenuEntry[] = [
  { kind: 'link', id: 'dawum', labelKey: 'nav.dawum', to: '/pub/dawum', roles: ['ADMIN'] },
  {
    kind: 'group',
    id: 'blogs',
    labelKey: 'nav.blogs',
    roles: ['ADMIN'],
    children: [
      { kind: 'link', id: 'blog-my-dogs-and-me', labelKey: 'nav.blogMyDogsAndMe', to: '/b/my-dogs-and-me/p' },
      { kind: 'link', id: 'blog-it-stuff', labelKey: 'nav.blogItStuff', to: '/b/it-stuff/p' },
    ],
  },
  {
    kind: 'group',
    id: 'services',
    labelKey: 'nav.services',
    roles: ['ADMIN', 'IPTV', 'TIME_TRACKING'],
    children: [
      { kind: 'link', id: 'iptv', labelKey: 'nav.iptv', to: '/service/iptv', roles: ['ADMIN', 'IPTV'] },
      {
        kind: 'link',
        id: 'timetracking',
        labelKey: 'nav.timeTracking',
        to: '/service/timetracking',
        roles: ['ADMIN', 'TIME_TRACKING'],
      },
      {
        kind: 'link',
        id: 'crypt-track',
        labelKey: 'nav.cryptTrack',
        to: '/service/crypt-track',
        roles: ['ADMIN', 'CRYPT_TRACK'],
      },
    ],
  },
  {
    kind: 'group',
    id: 'gaming',
    labelKey: 'nav.gaming',
    roles: ['ADMIN', 'TOXIC_IDIOT'],
    children: [{ kind: 'link', id: 'ls22', labelKey: 'nav.ls22', to: '/games/ls22' }],
  },
  { kind: 'link', id: 'admin-cp', labelKey: 'nav.adminCp', to: '/cp', roles: ['ADMIN'] },
  { kind: 'link', id: 'profile', labelKey: 'nav.profile', to: '/my/profile', roles: ['USER'] },
  { kind: 'action', id: 'downloads', labelKey: 'nav.downloads' },
  { kind: 'action', id: 'notifications', labelKey: 'nav.notifications' },
];

/**
 * The entries a member sees: nothing without login; otherwise those whose roles the member passes
 * (a super admin passes all; hyphen and underscore spellings are one role). Groups keep only their visible
 * children and vanish when none is left.
 */
export function visibleMenu(
  authenticated: boolean,
  roles: readonly string[],
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  if (!authenticated) return [];
  const result: MenuEntry[] = [];
  for (const entry of menu) {
    if (!hasAnyRole(roles, entry.roles)) continue;
    if (entry.kind === 'group') {
      const children = entry.children.filter((child) => hasAnyRole(roles, child.roles));
      if (children.length > 0) result.push({ ...entry, children });
    } else {
      result.push(entry);
    }
  }
  return result;
}
