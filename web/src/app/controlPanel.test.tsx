import { screen, within } from '@testing-library/react';
import { Tv } from 'lucide-react';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { cpFeature } from '../features/cp/feature';
import i18n, { addTexts } from '../i18n';
import type { Feature } from '../lib/feature';
import { clearSession, saveSession } from '../lib/session';
import { SessionCheckQuery } from '../lib/session.operations';
import { mockClient, renderRoutes } from '../test/render';
import type { RouteHandle } from './routeHandle';
import { routes as appRoutes, routesOf } from './routes';

/** A coming domain that brings a CP screen, a link with a card, and a super-admin-only link with a card. */
const iptvFeature: Feature = {
  id: 'iptv',
  texts: {
    namespace: 'iptv',
    de: { nav: 'IPTV-Anbieter', card: 'Anbieter pflegen', audit: 'Prüfprotokoll', auditCard: 'Wer tat was' },
    en: { nav: 'IPTV providers', card: 'Manage providers', audit: 'Audit log', auditCard: 'Who did what' },
  },
  controlPanel: {
    routes: [
      {
        path: 'iptv-providers',
        titleKey: 'iptv:nav',
        roles: ['ADMIN'],
        screen: () => Promise.resolve(() => <h1>IPTV-Anbieter-Liste</h1>),
      },
    ],
    links: [
      {
        id: 'iptv',
        to: '/cp/iptv-providers',
        labelKey: 'iptv:nav',
        roles: ['ADMIN'],
        card: { descriptionKey: 'iptv:card', icon: Tv },
      },
      {
        id: 'audit',
        to: '/cp/audit',
        labelKey: 'iptv:audit',
        roles: ['SUPER_ADMIN'],
        card: { descriptionKey: 'iptv:auditCard', icon: Tv },
      },
    ],
  },
};

const routes = routesOf([cpFeature, iptvFeature]);

function logIn(role: string) {
  saveSession('tok', { id: '1', name: 'Ada Admin', email: 'admin@example.com' }, [role]);
  return mockClient([
    {
      request: { query: SessionCheckQuery },
      maxUsageCount: 10,
      result: {
        data: {
          me: {
            __typename: 'User',
            id: '1',
            name: 'Ada Admin',
            email: 'admin@example.com',
            roles: [{ __typename: 'Role', id: '1', name: role }],
          },
        },
      },
    },
  ]);
}

const cpNav = () => screen.getByRole('navigation', { name: 'Admin-Navigation' });
const navLabels = () =>
  within(cpNav())
    .getAllByRole('link')
    .map((link) => link.textContent);
const cardLinks = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('link'));

describe('control panel composed from the features', () => {
  beforeEach(async () => {
    clearSession();
    localStorage.clear();
    addTexts(iptvFeature.texts);
    await i18n.changeLanguage('de');
  });

  it('shows a super admin every feature’s links and cards', async () => {
    renderRoutes(routes, { path: '/cp', client: logIn('SUPER_ADMIN') });
    await screen.findByRole('heading', { level: 1, name: 'Admin CP' });
    expect(navLabels()).toEqual(['Admin-Start', 'Benutzer', 'IPTV-Anbieter', 'Prüfprotokoll']);
    expect(cardLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Benutzer', '/cp/users'],
      ['IPTV-Anbieter', '/cp/iptv-providers'],
      ['Prüfprotokoll', '/cp/audit'],
    ]);
    expect(screen.getByText('Anbieter pflegen')).toBeInTheDocument();
  });

  it('leads with its own links whatever the features’ order (the navbar’s)', async () => {
    renderRoutes(routesOf([iptvFeature, cpFeature]), { path: '/cp', client: logIn('SUPER_ADMIN') });
    await screen.findByRole('heading', { level: 1, name: 'Admin CP' });
    expect(navLabels()).toEqual(['Admin-Start', 'Benutzer', 'IPTV-Anbieter', 'Prüfprotokoll']);
  });

  it('shows an ADMIN only the links and cards of roles held', async () => {
    renderRoutes(routes, { path: '/cp', client: logIn('ADMIN') });
    await screen.findByRole('heading', { level: 1, name: 'Admin CP' });
    expect(navLabels()).toEqual(['Admin-Start', 'IPTV-Anbieter']);
    expect(cardLinks().map((link) => link.textContent)).toEqual(['IPTV-Anbieter']);
  });

  it('opens a feature’s CP screen inside the CP frame', async () => {
    renderRoutes(routes, { path: '/cp/iptv-providers', client: logIn('ADMIN') });
    expect(await screen.findByRole('heading', { level: 1, name: 'IPTV-Anbieter-Liste' })).toBeInTheDocument();
    expect(within(cpNav()).getByRole('link', { name: 'IPTV-Anbieter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Portal | Admin CP · IPTV-Anbieter');
  });

  it('shows the not-found page inside the CP frame for unknown CP paths', async () => {
    renderRoutes(routes, { path: '/cp/no-such-screen', client: logIn('ADMIN') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' }),
    ).toBeInTheDocument();
    expect(cpNav()).toBeInTheDocument();
  });

  it('mounts the cp feature’s own users screens in the app’s CP frame', () => {
    const matches = matchRoutes(appRoutes, '/cp/users/list') ?? [];
    const titles = matches.flatMap(
      (match) => (match.route.handle as RouteHandle | undefined)?.titleKey ?? [],
    );
    expect(titles).toEqual(['cp:routes.cp', 'cp:routes.users', 'cp:routes.usersList']);
  });

  it('refuses control-panel routes without a host route', () => {
    expect(() => routesOf([iptvFeature])).toThrow(/controlPanelHost/);
  });
});
