import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { t } from '../../http/messages.js';
import { trimFields, validate } from '../../http/validation.js';
import type { UsersService } from '../users/service.js';
import type { PasswordResetService } from './password-reset.js';
import type { AuthService } from './service.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordResetService;
  usersService: Pick<UsersService, 'findViewById'>;
  authenticate: preHandlerAsyncHookHandler;
}

const EMAIL_RULES = 'required|string|email|max:255';
const PASSWORD_RULES = 'required|string|min:8|max:255|confirmed';

/** Auth calls of docs/rest-api.md, registered under `/api`. */
export function authRoutes(deps: AuthRoutesDeps) {
  const { auth, passwordReset, usersService, authenticate } = deps;

  return async function register(app: FastifyInstance) {
    app.post('/login', async (request) => {
      const body = validate(trimFields(request.body, ['email']), {
        email: EMAIL_RULES,
        password: 'required|string|max:4096',
      });
      return auth.login(body.email as string, body.password as string, request.ip);
    });

    app.post('/tg-bots/login', async (request) => {
      auth.assertTelegramConfigured();
      validate(request.body, {
        id: 'required|integer',
        auth_date: 'required|integer',
        hash: 'required|string|max:255',
        first_name: 'nullable|string|max:255',
        last_name: 'nullable|string|max:255',
        username: 'nullable|string|max:255',
        photo_url: 'nullable|string|max:2048',
      });
      return auth.telegramLogin(request.body as Record<string, unknown>);
    });

    app.get('/logout', { preHandler: authenticate }, async (request) => {
      await auth.logout(authOf(request).tokenId);
      return { message: t(request.locale, 'auth.logged_out') };
    });

    app.get('/user', { preHandler: authenticate }, async (request) => {
      const user = await usersService.findViewById(authOf(request).userId);
      if (!user) throw notFound();
      return user;
    });

    app.get('/user-profile', { preHandler: authenticate }, async (request) => {
      const user = await usersService.findViewById(authOf(request).userId);
      if (!user) throw notFound();
      return { user, roles: user.roles };
    });

    app.post('/forgot-password', async (request) => {
      const body = validate(trimFields(request.body, ['email']), { email: EMAIL_RULES });
      await passwordReset.sendResetLink(body.email as string, request.locale);
      return { message: t(request.locale, 'passwords.sent') };
    });

    app.post('/reset-password', async (request) => {
      const body = validate(trimFields(request.body, ['email', 'token']), {
        token: 'required|string|max:255',
        email: EMAIL_RULES,
        password: PASSWORD_RULES,
      });
      await passwordReset.resetPassword({
        token: body.token as string,
        email: body.email as string,
        password: body.password as string,
      });
      return { message: t(request.locale, 'passwords.reset') };
    });
  };
}
