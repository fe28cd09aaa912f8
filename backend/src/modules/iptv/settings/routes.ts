import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { iptvListRoutes as contract } from '@portal/contract';
import { authOf } from '../../../http/auth.js';
import type { ContractTypeProvider } from '../../../http/routes.js';
import { guarded } from '../../../http/routes.js';
import type { SettingsService } from './settings.service.js';

/**
 * The validator turns an empty or blank field into null (Laravel's ConvertEmptyStringsToNull), but an empty
 * password keeps the stored one while null removes it: which of the two was sent is noted before validation.
 */
const blankPassword = new WeakSet<FastifyRequest>();

/** `/api/iptv/provider…`: the providers as members see them and the member's own settings for each. */
export function settingsRoutes(deps: {
  settings: SettingsService;
  authenticate: preValidationAsyncHookHandler;
}) {
  const { settings, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    app.route({
      ...guarded(contract['GET /api/iptv/provider']),
      handler: async (request) => settings.providers(authOf(request).userId),
    });

    app.route({
      ...guarded(contract['GET /api/iptv/provider/:id/settings']),
      handler: async (request) => settings.get(authOf(request).userId, request.params.id),
    });

    const save = guarded(contract['POST /api/iptv/provider/:id/settings']);
    app.route({
      ...save,
      preValidation: [
        save.preValidation,
        async (request) => {
          const raw = request.body as { password?: unknown } | null | undefined;
          if (typeof raw?.password === 'string' && raw.password.trim() === '') blankPassword.add(request);
        },
      ],
      handler: async (request) => {
        const { username, password, extra } = request.body;
        return settings.save(authOf(request).userId, request.params.id, {
          username,
          password: blankPassword.has(request) ? undefined : password,
          extra,
        });
      },
    });
  };
}
