import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { SessionCheckQuery } from '../../lib/session.operations';
import { mockClient, renderRoutes } from '../../test/render';
import { routes } from '../routes';

const me = (roles: string[]) => ({
  request: { query: SessionCheckQuery },
  maxUsageCount: 10,
  result: {
    data: {
      me: {
        __typename: 'User',
        id: '1',
        name: 'Gus Guest',
        email: 'guest@example.com',
        roles: roles.map((name, i) => ({ __typename: 'Role', id: String(i + 1), name })),
      },
    },
  },
});

describe('the route guard says why', () => {
  beforeEach(async () => {
    clearSession();
    localStorage.clear();
    await i18n.changeLanguage('de');
  });

  it('sends a member without a listed role Home with a toast saying why', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, { path: '/cp', client: mockClient([me(['GUEST'])]) });
    await screen.findByRole('heading', { level: 1, name: 'Hallo, Gus Guest!' });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText(/Diese Seite ist für Ihre Rollen nicht freigegeben/)).toBeInTheDocument();
  });

  it('sends a logged-in member from Login to the redirectUrl instead of showing the form again', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, {
      path: `/login?redirectUrl=${encodeURIComponent('/about')}`,
      client: mockClient([me(['GUEST'])]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Über das Portal' });
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByLabelText(/^Passwort/)).not.toBeInTheDocument();
  });

  it('says that the session expired when the auth check ends it, and leads back to the open page', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, {
      path: '/about?tab=x#part',
      client: mockClient([{ request: { query: SessionCheckQuery }, result: { data: { me: null } } }]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/about?tab=x#part')}`);
    expect(
      await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeInTheDocument();
  });
});
