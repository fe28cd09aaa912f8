import type {
  Feature,
  FooterLink,
  HomeTile,
  MenuAction,
  MenuGroupId,
  MenuLink,
  UserMenuLink,
} from '../../lib/feature';
import { matchPath } from 'react-router-dom';
import { hasAnyRole, type RoleName } from '../../lib/roles';

/** A menu link in the navbar: marked active on every screen below `activeBelow`. */
export interface NavLink extends MenuLink {
  activeBelow: string;
}

/** A shared navbar menu with the links the features put into it. */
export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  labelKey: string;
  roles?: readonly RoleName[];
  children: readonly NavLink[];
}

export type NavEntry = NavLink | MenuGroup | MenuAction;

/**
 * The shared menus and who may open them (spec 01 §6); each shows only the links a member passes. Services opens for
 * CRYPT_TRACK too: §6 lists only ADMIN, IPTV and TIME_TRACKING, which would leave a member with just the crypto role
 * no way to the crypto tracker (issue 14); such a member sees the crypto entry alone. Blogs opens for every member:
 * §6 lists ADMIN only, yet reading needs just a login and MODERATOR writes the posts (issue 29).
 */
export const MENU_GROUPS: Readonly<Record<MenuGroupId, Omit<MenuGroup, 'children'>>> = {
  blogs: { kind: 'group', id: 'blogs', labelKey: 'nav.blogs' },
  services: {
    kind: 'group',
    id: 'services',
    labelKey: 'nav.services',
    roles: ['ADMIN', 'IPTV', 'TIME_TRACKING', 'CRYPT_TRACK'],
  },
  gaming: { kind: 'group', id: 'gaming', labelKey: 'nav.gaming', roles: ['ADMIN', 'TOXIC_IDIOT'] },
};

/**
 * Where a link's screens live: the feature's top-level route its target lies in. The crypto tracker's link leads to
 * its dashboard yet stands for every screen under /service/crypt-track, LS22's for every one under /games.
 */
function activeBelowOf(feature: Feature, to: string): string {
  for (const route of feature.routes ?? []) {
    const match = route.path === undefined ? null : matchPath({ path: `/${route.path}`, end: false }, to);
    if (match) return match.pathnameBase;
  }
  return to;
}

/**
 * The navbar of the given features, in their order; a shared menu stands where its first link does.
 */
export function menuOf(features: readonly Feature[]): NavEntry[] {
  const result: NavEntry[] = [];
  const groupLinks = new Map<MenuGroupId, NavLink[]>();
  for (const [feature, declared] of features.flatMap((f) => (f.menu ?? []).map((e) => [f, e] as const))) {
    const entry =
      declared.kind === 'link' ? { ...declared, activeBelow: activeBelowOf(feature, declared.to) } : declared;
    if (entry.kind === 'action' || !entry.group) {
      result.push(entry);
      continue;
    }
    let links = groupLinks.get(entry.group);
    if (!links) {
      links = [];
      groupLinks.set(entry.group, links);
      result.push({ ...MENU_GROUPS[entry.group], children: links });
    }
    links.push(entry);
  }
  return result;
}

/**
 * The entries a member sees: nothing without login; otherwise those whose roles the member passes
 * (a super admin passes all; spellings are normalised). Groups keep only their visible children and vanish
 * when none is left.
 */
export function visibleMenu(
  features: readonly Feature[],
  authenticated: boolean,
  roles: readonly string[],
): NavEntry[] {
  if (!authenticated) return [];
  const result: NavEntry[] = [];
  for (const entry of menuOf(features)) {
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

/** Whether a link, or a menu holding one, stands for the screen at `pathname` (the navbar marks it). */
export function isActiveEntry(pathname: string, entry: NavLink | MenuGroup): boolean {
  if (entry.kind === 'group') return entry.children.some((child) => isActiveEntry(pathname, child));
  return [entry.to, entry.activeBelow].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export interface VisibleTile extends HomeTile {
  id: string;
  to: string;
}

/** The home tiles a member sees: exactly the visible menu links that have a tile, in menu order. */
export function visibleTiles(
  features: readonly Feature[],
  authenticated: boolean,
  roles: readonly string[],
): VisibleTile[] {
  const links = visibleMenu(features, authenticated, roles).flatMap((entry): MenuLink[] => {
    if (entry.kind === 'group') return [...entry.children];
    return entry.kind === 'link' ? [entry] : [];
  });
  return links.flatMap(({ id, to, tile }) => (tile ? [{ ...tile, id, to }] : []));
}

/** The user menu's links a member sees, in feature order. */
export function visibleUserMenu(features: readonly Feature[], roles: readonly string[]): UserMenuLink[] {
  return features
    .flatMap((feature) => feature.userMenu ?? [])
    .filter((link) => hasAnyRole(roles, link.roles));
}

/** The footer links of every feature (for everyone, also without login). */
export function footerLinks(features: readonly Feature[]): FooterLink[] {
  return features.flatMap((feature) => feature.footerLinks ?? []);
}
