import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { SessionCheckQuery } from '../../lib/session.operations';
import { mockClient, renderRoutes } from '../../test/render';
import { routes } from '../routes';

function loggedIn(roles: string[]) {
  saveSession('tok', { id: '1', name: 'Sam Super', email: 'superadmin@example.com' }, roles);
  return mockClient([
    {
      request: { query: SessionCheckQuery },
      maxUsageCount: 10,
      result: {
        data: {
          me: {
            __typename: 'User',
            id: '1',
            name: 'Sam Super',
            email: 'superadmin@example.com',
            roles: roles.map((name, i) => ({ __typename: 'Role', id: String(i + 1), name })),
          },
        },
      },
    },
  ]);
}

describe('the shell for keyboard and screen-reader users', () => {
  beforeEach(async () => {
    clearSession();
    localStorage.clear();
    await i18n.changeLanguage('de');
  });

  it('offers a skip link as the first stop of Tab, which moves focus to the main landmark', async () => {
    renderRoutes(routes, { path: '/impressum' });
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    const u = userEvent.setup();
    await u.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('has the landmarks banner, navigation, main and contentinfo', async () => {
    renderRoutes(routes, { path: '/', client: loggedIn(['SUPER_ADMIN']) });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Sam Super!' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('header nav[aria-label="Hauptnavigation"]')).not.toBeNull();
  });

  it('leaves focus alone on the first load, redirects included', async () => {
    const { router } = renderRoutes(routes, { path: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/login');
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page heading on a change of page, not on a change of the query', async () => {
    const { router } = renderRoutes(routes, { path: '/', client: loggedIn(['SUPER_ADMIN']) });
    const home = await screen.findByRole('heading', { level: 1, name: 'Hallo, Sam Super!' });
    expect(home).not.toHaveFocus();

    await act(() => router.navigate('/about'));
    const about = await screen.findByRole('heading', { level: 1, name: 'Über das Portal' });
    await waitFor(() => expect(about).toHaveFocus());
    expect(about).toHaveAttribute('tabindex', '-1');

    const footerLink = screen.getByRole('link', { name: 'Impressum' });
    footerLink.focus();
    await act(() => router.navigate('/about?tab=2'));
    expect(footerLink).toHaveFocus();
  });

  it('names the user menu by the name it shows first (WCAG 2.5.3)', async () => {
    renderRoutes(routes, { path: '/', client: loggedIn(['USER']) });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Sam Super!' });
    // the user menu is loaded lazily, after the page
    expect(await screen.findByRole('button', { name: 'Sam Super – Benutzermenü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE – Deutsch' })).toHaveTextContent(/^DE$/);
  });

  it('keeps the navbar’s language switch and user menu inside the control panel, the only ones (issue 29 D-L1)', async () => {
    const { router } = renderRoutes(routes, { path: '/cp', client: loggedIn(['SUPER_ADMIN']) });
    await screen.findByRole('heading', { level: 1, name: 'Admin CP' });
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Benutzermenü/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sprache' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Sam Super!' });
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Benutzermenü/ })).toBeInTheDocument();
  });
});
