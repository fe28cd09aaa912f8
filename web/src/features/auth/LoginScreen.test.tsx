import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { clearSession, deviceTokenFor, getSession, saveDeviceToken } from '../../lib/session';
import { errorToaster } from '../../lib/toast';
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
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
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
    // no bot configured: no chat-bot login on offer
    expect(screen.queryByRole('link', { name: 'Mit Telegram anmelden' })).not.toBeInTheDocument();
  });

  it('offers the chat-bot login when a bot is configured', async () => {
    vi.stubEnv('VITE_TELEGRAM_BOT_NAME', 'portal_bot');
    renderRoutes(routes(), { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Mit Telegram anmelden' })).toHaveAttribute(
      'href',
      '/telegram/login',
    );
  });

  it('shows a wrong password as one form-level alert, not under the e-mail, and focuses it', async () => {
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

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getAllByText('These credentials do not match our records.')).toHaveLength(1);
    expect(screen.getByLabelText(/^E-Mail/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Passwort/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession().token).toBeNull();
  });

  it('keeps field errors under their field and focuses the first invalid one', async () => {
    const client = mockClient([
      {
        request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'x' } },
        result: {
          errors: [
            new GraphQLError('Das Passwort muss mindestens 8 Zeichen lang sein.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
              },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes(), { path: '/login', client });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'x');
    const password = screen.getByLabelText(/^Passwort/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    // focus moves once the errors are on screen
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('shows a throttled login once above the form instead of one more toast per attempt', async () => {
    const throttled = (seconds: number) => ({
      request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'wrong-password' } },
      result: {
        errors: [
          new GraphQLError(
            `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
            {
              extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: seconds },
            },
          ),
        ],
      },
    });
    const toast = vi.spyOn(errorToaster, 'create');
    renderRoutes(routes(), { path: '/login', client: mockClient([throttled(59), throttled(58)]) });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('in 59 Sekunden');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('in 58 Sekunden'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows a deactivated account and a busy service in the same alert as a wrong password, never a toast', async () => {
    const refused = (message: string, code: string) => ({
      request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'portal-demo' } },
      result: { errors: [new GraphQLError(message, { extensions: { code } })] },
    });
    const inactive = 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an einen Administrator.';
    const busy = 'Gerade werden sehr viele Passwörter geprüft. Bitte versuchen Sie es gleich noch einmal.';
    const toast = vi.spyOn(errorToaster, 'create');
    renderRoutes(routes(), {
      path: '/login',
      client: mockClient([refused(inactive, 'FORBIDDEN'), refused(busy, 'SERVICE_UNAVAILABLE')]),
    });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'portal-demo');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(inactive);
    await waitFor(() => expect(alert).toHaveFocus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(busy));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('re-words a server error in the new language after a language switch', async () => {
    const client = mockClient([
      {
        request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'x' } },
        result: {
          errors: [
            new GraphQLError('Das Passwort muss mindestens 8 Zeichen lang sein.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
                translations: {
                  de: {
                    message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
                    fieldErrors: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
                  },
                  en: {
                    message: 'The password must be at least 8 characters.',
                    fieldErrors: { password: ['The password must be at least 8 characters.'] },
                  },
                },
              },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes(), { path: '/login', client });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'x');
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the session and follows a same-origin redirectUrl', async () => {
    const client = mockClient([
      {
        request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'portal-demo' } },
        result: { data: { login: { __typename: 'AuthPayload', token: 'tok-1', deviceToken: null, user } } },
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
        result: { data: { login: { __typename: 'AuthPayload', token: 'tok-2', deviceToken: null, user } } },
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

  it('keeps the device token per account, past a logout, and sends it back with the next login', async () => {
    const success = (email: string, token: string, deviceToken: string, sent?: string) => ({
      request: { query: LoginMutation, variables: { email, password: 'portal-demo', deviceToken: sent } },
      result: { data: { login: { __typename: 'AuthPayload' as const, token, deviceToken, user } } },
    });
    saveDeviceToken('someone-else@example.com', 'd1.other');
    const first = renderRoutes(routes(), {
      path: '/login',
      client: mockClient([success('ada@example.com', 'tok-3', 'd1.ada')]),
    });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ada@example.com', 'portal-demo');
    await waitFor(() => expect(getSession().token).toBe('tok-3'));
    expect(deviceTokenFor(' Ada@Example.COM ')).toBe('d1.ada');
    first.unmount();

    clearSession();
    expect(deviceTokenFor('ada@example.com')).toBe('d1.ada');
    expect(deviceTokenFor('someone-else@example.com')).toBe('d1.other');
    // typed differently, the same account: its token goes along (the mock answers only with it)
    renderRoutes(routes(), {
      path: '/login',
      client: mockClient([success('ADA@example.com', 'tok-4', 'd1.ada-2', 'd1.ada')]),
    });
    await screen.findByRole('heading', { name: 'Anmelden' });
    await fillAndSubmit('ADA@example.com', 'portal-demo');
    await waitFor(() => expect(getSession().token).toBe('tok-4'));
    expect(deviceTokenFor('ada@example.com')).toBe('d1.ada-2');
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
