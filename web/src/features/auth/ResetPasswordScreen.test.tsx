import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { mockClient, renderRoutes } from '../../test/render';
import { ResetPasswordMutation } from './operations';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const routes = [
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/login', element: <p>login page</p> },
];

describe('ResetPasswordScreen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows password errors under the password and its confirmation', async () => {
    const message = 'The password field must be at least 8 characters.';
    const client = mockClient([
      {
        request: {
          query: ResetPasswordMutation,
          variables: {
            token: 'abc',
            email: 'ada@example.com',
            password: 'short',
            passwordConfirmation: 'short',
          },
        },
        result: {
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/reset-password?token=abc&email=ada%40example.com', client });
    const u = userEvent.setup();
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await u.type(screen.getByLabelText(/^New password/), 'short');
    await u.type(screen.getByLabelText(/^Confirm password/), 'short');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes to login after a successful reset', async () => {
    const client = mockClient([
      {
        request: {
          query: ResetPasswordMutation,
          variables: {
            token: 'abc',
            email: 'ada@example.com',
            password: 'long-enough',
            passwordConfirmation: 'long-enough',
          },
        },
        result: { data: { resetPassword: 'Your password has been reset.' } },
      },
    ]);
    renderRoutes(routes, { path: '/reset-password?token=abc&email=ada%40example.com', client });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^New password/), 'long-enough');
    await u.type(screen.getByLabelText(/^Confirm password/), 'long-enough');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('shows a bad token once above the form, with a new link for the same e-mail', async () => {
    const message = 'This password reset token is invalid.';
    const client = mockClient([
      {
        request: {
          query: ResetPasswordMutation,
          variables: {
            token: 'stale',
            email: 'ada@example.com',
            password: 'long-enough',
            passwordConfirmation: 'long-enough',
          },
        },
        result: {
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes(routes, { path: '/reset-password?token=stale&email=ada%40example.com', client });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^New password/), 'long-enough');
    await u.type(screen.getByLabelText(/^Confirm password/), 'long-enough');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
  });

  it('explains an incomplete link', async () => {
    renderRoutes(routes, { path: '/reset-password' });
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
