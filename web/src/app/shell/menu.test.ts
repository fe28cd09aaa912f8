import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuEntry } from './menu';

/** Entry ids, groups as `group[child,child]`. */
function ids(entries: MenuEntry[]): string[] {
  return entries.map((e) =>
    e.kind === 'group' ? `${e.id}[${e.children.map((c) => c.id).join(',')}]` : e.id,
  );
}

const ALL = [
  'dawum',
  'blogs[blog-my-dogs-and-me,blog-it-stuff]',
  'services[iptv,timetracking,crypt-track]',
  'gaming[ls22]',
  'admin-cp',
  'profile',
  'downloads',
  'notifications',
];

describe('visibleMenu', () => {
  it('shows nothing without login', () => {
    expect(visibleMenu(false, [])).toEqual([]);
    expect(visibleMenu(false, ['SUPER_ADMIN'])).toEqual([]);
  });

  it('shows everything to a super admin', () => {
    expect(ids(visibleMenu(true, ['SUPER_ADMIN']))).toEqual(ALL);
  });

  it('ADMIN: Dawum, Blogs, all services, Gaming, Admin CP, but not the profile link', () => {
    expect(ids(visibleMenu(true, ['ADMIN']))).toEqual([
      'dawum',
      'blogs[blog-my-dogs-and-me,blog-it-stuff]',
      'services[iptv,timetracking,crypt-track]',
      'gaming[ls22]',
      'admin-cp',
      'downloads',
      'notifications',
    ]);
  });

  it('USER: profile link plus downloads and notifications', () => {
    expect(ids(visibleMenu(true, ['USER']))).toEqual(['profile', 'downloads', 'notifications']);
  });

  it('MODERATOR: only downloads and notifications', () => {
    expect(ids(visibleMenu(true, ['MODERATOR']))).toEqual(['downloads', 'notifications']);
  });

  it('GUEST: only downloads and notifications', () => {
    expect(ids(visibleMenu(true, ['GUEST']))).toEqual(['downloads', 'notifications']);
  });

  it('a member without roles still gets downloads and notifications', () => {
    expect(ids(visibleMenu(true, []))).toEqual(['downloads', 'notifications']);
  });

  it('IPTV: Services with IPTV only', () => {
    expect(ids(visibleMenu(true, ['IPTV']))).toEqual(['services[iptv]', 'downloads', 'notifications']);
  });

  it('TIME_TRACKING: Services with Time Tracking only', () => {
    expect(ids(visibleMenu(true, ['TIME_TRACKING']))).toEqual([
      'services[timetracking]',
      'downloads',
      'notifications',
    ]);
  });

  it('CRYPT_TRACK alone does not open the Services menu (spec §6)', () => {
    expect(ids(visibleMenu(true, ['CRYPT_TRACK']))).toEqual(['downloads', 'notifications']);
    expect(ids(visibleMenu(true, ['CRYPT-TRACK']))).toEqual(['downloads', 'notifications']);
  });

  it('CRYPT_TRACK with IPTV shows both entries in Services, in either spelling', () => {
    expect(ids(visibleMenu(true, ['IPTV', 'CRYPT-TRACK']))).toEqual([
      'services[iptv,crypt-track]',
      'downloads',
      'notifications',
    ]);
  });

  it('TOXIC_IDIOT: Gaming with LS22, in either spelling and case', () => {
    const expected = ['gaming[ls22]', 'downloads', 'notifications'];
    expect(ids(visibleMenu(true, ['TOXIC_IDIOT']))).toEqual(expected);
    expect(ids(visibleMenu(true, ['TOXIC-IDIOT']))).toEqual(expected);
    expect(ids(visibleMenu(true, ['toxic-idiot']))).toEqual(expected);
  });

  it('combines roles', () => {
    expect(ids(visibleMenu(true, ['USER', 'TIME_TRACKING', 'TOXIC_IDIOT']))).toEqual([
      'services[timetracking]',
      'gaming[ls22]',
      'profile',
      'downloads',
      'notifications',
    ]);
  });

  it('super admin in hyphen-free lowercase still passes', () => {
    expect(ids(visibleMenu(true, ['super_admin']))).toEqual(ALL);
  });
});
