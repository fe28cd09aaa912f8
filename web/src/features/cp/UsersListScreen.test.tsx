import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { mockClient, renderRoutes } from '../../test/render';
import { CpDeleteUserMutation, CpUsersQuery } from './operations';
import { UsersListScreen } from './UsersListScreen';

const user = (id: string, name: string) => ({
  __typename: 'User' as const,
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  active: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-02-03T04:05:06.000Z',
});

const page = (items: ReturnType<typeof user>[], total = items.length) => ({
  data: {
    users: {
      __typename: 'UserPage',
      items,
      pageInfo: { __typename: 'PageInfo', currentPage: 1, lastPage: 1, perPage: 25, total },
    },
  },
});

const routes = [{ path: '/cp/users/list', element: <UsersListScreen /> }];

describe('CP users list', () => {
  beforeEach(async () => {
    clearSession();
    await i18n.changeLanguage('de');
  });

  it('asks 25 rows and shows name, e-mail and dates in German format', async () => {
    const seen = vi.fn();
    const client = mockClient([
      {
        request: {
          query: CpUsersQuery,
          variables: (v) => {
            seen(v);
            return true;
          },
        },
        result: page([user('1', 'Ada'), user('2', 'Bob')]),
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/list', client });
    const table = await screen.findByRole('table', { name: 'Benutzerliste' });
    expect(await within(table).findByText('Ada')).toBeInTheDocument();
    expect(within(table).getAllByText('bob@example.com').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}:\d{2}$/)).toHaveLength(4);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ page: 1, perPage: 25 }));
    expect(screen.getByRole('link', { name: 'Ada bearbeiten' })).toHaveAttribute('href', '/cp/users/1/edit');
  });

  it('sends filters and sort from the URL as query variables', async () => {
    const seen = vi.fn();
    const client = mockClient([
      {
        request: {
          query: CpUsersQuery,
          variables: (v) => {
            seen(v);
            return true;
          },
        },
        result: page([user('1', 'Ada')]),
        maxUsageCount: 5,
      },
    ]);
    const filters = encodeURIComponent('{"name":"ad","active":1,"role":"ADMIN"}');
    renderRoutes(routes, {
      path: `/cp/users/list?filters=${filters}&orderBy=EMAIL&direction=desc&page=1`,
      client,
    });
    await screen.findByText('Ada');
    expect(seen).toHaveBeenCalledWith({
      page: 1,
      perPage: 25,
      orderBy: 'EMAIL',
      direction: 'DESC',
      filter: { name: 'ad', active: false, role: 'ADMIN' },
    });
    expect(screen.getByRole('columnheader', { name: /E-Mail/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveValue('ad');
    expect(screen.getByRole('checkbox', { name: 'Aktiv' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveValue('ADMIN');
  });

  it('deletes a user after confirmation and reloads the list', async () => {
    const client = mockClient([
      {
        request: { query: CpUsersQuery, variables: () => true },
        result: page([user('1', 'Ada'), user('2', 'Bob')]),
      },
      {
        request: { query: CpDeleteUserMutation, variables: { id: '2' } },
        result: { data: { deleteUser: true } },
      },
      { request: { query: CpUsersQuery, variables: () => true }, result: page([user('1', 'Ada')]) },
    ]);
    renderRoutes(routes, { path: '/cp/users/list', client });
    await userEvent.click(await screen.findByRole('button', { name: 'Bob löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Benutzer löschen?' });
    expect(dialog).toHaveTextContent('Möchten Sie Bob (bob@example.com) wirklich löschen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('Bob')).not.toBeInTheDocument());
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('shows a refused deletion (the last super admin) in the dialog instead of nothing', async () => {
    const message = 'Der letzte Super-Admin kann nicht gelöscht werden.';
    const client = mockClient([
      { request: { query: CpUsersQuery, variables: () => true }, result: page([user('1', 'Ada')]) },
      {
        request: { query: CpDeleteUserMutation, variables: { id: '1' } },
        result: {
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { id: [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/list', client });
    await userEvent.click(await screen.findByRole('button', { name: 'Ada löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Benutzer löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('does not offer deleting oneself, with the reason as the button description', async () => {
    saveSession('tok', { id: '1', name: 'Ada', email: 'ada@example.com' }, ['SUPER_ADMIN']);
    const client = mockClient([
      {
        request: { query: CpUsersQuery, variables: () => true },
        result: page([user('1', 'Ada'), user('2', 'Bob')]),
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/list', client });
    const own = await screen.findByRole('button', { name: 'Ada löschen' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    expect(own).toHaveAccessibleDescription('Sie können sich nicht selbst löschen.');
    await userEvent.click(own);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bob löschen' })).not.toHaveAttribute('aria-disabled');
  });
});
