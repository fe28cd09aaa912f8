import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { usersRoutes as contract } from '@portal/contract';
import { authOf, requireRoles } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract } from '../../http/routes.js';
import { validationOf } from '../../http/validation.js';
import type { ProfileService } from './profile.service.js';
import { checkSocialMedia } from './validation.js';

export interface ProfileRoutesDeps {
  profile: ProfileService;
  authenticate: preValidationAsyncHookHandler;
}

/** `PUT /api/user-profile` and `PUT /api/user-profile/password` (ADMIN or USER; a super admin passes). */
export function profileRoutes(deps: ProfileRoutesDeps) {
  const { profile, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    app.addHook('preValidation', requireRoles('ADMIN', 'USER'));

    app.route({
      ...fromContract(contract['PUT /api/user-profile']),
      attachValidation: true,
      handler: async (request) => {
        const { userId } = authOf(request);
        const checks = validationOf(request, request.body);
        const { email, social_media } = checks.valid;
        const socialMedia =
          social_media === undefined ? undefined : checkSocialMedia(social_media, checks.add);
        if (email !== undefined && (await profile.emailTaken(email, userId))) {
          checks.add('email', { key: 'validation.unique', field: 'email' });
        }
        for (const field of await profile.lookAlikes({ name: checks.valid.name, email }, userId)) {
          checks.add(field, { key: `users.${field}_look_alike`, field });
        }
        const body = checks.body();
        return profile.update(userId, { name: body.name, email: body.email, socialMedia });
      },
    });

    app.route({
      ...fromContract(contract['PUT /api/user-profile/password']),
      handler: async (request) => {
        const { userId, tokenId } = authOf(request);
        const { current_password, password } = request.body;
        await profile.changePassword(userId, tokenId, current_password, password);
        return { message: t(request.locale, 'profile.password_changed') };
      },
    });
  };
}
