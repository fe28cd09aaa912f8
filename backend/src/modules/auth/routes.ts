import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { authRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { notFound, tooManyRequests } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { t } from '../../http/messages.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import type { UsersService } from '../users/index.js';
import type { PasswordResetService } from './password-reset.js';
import type { AuthService } from './service.js';
import type { Throttle } from './throttle.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordResetService;
  usersService: Pick<UsersService, 'findViewById'>;
  authenticate: preValidationAsyncHookHandler;
  /** Counts every anonymous request per client address. */
  anonymousLimit: Throttle;
}

/** Auth calls of docs/rest-api.md. */
export function authRoutes(deps: AuthRoutesDeps) {
  const { auth, passwordReset, usersService, authenticate, anonymousLimit } = deps;

  /**
   * The anonymous routes hash passwords or send mail: a client address gets AUTH_ANONYMOUS_PER_MINUTE of them,
   * counted on arrival, before the body is even validated, let alone hashed.
   */
  const limited =
    (key: MessageKey) =>
    async (request: FastifyRequest): Promise<void> => {
      const wait = await anonymousLimit.take(request.ip);
      if (wait > 0) throw tooManyRequests(key, wait);
    };

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();

    app.route({
      ...fromContract(contract['POST /api/login']),
      onRequest: limited('auth.throttle'),
      handler: async (request) => {
        const { email, password, device_token: deviceToken } = request.body;
        return auth.login(email, password, request.ip, deviceToken);
      },
    });

    app.route({
      ...fromContract(contract['POST /api/tg-bots/login']),
      // without a bot token nothing else matters (503 before any 422)
      onRequest: [limited('auth.throttle'), async () => auth.assertTelegramConfigured()],
      handler: async (request) => auth.telegramLogin(request.body),
    });

    app.route({
      ...fromContract(contract['GET /api/logout']),
      preValidation: authenticate,
      handler: async (request) => {
        await auth.logout(authOf(request).tokenId);
        return { message: t(request.locale, 'auth.logged_out') };
      },
    });

    app.route({
      ...fromContract(contract['GET /api/user']),
      preValidation: authenticate,
      handler: async (request) => {
        const user = await usersService.findViewById(authOf(request).userId);
        if (!user) throw notFound();
        return user;
      },
    });

    app.route({
      ...fromContract(contract['GET /api/user-profile']),
      preValidation: authenticate,
      handler: async (request) => {
        const user = await usersService.findViewById(authOf(request).userId);
        if (!user) throw notFound();
        return { user, roles: user.roles };
      },
    });

    app.route({
      ...fromContract(contract['POST /api/forgot-password']),
      onRequest: limited('passwords.throttled'),
      handler: async (request) => {
        await passwordReset.sendResetLink(request.body.email, request.locale);
        return { message: t(request.locale, 'passwords.sent') };
      },
    });

    app.route({
      ...fromContract(contract['POST /api/reset-password']),
      onRequest: limited('passwords.throttled'),
      handler: async (request) => {
        const { token, email, password } = request.body;
        await passwordReset.resetPassword({ token, email, password });
        return { message: t(request.locale, 'passwords.reset') };
      },
    });
  };
}
