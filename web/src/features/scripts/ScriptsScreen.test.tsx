import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n from '../../i18n';
import { clearSession } from '../../lib/session';
import { mockClient, renderRoutes } from '../../test/render';
import {
  CreatePersonalAccessTokenMutation,
  PersonalAccessTokensQuery,
  RevokePersonalAccessTokenMutation,
} from './operations';
import { ScriptsScreen } from './ScriptsScreen';
import { endOfDay } from './token';

const token = (id: string, name: string, rest: Record<string, unknown> = {}) => ({
  __typename: 'PersonalAccessToken',
  id,
  name,
  scope: 'READ_ONLY',
  createdAt: '2026-01-02T03:04:05.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...rest,
});
// exactly one answer each: a second request for the list (a refetch) would fail the test
const listMock = (tokens: unknown[]) => ({
  request: { query: PersonalAccessTokensQuery },
  result: { data: { personalAccessTokens: tokens } },
});
/** The token list's items (the usage notes are a list too). */
const tokenItems = () =>
  within(screen.getByRole('region', { name: 'Ihre Tokens' })).queryAllByRole('listitem');

const routes = [
  {
    path: '/scripts',
    element: (
      <>
        <ScriptsScreen />
        <Toasters />
      </>
    ),
  },
];

describe('scripts', () => {
  beforeEach(async () => {
    clearSession();
    await i18n.changeLanguage('de');
  });

  it('lists the tokens with never-used, never-expiring and expired ones said in words', async () => {
    const client = mockClient([
      listMock([
        token('2', 'Monatsbericht', { scope: 'FULL', lastUsedAt: '2026-02-03T10:00:00.000Z' }),
        token('1', 'Alt', { expiresAt: '2020-01-01T00:00:00.000Z' }),
      ]),
    ]);
    renderRoutes(routes, { path: '/scripts', client });
    await screen.findByText('Monatsbericht');
    const items = tokenItems();
    expect(items).toHaveLength(2);
    const [full, old] = items as [HTMLElement, HTMLElement];
    expect(within(full).getByText('Monatsbericht')).toBeInTheDocument();
    expect(within(full).getByText('Voller Zugriff')).toBeInTheDocument();
    expect(within(full).getByText('läuft nicht ab')).toBeInTheDocument();
    expect(within(full).queryByText('abgelaufen')).not.toBeInTheDocument();
    expect(within(old).getByText('Nur lesen')).toBeInTheDocument();
    expect(within(old).getByText('nie')).toBeInTheDocument();
    expect(within(old).getByText('abgelaufen')).toBeInTheDocument();
  });

  it('explains tokens when there are none, and how to use one with this portal', async () => {
    renderRoutes(routes, { path: '/scripts', client: mockClient([listMock([])]) });
    expect(await screen.findByText('Noch keine Tokens')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/graphql`)).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer pat_…')).toBeInTheDocument();
    expect(screen.getByText(/docs\/scripts\.md/)).toBeInTheDocument();
  });

  it('shows a created token once, at the top of the list without reloading it', async () => {
    const created = token('7', 'Backup', { scope: 'FULL', expiresAt: endOfDay('2099-12-31') });
    const client = mockClient([
      listMock([token('1', 'Alt')]),
      {
        request: {
          query: CreatePersonalAccessTokenMutation,
          variables: { input: { name: 'Backup', scope: 'FULL', expiresAt: endOfDay('2099-12-31') } },
        },
        result: {
          data: {
            createPersonalAccessToken: {
              __typename: 'CreatedPersonalAccessToken',
              token: 'pat_secret123',
              personalAccessToken: created,
            },
          },
        },
      },
    ]);
    renderRoutes(routes, { path: '/scripts', client });
    await screen.findByText('Alt');
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: /^Name/ }), '  Backup ');
    await u.click(screen.getByRole('radio', { name: /Voller Zugriff/ }));
    const expiry = screen.getByLabelText('Gültig bis (optional)');
    await u.type(expiry, '2099-12-31');
    await u.click(screen.getByRole('button', { name: 'Token erstellen' }));

    const heading = await screen.findByRole('heading', { name: 'Token „Backup“ erstellt' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('pat_secret123')).toBeInTheDocument();
    expect(screen.getByText(/nur dieses eine Mal angezeigt/)).toBeInTheDocument();
    const names = tokenItems().map((item) => item.querySelector('p, span')?.textContent);
    expect(names).toEqual(['Backup', 'Alt']);

    await u.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByText('pat_secret123')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
  });

  it('shows the server’s field errors under the fields', async () => {
    const message = 'Bitte geben Sie einen Namen an.';
    const client = mockClient([
      listMock([]),
      {
        request: {
          query: CreatePersonalAccessTokenMutation,
          variables: { input: { name: '', scope: 'READ_ONLY', expiresAt: null } },
        },
        result: {
          errors: [
            new GraphQLError('invalid', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/scripts', client });
    await screen.findByText('Noch keine Tokens');
    await userEvent.click(screen.getByRole('button', { name: 'Token erstellen' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes a token after asking, and drops it from the list', async () => {
    const client = mockClient([
      listMock([token('2', 'Monatsbericht'), token('1', 'Alt')]),
      {
        request: { query: RevokePersonalAccessTokenMutation, variables: { id: '2' } },
        result: { data: { revokePersonalAccessToken: true } },
      },
    ]);
    renderRoutes(routes, { path: '/scripts', client });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Token „Monatsbericht“ widerrufen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Token widerrufen?' });
    expect(
      within(dialog).getByText(/„Monatsbericht“ benutzen, werden ab sofort abgewiesen/),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByText('Das Token „Monatsbericht“ wurde widerrufen.')).toBeInTheDocument();
    await waitFor(() => expect(tokenItems()).toHaveLength(1));
    expect(screen.queryByText('Monatsbericht')).not.toBeInTheDocument();
  });
});
