import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { authFeature } from '../../features/auth/feature';
import { clearSession, saveSession } from '../../lib/session';
import { LogoutMutation, SessionCheckQuery } from '../../lib/session.operations';
import { mockClient, mockRealtimeClient, renderRoutes } from '../../test/render';
import { routes } from '../routes';

const me = (roles: string[], name = 'Sam Super') => ({
  request: { query: SessionCheckQuery },
  maxUsageCount: 10,
  result: {
    data: {
      me: {
        __typename: 'User',
        id: '1',
        name,
        email: 'member@example.com',
        roles: roles.map((name, i) => ({ __typename: 'Role', id: String(i + 1), name })),
      },
    },
  },
});

describe('shell and guard', () => {
  beforeEach(async () => {
    clearSession();
    localStorage.clear();
    await i18n.changeLanguage('de');
  });

  it('sends a visitor without token to login with the wanted path as redirectUrl', async () => {
    const { router } = renderRoutes(routes, { path: '/about?x=1' });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/about?x=1')}`);
    expect(document.title).toBe('Portal | Anmelden');
  });

  it('shows the public legal notice without login, with footer and cookie notice', async () => {
    renderRoutes(routes, { path: '/impressum' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByText('Version 2.3.0')).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Hinweis zu Cookies' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Verstanden' }));
    expect(screen.queryByRole('region', { name: 'Hinweis zu Cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem('portal.cookieNotice')).toBe('dismissed');
  });

  it('sends a member without a listed role Home', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, {
      path: '/my/profile',
      client: mockClient([me(['GUEST'], 'Gus Guest')]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Gus Guest!' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the role-filtered menu and switches language (texts, html lang, title)', async () => {
    saveSession('tok', { id: '1', name: 'Sam Super', email: 'superadmin@example.com' }, ['SUPER_ADMIN']);
    renderRoutes(routes, { path: '/', client: mockClient([me(['SUPER_ADMIN'])]) });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Sam Super!' });
    // jsdom applies only the base (narrow) styles: the desktop menu is display:none here, and hidden
    // elements have no accessible name, so look it up by its label attribute and texts.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Hauptnavigation"]')!;
    // menus and widgets are loaded lazily, for members only
    expect((await within(nav).findByText('Admin CP')).closest('a')).toHaveAttribute('href', '/cp');
    expect(within(nav).getByText('Profil').closest('a')).toHaveAttribute('href', '/my/profile');
    // modules not built yet are not linked at all; the services menu holds only what is built
    expect(within(nav).queryByText('Dawum')).toBeNull();
    expect(within(nav).getByText('Dienste')).toBeInTheDocument();
    expect(within(nav).getByText('Blogs')).toBeInTheDocument();
    expect(screen.getByTestId('tile-blog-my-dogs-and-me')).toHaveAttribute('href', '/b/my-dogs-and-me/p');
    expect(screen.getByTestId('tile-blog-it-stuff')).toHaveAttribute('href', '/b/it-stuff/p');
    expect(screen.getByTestId('tile-admin-cp')).toHaveAttribute('href', '/cp');
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(document.title).toBe('Portal | Startseite');

    await userEvent.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sam Super!' })).toBeInTheDocument();
    expect(within(nav).getByText('Profile').closest('a')).toBeInTheDocument();
    expect(nav).toHaveAttribute('aria-label', 'Main navigation');
    expect(screen.getByRole('button', { name: 'EN – English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('portal.language')).toBe('en');
    await waitFor(() => expect(document.title).toBe('Portal | Home'));
  });

  it('shows a GUEST the polls, the blogs, downloads and notifications', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    renderRoutes(routes, { path: '/', client: mockClient([me(['GUEST'], 'Gus Guest')]) });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Gus Guest!' });
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Hauptnavigation"]')!;
    expect(await within(nav).findByText('DAWUM-Umfragen')).toBeInTheDocument();
    expect(within(nav).getByText('Blogs')).toBeInTheDocument();
    expect(within(nav).queryByText('Dienste')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Downloads' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  });

  it('gives a MODERATOR the blogs and the polls, in the menu and as home tiles, not an empty home', async () => {
    saveSession('tok', { id: '1', name: 'Mo Moderator', email: 'moderator@example.com' }, ['MODERATOR']);
    renderRoutes(routes, { path: '/', client: mockClient([me(['MODERATOR'], 'Mo Moderator')]) });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Mo Moderator!' });
    expect(
      screen.getByText('Schön, dass Sie da sind. Hier sind die Bereiche, die für Sie freigeschaltet sind.'),
    );
    expect(screen.queryByText(/noch keine Dienste freigeschaltet/)).toBeNull();
    expect(screen.getByTestId('tile-dawum')).toHaveAttribute('href', '/pub/dawum');
    expect(screen.getByTestId('tile-blog-my-dogs-and-me')).toHaveAttribute('href', '/b/my-dogs-and-me/p');
    expect(screen.getByTestId('tile-blog-it-stuff')).toHaveAttribute('href', '/b/it-stuff/p');
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Hauptnavigation"]')!;
    expect((await within(nav).findByText('DAWUM-Umfragen')).closest('a')).toHaveAttribute(
      'href',
      '/pub/dawum',
    );
    expect(within(nav).getByText('Blogs')).toBeInTheDocument();
  });

  it('offers visitors the polls on the login page and in the footer', async () => {
    renderRoutes(routes, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    const links = screen.getAllByRole('link', { name: 'DAWUM-Umfragen' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pub/dawum', '/pub/dawum']);
    expect(screen.getByText('Ohne Anmeldung offen:')).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'DAWUM-Umfragen' }),
    ).toBeInTheDocument();
  });

  it('logs out when the auth check answers null', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, {
      path: '/about',
      client: mockClient([{ request: { query: SessionCheckQuery }, result: { data: { me: null } } }]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  // The login screen is a lazy route whose first import is transformed on the spot: on a loaded CI machine that
  // took longer than the whole test may. Imported once here, the test times the logout, not the transform.
  beforeAll(async () => {
    await authFeature.routes?.find((route) => route.path === 'login')?.screen?.();
  }, 60_000);

  it('logs out through the user menu, also when the server call fails', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, {
      path: '/about',
      client: mockClient([
        me(['GUEST'], 'Gus Guest'),
        { request: { query: LogoutMutation }, error: new TypeError('Failed to fetch') },
      ]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Über das Portal' });
    const u = userEvent.setup();
    // the user menu is loaded lazily, after the page
    await u.click(await screen.findByRole('button', { name: 'Gus Guest – Benutzermenü' }));
    expect(await screen.findByText('member@example.com')).toBeInTheDocument();
    await u.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  it('shows the not-found page for unknown paths', async () => {
    renderRoutes(routes, { path: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('takes over roles from userDataUpdated at once: the menu follows', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { client, hub } = mockRealtimeClient([me(['GUEST'], 'Gus Guest')]);
    renderRoutes(routes, { path: '/', client });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Gus Guest!' });
    expect(screen.queryByTestId('tile-admin-cp')).toBeNull();
    await waitFor(() => expect(hub.count('UserDataUpdated')).toBe(1));
    // the auth check on load has answered (it would otherwise restore its older roles afterwards)
    await waitFor(() => expect(client.cache.readQuery({ query: SessionCheckQuery })).not.toBeNull());

    hub.push('UserDataUpdated', {
      userDataUpdated: {
        __typename: 'User',
        id: '1',
        name: 'Gus Guest',
        email: 'guest@example.com',
        active: true,
        roles: [
          { __typename: 'Role', id: '2', name: 'ADMIN' },
          { __typename: 'Role', id: '5', name: 'GUEST' },
        ],
      },
    });
    expect(await screen.findByTestId('tile-admin-cp')).toHaveAttribute('href', '/cp');
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Hauptnavigation"]')!;
    expect((await within(nav).findByText('Admin CP')).closest('a')).toHaveAttribute('href', '/cp');
    expect(JSON.parse(atob(localStorage.getItem('portal.roles')!))).toEqual(['ADMIN', 'GUEST']);
  });

  it('ends the session when userDataUpdated says the member was deactivated', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { client, hub } = mockRealtimeClient([me(['GUEST'], 'Gus Guest')]);
    const { router } = renderRoutes(routes, { path: '/about', client });
    await screen.findByRole('heading', { level: 1, name: 'Über das Portal' });
    await waitFor(() => expect(hub.count('UserDataUpdated')).toBe(1));
    hub.push('UserDataUpdated', {
      userDataUpdated: {
        __typename: 'User',
        id: '1',
        name: 'Gus Guest',
        email: 'guest@example.com',
        active: false,
        roles: [{ __typename: 'Role', id: '5', name: 'GUEST' }],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    // like a failed auth check: Home first, where the guard sends to Login
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });
});
