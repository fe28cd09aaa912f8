import { describe, expect, it } from 'vitest';
import type { Feature, MenuLink } from '../../lib/feature';
import { FEATURES } from '../features';
import {
  footerLinks,
  isActiveEntry,
  visibleMenu,
  visibleTiles,
  visibleUserMenu,
  type MenuGroup,
  type NavEntry,
  type NavLink,
} from './menu';

/** Entry ids, groups as `group[child,child]`. */
function ids(entries: NavEntry[]): string[] {
  return entries.map((e) =>
    e.kind === 'group' ? `${e.id}[${e.children.map((c) => c.id).join(',')}]` : e.id,
  );
}

const Icon = () => null;
const link = (id: string, rest: Partial<MenuLink> = {}): MenuLink => ({
  kind: 'link',
  id,
  labelKey: `x:${id}`,
  to: `/${id}`,
  tile: { titleKey: `x:${id}`, descriptionKey: `x:${id}`, icon: Icon },
  ...rest,
});
const feature = (id: string, menu: Feature['menu']): Feature => ({
  id,
  texts: { namespace: id, de: {}, en: {} },
  menu,
});

/**
 * The whole navbar of spec 01 §6, as the features will declare it once all are built; the blogs' menu opens for
 * every member, not only ADMIN (issue 29: reading needs a login only, MODERATOR writes).
 */
const SPEC_FEATURES: readonly Feature[] = [
  feature('dawum', [link('dawum', { roles: ['ADMIN'] })]),
  feature('blog', [
    link('blog-my-dogs-and-me', { group: 'blogs' }),
    link('blog-it-stuff', { group: 'blogs' }),
  ]),
  feature('iptv', [link('iptv', { group: 'services', roles: ['ADMIN', 'IPTV'] })]),
  feature('timetracking', [link('timetracking', { group: 'services', roles: ['ADMIN', 'TIME_TRACKING'] })]),
  feature('crypt-track', [link('crypt-track', { group: 'services', roles: ['ADMIN', 'CRYPT_TRACK'] })]),
  feature('ls22', [link('ls22', { group: 'gaming' })]),
  feature('cp', [link('admin-cp', { roles: ['ADMIN'] })]),
  feature('profile', [link('profile', { roles: ['USER'] })]),
  feature('downloads', [{ kind: 'action', id: 'downloads', widget: Icon }]),
  feature('notifications', [{ kind: 'action', id: 'notifications', widget: Icon }]),
];

const visible = (authenticated: boolean, roles: string[]) => visibleMenu(SPEC_FEATURES, authenticated, roles);

const BLOGS = 'blogs[blog-my-dogs-and-me,blog-it-stuff]';

const ALL = [
  'dawum',
  BLOGS,
  'services[iptv,timetracking,crypt-track]',
  'gaming[ls22]',
  'admin-cp',
  'profile',
  'downloads',
  'notifications',
];

describe('visibleMenu with the navbar of spec §6', () => {
  it('shows nothing without login', () => {
    expect(visible(false, [])).toEqual([]);
    expect(visible(false, ['SUPER_ADMIN'])).toEqual([]);
  });

  it('shows everything to a super admin', () => {
    expect(ids(visible(true, ['SUPER_ADMIN']))).toEqual(ALL);
  });

  it('ADMIN: Dawum, Blogs, all services, Gaming, Admin CP, but not the profile link', () => {
    expect(ids(visible(true, ['ADMIN']))).toEqual([
      'dawum',
      'blogs[blog-my-dogs-and-me,blog-it-stuff]',
      'services[iptv,timetracking,crypt-track]',
      'gaming[ls22]',
      'admin-cp',
      'downloads',
      'notifications',
    ]);
  });

  it('USER: Blogs, profile link, downloads and notifications', () => {
    expect(ids(visible(true, ['USER']))).toEqual([BLOGS, 'profile', 'downloads', 'notifications']);
  });

  it('MODERATOR: Blogs, downloads and notifications', () => {
    expect(ids(visible(true, ['MODERATOR']))).toEqual([BLOGS, 'downloads', 'notifications']);
  });

  it('GUEST: Blogs, downloads and notifications', () => {
    expect(ids(visible(true, ['GUEST']))).toEqual([BLOGS, 'downloads', 'notifications']);
  });

  it('a member without roles still gets Blogs, downloads and notifications', () => {
    expect(ids(visible(true, []))).toEqual([BLOGS, 'downloads', 'notifications']);
  });

  it('IPTV: Services with IPTV only', () => {
    expect(ids(visible(true, ['IPTV']))).toEqual([BLOGS, 'services[iptv]', 'downloads', 'notifications']);
  });

  it('TIME_TRACKING: Services with Time Tracking only', () => {
    expect(ids(visible(true, ['TIME_TRACKING']))).toEqual([
      BLOGS,
      'services[timetracking]',
      'downloads',
      'notifications',
    ]);
  });

  it('CRYPT_TRACK alone opens the Services menu with just the crypto entry (issue 14), in either spelling', () => {
    const expected = [BLOGS, 'services[crypt-track]', 'downloads', 'notifications'];
    expect(ids(visible(true, ['CRYPT_TRACK']))).toEqual(expected);
    expect(ids(visible(true, ['CRYPT-TRACK']))).toEqual(expected);
  });

  it('CRYPT_TRACK with IPTV shows both entries in Services, in either spelling', () => {
    expect(ids(visible(true, ['IPTV', 'CRYPT-TRACK']))).toEqual([
      BLOGS,
      'services[iptv,crypt-track]',
      'downloads',
      'notifications',
    ]);
  });

  it('TOXIC_IDIOT: Gaming with LS22, in either spelling and case', () => {
    const expected = [BLOGS, 'gaming[ls22]', 'downloads', 'notifications'];
    expect(ids(visible(true, ['TOXIC_IDIOT']))).toEqual(expected);
    expect(ids(visible(true, ['TOXIC-IDIOT']))).toEqual(expected);
    expect(ids(visible(true, ['toxic-idiot']))).toEqual(expected);
  });

  it('combines roles', () => {
    expect(ids(visible(true, ['USER', 'TIME_TRACKING', 'TOXIC_IDIOT']))).toEqual([
      BLOGS,
      'services[timetracking]',
      'gaming[ls22]',
      'profile',
      'downloads',
      'notifications',
    ]);
  });

  it('super admin in hyphen-free lowercase still passes', () => {
    expect(ids(visible(true, ['super_admin']))).toEqual(ALL);
  });
});

describe('visibleTiles', () => {
  const tiles = (...roles: string[]) => visibleTiles(SPEC_FEATURES, true, roles).map((tile) => tile.id);

  it('mirrors exactly the visible menu links, in menu order', () => {
    for (const roles of [
      ['SUPER_ADMIN'],
      ['ADMIN'],
      ['USER'],
      ['GUEST'],
      ['IPTV', 'crypt-track'],
      ['toxic-idiot'],
    ]) {
      const links = visible(true, roles).flatMap((entry) => {
        if (entry.kind === 'group') return entry.children.map((child) => child.id);
        return entry.kind === 'link' ? [entry.id] : [];
      });
      expect(tiles(...roles)).toEqual(links);
    }
  });

  it('follows the group rule too: CRYPT_TRACK alone sees the blogs and the crypto tile only', () => {
    expect(tiles('CRYPT-TRACK')).toEqual(['blog-my-dogs-and-me', 'blog-it-stuff', 'crypt-track']);
    expect(tiles('IPTV', 'CRYPT-TRACK')).toEqual([
      'blog-my-dogs-and-me',
      'blog-it-stuff',
      'iptv',
      'crypt-track',
    ]);
  });

  it('shows no tiles without login', () => {
    expect(visibleTiles(SPEC_FEATURES, false, ['SUPER_ADMIN'])).toEqual([]);
  });

  it('leaves out links without a tile', () => {
    const plain = [feature('a', [link('a', { tile: undefined }), link('b')])];
    expect(visibleTiles(plain, true, []).map((tile) => tile.id)).toEqual(['b']);
  });
});

describe('the features built today', () => {
  const menu = (...roles: string[]) => ids(visibleMenu(FEATURES, true, roles));
  const tiles = (...roles: string[]) => visibleTiles(FEATURES, true, roles).map((tile) => tile.id);

  it('link no module that is not built yet', () => {
    expect(menu('SUPER_ADMIN')).toEqual([
      'dawum',
      'blogs[blog-my-dogs-and-me,blog-it-stuff]',
      'services[iptv,timetracking,crypt-track]',
      'gaming[ls22]',
      'admin-cp',
      'profile',
      'downloads',
      'notifications',
    ]);
    expect(tiles('SUPER_ADMIN')).toEqual([
      'dawum',
      'blog-my-dogs-and-me',
      'blog-it-stuff',
      'iptv',
      'timetracking',
      'crypt-track',
      'ls22',
      'admin-cp',
      'profile',
    ]);
  });

  it('show the Admin CP to ADMIN, IPTV to ADMIN and IPTV, time tracking to ADMIN and TIME_TRACKING, the crypto tracker to ADMIN and CRYPT_TRACK, LS22 to ADMIN and TOXIC_IDIOT, the profile to USER; the polls, the blogs, downloads and notifications to everyone', () => {
    // the navbar of spec 01 §6 for ADMIN, unchanged
    expect(menu('ADMIN')).toEqual([
      'dawum',
      BLOGS,
      'services[iptv,timetracking,crypt-track]',
      'gaming[ls22]',
      'admin-cp',
      'downloads',
      'notifications',
    ]);
    const everyone = ['dawum', BLOGS];
    const everyTile = ['dawum', 'blog-my-dogs-and-me', 'blog-it-stuff'];
    expect(menu('IPTV')).toEqual([...everyone, 'services[iptv]', 'downloads', 'notifications']);
    expect(menu('TIME_TRACKING')).toEqual([
      ...everyone,
      'services[timetracking]',
      'downloads',
      'notifications',
    ]);
    expect(tiles('ADMIN')).toEqual([...everyTile, 'iptv', 'timetracking', 'crypt-track', 'ls22', 'admin-cp']);
    expect(tiles('IPTV')).toEqual([...everyTile, 'iptv']);
    expect(tiles('TIME_TRACKING')).toEqual([...everyTile, 'timetracking']);
    expect(menu('CRYPT_TRACK')).toEqual([...everyone, 'services[crypt-track]', 'downloads', 'notifications']);
    expect(tiles('CRYPT-TRACK')).toEqual([...everyTile, 'crypt-track']);
    expect(menu('TOXIC_IDIOT')).toEqual([...everyone, 'gaming[ls22]', 'downloads', 'notifications']);
    expect(tiles('toxic-idiot')).toEqual([...everyTile, 'ls22']);
    expect(menu('USER')).toEqual([...everyone, 'profile', 'downloads', 'notifications']);
    expect(tiles('USER')).toEqual([...everyTile, 'profile']);
    // MODERATOR writes the posts; GUEST and a member without roles read them and the polls
    for (const roles of [['MODERATOR'], ['GUEST'], []]) {
      expect(menu(...roles)).toEqual([...everyone, 'downloads', 'notifications']);
      expect(tiles(...roles)).toEqual(everyTile);
    }
  });

  it('mark a menu active on every screen of its links, not only on the screens they lead to (issue 29 D-L17)', () => {
    const entries = visibleMenu(FEATURES, true, ['SUPER_ADMIN']);
    const entry = (id: string) =>
      entries.find((e): e is NavLink | MenuGroup => e.kind !== 'action' && e.id === id)!;
    const active = (pathname: string) =>
      ['dawum', 'blogs', 'services', 'gaming', 'admin-cp'].filter((id) => isActiveEntry(pathname, entry(id)));
    expect(active('/service/crypt-track/dashboard')).toEqual(['services']);
    expect(active('/service/crypt-track/positions/pending/1')).toEqual(['services']);
    expect(active('/service/timetracking/manage/settings')).toEqual(['services']);
    expect(active('/games/ls22/farm/3/financials')).toEqual(['gaming']);
    expect(active('/b/it-stuff/p/a-post/edit')).toEqual(['blogs']);
    expect(active('/pub/dawum/surveys/7')).toEqual(['dawum']);
    expect(active('/cp/users/list')).toEqual(['admin-cp']);
    expect(active('/service/crypt-trackers')).toEqual([]);
    expect(active('/')).toEqual([]);
  });

  it('give the profile a user-menu entry for everyone who may open it, ADMIN too', () => {
    const userMenu = (...roles: string[]) => visibleUserMenu(FEATURES, roles).map((link) => link.id);
    expect(userMenu('ADMIN')).toEqual(['profile', 'scripts']);
    expect(userMenu('USER')).toEqual(['profile', 'scripts']);
    expect(userMenu('GUEST')).toEqual(['scripts']);
  });

  it('link the polls and the legal notice from the footer, the polls for visitors on the login page too', () => {
    expect(footerLinks(FEATURES).map((l) => l.to)).toEqual(['/pub/dawum', '/impressum']);
    expect(
      footerLinks(FEATURES)
        .filter((l) => l.visitors)
        .map((l) => l.to),
    ).toEqual(['/pub/dawum']);
  });
});
