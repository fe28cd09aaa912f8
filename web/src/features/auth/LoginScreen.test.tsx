import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { clearSession, getSession } from '../../lib/session';
import { mockClient, renderRoutes } from '../../test/render';
import { LoginScreen } from './LoginScreen';
import { LoginMutation } from './operations';

const user = {
  __typename: 'User' as const,
  id: '7',
  name: 'Ada',
  email: 'ada@example.com',
  roles: [{ __typename: 'Role' as const, id: '2', name: 'USER' as const }],
};

function routes() {
  return [
    { path: '/login', element: <LoginScreen /> },
    { path: '/', element: <p>home page</p> },
    { path: '/my/profile', element: <p>profile page</p> },
  ];
}

async function fillAndSubmit(email: string, password: string) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^E-Mail/), email);
  await u.type(screen.getByLabelText(/^Passwort/), password);
  await u.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginScreen', () => {
  beforeEach(async () => {
    clearSession();
    await i18n.changeLanguage('de');
  });

  it('renders the card with e-mail, password, submit and the recovery links', async () => {
    renderRoutes(routes(), { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Portal')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Mit Telegram anmelden' })).toHaveAttribute(
      'href',
      '/telegram/login',
    );
  });

  it('shows BAD_USER_INPUT field errors under their fields and stays on the page', async () => {
    const client = mockClient([
      {
        request: {
          query: LoginMutation,
          variables: { email: 'ada@example.com', password: 'wrong-password' },
        },
        result: {
          errors: [
            new GraphQLError('These credentials do not match our records.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { email: ['These credentials do not match our records.'] },
              },
            }),
          ],
        },
      },
    ]);
    const { router } = renderRoutes(routes(), { path: '/login', client });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'wrong-password');

    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Passwort/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession().token).toBeNull();
  });

  it('stores the session and follows a same-origin redirectUrl', async () => {
    const client = mockClient([
      {
        request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'portal-demo' } },
        result: { data: { login: { __typename: 'AuthPayload', token: 'tok-1', user } } },
      },
    ]);
    const { router } = renderRoutes(routes(), {
      path: `/login?redirectUrl=${encodeURIComponent('/my/profile')}`,
      client,
    });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'portal-demo');

    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my/profile');
    expect(getSession()).toMatchObject({ token: 'tok-1', roles: ['USER'], user: { name: 'Ada' } });
  });

  it('goes Home when redirectUrl points to another origin', async () => {
    const client = mockClient([
      {
        request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'portal-demo' } },
        result: { data: { login: { __typename: 'AuthPayload', token: 'tok-2', user } } },
      },
    ]);
    renderRoutes(routes(), {
      path: `/login?redirectUrl=${encodeURIComponent('https://evil.example/')}`,
      client,
    });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'portal-demo');
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
  });

  it('speaks English after a language switch', async () => {
    renderRoutes(routes(), { path: '/login' });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
