import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { mockClient, renderRoutes } from '../../test/render';
import {
  CpRolesQuery,
  CpSetUserActiveMutation,
  CpSyncUserRolesMutation,
  CpUpdateUserMutation,
  CpUserQuery,
} from './operations';
import { UserEditScreen } from './UserEditScreen';

const roles = [
  { __typename: 'Role' as const, id: '1', name: 'SUPER_ADMIN' },
  { __typename: 'Role' as const, id: '2', name: 'ADMIN' },
  { __typename: 'Role' as const, id: '4', name: 'USER' },
  { __typename: 'Role' as const, id: '8', name: 'IPTV' },
];

const userResult = (active = true) => ({
  data: {
    user: {
      __typename: 'User',
      id: '7',
      name: 'Ada',
      email: 'ada@example.com',
      active,
      activatedAt: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      roles: [roles[2]],
      telegramSubscription: {
        __typename: 'TelegramSubscription',
        telegramId: '4242',
        username: 'ada_l',
        firstName: 'Ada',
        lastName: 'Lovelace',
        createdAt: null,
      },
    },
  },
});

const userMock = {
  request: { query: CpUserQuery, variables: { id: '7' } },
  result: userResult(),
  maxUsageCount: 5,
};
const routes = [{ path: '/cp/users/:id/edit', element: <UserEditScreen /> }];

describe('CP user edit', () => {
  beforeEach(async () => {
    clearSession();
    await i18n.changeLanguage('en');
  });

  it('shows server field errors under their fields (password also under the confirmation)', async () => {
    const message = 'The password field must be at least 8 characters.';
    const client = mockClient([
      userMock,
      {
        request: {
          query: CpUpdateUserMutation,
          variables: {
            id: '7',
            input: {
              name: 'Ada',
              email: 'taken@example.com',
              password: 'short',
              passwordConfirmation: 'short',
            },
          },
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { email: ['The email has already been taken.'], password: [message] },
              },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/7/edit', client });
    const email = await screen.findByLabelText(/^Email/);
    expect(screen.getByText('@ada_l')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles active and takes over the returned value', async () => {
    const client = mockClient([
      userMock,
      {
        request: { query: CpSetUserActiveMutation, variables: { id: '7', active: false } },
        result: {
          data: {
            setUserActive: {
              __typename: 'User',
              id: '7',
              active: false,
              activatedAt: null,
              updatedAt: '2026-03-01T00:00:00.000Z',
            },
          },
        },
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/7/edit', client });
    expect(await screen.findByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('shows a refusal whose field the screen does not have (the last super admin) as an alert', async () => {
    const message = 'The last active super admin cannot be deactivated.';
    const client = mockClient([
      userMock,
      {
        request: { query: CpSetUserActiveMutation, variables: { id: '7', active: false } },
        result: {
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { active: [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/7/edit', client });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('does not let a member deactivate themselves, and says why to mouse and keyboard', async () => {
    saveSession('tok', { id: '7', name: 'Ada', email: 'ada@example.com' }, ['SUPER_ADMIN']);
    const setActive = vi.fn();
    const client = mockClient([
      userMock,
      {
        request: { query: CpSetUserActiveMutation, variables: { id: '7', active: false } },
        result: () => {
          setActive();
          return { data: null };
        },
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/7/edit', client });
    const button = await screen.findByRole('button', { name: 'Deactivate' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('You cannot deactivate yourself.');
    const u = userEvent.setup();
    await u.click(button);
    // reachable by keyboard: the button keeps its place in the tab order and shows the reason on focus
    button.blur();
    while (document.activeElement !== button) await u.tab();
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'You cannot deactivate yourself.',
    );
    expect(setActive).not.toHaveBeenCalled();
  });

  it('opens the roles tab by hash and saves exactly the checked role ids', async () => {
    const sent = vi.fn();
    const client = mockClient([
      userMock,
      { request: { query: CpRolesQuery }, result: { data: { roles } } },
      {
        request: {
          query: CpSyncUserRolesMutation,
          variables: (v) => {
            sent(v);
            return true;
          },
        },
        result: {
          data: { syncUserRoles: { __typename: 'User', id: '7', roles: [roles[1], roles[3]] } },
        },
      },
    ]);
    renderRoutes(routes, { path: '/cp/users/7/edit#roles', client });
    expect(await screen.findByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    const user = await screen.findByRole('checkbox', { name: 'User' });
    expect(user).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(user);
    await userEvent.click(screen.getByRole('checkbox', { name: 'IPTV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: '7', roleIds: ['2', '8'] }));
    await userEvent.click(screen.getByRole('tab', { name: 'Personal data' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(2);
  });
});
