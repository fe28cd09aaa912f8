import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import i18n, { LANGUAGES, type Language } from '../i18n';
import './i18n';
import { documentTitle, type RouteHandle } from './routeHandle';
import { routes } from './routes';

/** A path for every route of the tree, parameters and splats filled in. */
function pathsOf(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path
      ? `${parent}/${route.path.replace(/:[^/]+/g, 'x').replace('*', 'x/y')}`.replace(/\/+/g, '/')
      : parent;
    return [own || '/', ...pathsOf(route.children ?? [], own)];
  });
}

/** The document title of every screen (a path that does not end in a redirect), by its deepest route. */
function titles(lang: Language): Map<RouteObject, { path: string; title: string }> {
  const t = i18n.getFixedT(lang);
  const screens = new Map<RouteObject, { path: string; title: string }>();
  for (const path of pathsOf(routes)) {
    const matches = matchRoutes(routes, path)!;
    const deepest = matches.at(-1)!.route;
    if (screens.has(deepest) || (isValidElement(deepest.element) && deepest.element.type === Navigate))
      continue;
    const title = documentTitle(
      t('app.name'),
      matches.map((m, i) => ({ id: String(i), pathname: m.pathname, handle: m.route.handle })),
      (_, handle: RouteHandle) => t(handle.titleKey),
    );
    screens.set(deepest, { path, title });
  }
  return screens;
}

describe('document titles', () => {
  it.each(LANGUAGES)('name every screen differently (%s)', (lang) => {
    const byTitle = new Map<string, string[]>();
    for (const { path, title } of titles(lang).values())
      byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    const shared = [...byTitle].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
    expect(byTitle.size).toBeGreaterThan(50);
  });

  it('name the feature, then the screen, with the step between where a screen title alone says little', () => {
    const de = new Map([...titles('de').values()].map(({ path, title }) => [path, title]));
    expect(de.get('/')).toBe('Portal | Startseite');
    expect(de.get('/service/crypt-track/dashboard')).toBe('Portal | Krypto-Tracker · Übersicht');
    expect(de.get('/games/ls22/overview')).toBe('Portal | LS22 · Übersicht');
    expect(de.get('/service/iptv/settings')).toBe('Portal | IPTV · Einstellungen');
    expect(de.get('/service/crypt-track/settings')).toBe('Portal | Krypto-Tracker · Einstellungen');
    expect(de.get('/service/timetracking/manage/settings')).toBe(
      'Portal | Zeiterfassung · Verwaltung · Einstellungen',
    );
    expect(de.get('/service/timetracking/manage/customers/list')).toBe(
      'Portal | Zeiterfassung · Kunden · Liste',
    );
    expect(de.get('/service/iptv')).toBe('Portal | IPTV');
    expect(de.get('/my/profile')).toBe('Portal | Mein Profil');
    expect(de.get('/x/y')).toBe('Portal | Seite nicht gefunden');
    const en = new Map([...titles('en').values()].map(({ path, title }) => [path, title]));
    expect(en.get('/games/ls22/farm/x/financials')).toBe('Portal | LS22 · Farm · Financials');
  });
});
