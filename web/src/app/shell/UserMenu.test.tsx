import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PersonalAccessTokensDocument } from '../../gql/graphql';
import i18n from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { SessionCheckQuery } from '../../lib/session.operations';
import { mockClient, renderRoutes } from '../../test/render';
import { routes } from '../routes';

const guest = {
  __typename: 'User',
  id: '1',
  name: 'Gus Guest',
  email: 'guest@example.com',
  roles: [{ __typename: 'Role', id: '5', name: 'GUEST' }],
};

describe('user menu', () => {
  beforeEach(async () => {
    clearSession();
    await i18n.changeLanguage('de');
  });

  it('leads every member to Scripts, a guest too, before the logout', async () => {
    saveSession('tok', { id: '1', name: 'Gus Guest', email: 'guest@example.com' }, ['GUEST']);
    const { router } = renderRoutes(routes, {
      path: '/about',
      client: mockClient([
        { request: { query: SessionCheckQuery }, result: { data: { me: guest } }, maxUsageCount: 10 },
        { request: { query: PersonalAccessTokensDocument }, result: { data: { personalAccessTokens: [] } } },
      ]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Über das Portal' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Gus Guest – Benutzermenü' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Skripte', 'Abmelden']);
    await u.click(items[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Skripte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scripts');
  });

  it('leads an ADMIN to the profile, which the navbar links for USER only', async () => {
    saveSession('tok', { id: '1', name: 'Ada Admin', email: 'admin@example.com' }, ['ADMIN']);
    const admin = { ...guest, name: 'Ada Admin', roles: [{ __typename: 'Role', id: '2', name: 'ADMIN' }] };
    const { router } = renderRoutes(routes, {
      path: '/about',
      client: mockClient([
        { request: { query: SessionCheckQuery }, result: { data: { me: admin } }, maxUsageCount: 10 },
      ]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Über das Portal' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Ada Admin – Benutzermenü' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profil', 'Skripte', 'Abmelden']);
    await u.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/profile'));
  });
});
