import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n from '../../i18n';
import { mockClient, renderRoutes } from '../../test/render';
import {
  ChangePasswordMutation,
  ExportMyDataMutation,
  ProfileQuery,
  UpdateProfileMutation,
} from './operations';
import { ProfileScreen } from './ProfileScreen';

const me = {
  __typename: 'User',
  id: '3',
  name: 'Uma User',
  email: 'uma@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  roles: [{ __typename: 'Role', id: '4', name: 'USER' }],
  socialMedia: [{ __typename: 'SocialLink', network: 'github', url: 'https://github.com/uma' }],
  telegramSubscription: null,
};
const profileMock = { request: { query: ProfileQuery }, result: { data: { me } }, maxUsageCount: 5 };
const routes = [{ path: '/my/profile', element: <ProfileScreen /> }];

describe('profile', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });

  it('saves name, e-mail and links and shows a link error under its URL', async () => {
    const message = 'Der Link für mastodon muss eine http(s)-URL sein.';
    const client = mockClient([
      profileMock,
      {
        request: {
          query: UpdateProfileMutation,
          variables: {
            input: {
              name: 'Uma User',
              email: 'uma@example.com',
              socialMedia: [
                { network: 'github', url: 'https://github.com/uma' },
                { network: 'mastodon', url: 'nope' },
              ],
            },
          },
        },
        result: {
          errors: [
            new GraphQLError('invalid', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'socialMedia.mastodon': [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/my/profile', client });
    expect(await screen.findByRole('textbox', { name: 'URL 1' })).toHaveValue('https://github.com/uma');
    expect(screen.getByText('Benutzer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link hinzufügen' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Netzwerk 2' }), 'mastodon');
    await userEvent.type(screen.getByRole('textbox', { name: 'URL 2' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'URL 2' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Link 2 entfernen' }));
    expect(screen.queryByRole('textbox', { name: 'URL 2' })).not.toBeInTheDocument();
  });

  it('changes the password and shows a wrong current password under its field', async () => {
    const client = mockClient([
      profileMock,
      {
        request: {
          query: ChangePasswordMutation,
          variables: {
            input: { currentPassword: 'wrong', password: 'new-secret', passwordConfirmation: 'new-secret' },
          },
        },
        result: {
          errors: [
            new GraphQLError('invalid', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { currentPassword: ['Das Passwort ist falsch.'] },
              },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/my/profile', client });
    await userEvent.type(await screen.findByLabelText(/^Aktuelles Passwort/), 'wrong');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort(?! bestätigen)/), 'new-secret');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort bestätigen/), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das Passwort ist falsch.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('profile data export', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });

  it('starts the export and says a notification will follow', async () => {
    const exported = vi.fn(() => ({ data: { exportMyData: true } }));
    const client = mockClient([profileMock, { request: { query: ExportMyDataMutation }, result: exported }]);
    renderRoutes(
      [
        {
          path: '/my/profile',
          element: (
            <>
              <ProfileScreen />
              <Toasters />
            </>
          ),
        },
      ],
      {
        path: '/my/profile',
        client,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten exportieren' }));
    expect(
      await screen.findByText('Der Export wird vorbereitet – Sie werden benachrichtigt.'),
    ).toBeInTheDocument();
    expect(exported).toHaveBeenCalledTimes(1);
  });

  it('reads the same in English', async () => {
    await i18n.changeLanguage('en');
    const client = mockClient([
      profileMock,
      { request: { query: ExportMyDataMutation }, result: { data: { exportMyData: true } } },
    ]);
    renderRoutes(
      [
        {
          path: '/my/profile',
          element: (
            <>
              <ProfileScreen />
              <Toasters />
            </>
          ),
        },
      ],
      {
        path: '/my/profile',
        client,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(
      await screen.findByText("Your export is being prepared – you'll be notified."),
    ).toBeInTheDocument();
  });
});
