import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf, requireRoles } from '../../http/auth.js';
import { t } from '../../http/messages.js';
import { check, trimFields } from '../../http/validation.js';
import type { ProfileService } from './profile.service.js';
import { checkSocialMedia, EMAIL_RULES, errorBag, NAME_RULES, PASSWORD_RULES } from './validation.js';

export interface ProfileRoutesDeps {
  profile: ProfileService;
  authenticate: preHandlerAsyncHookHandler;
}

/** `PUT /api/user-profile` and `PUT /api/user-profile/password` (ADMIN or USER; a super admin passes). */
export function profileRoutes(deps: ProfileRoutesDeps) {
  const { profile, authenticate } = deps;

  return async function register(app: FastifyInstance) {
    app.addHook('preHandler', authenticate);
    app.addHook('preHandler', requireRoles('ADMIN', 'USER'));

    app.put('/user-profile', async (request) => {
      const { userId } = authOf(request);
      const raw = trimFields(request.body, ['name', 'email']);
      const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<
        string,
        unknown
      >;
      const bag = errorBag(check(body, { name: NAME_RULES, email: EMAIL_RULES }));
      let socialMedia: Record<string, string> | undefined;
      if (Object.prototype.hasOwnProperty.call(body, 'social_media')) {
        socialMedia = checkSocialMedia(body.social_media, bag.add);
      }
      if (!bag.has('email') && (await profile.emailTaken(body.email as string, userId))) {
        bag.add('email', { key: 'validation.unique', field: 'email' });
      }
      bag.throwIfAny();
      return profile.update(userId, {
        name: body.name as string,
        email: body.email as string,
        socialMedia,
      });
    });

    app.put('/user-profile/password', async (request) => {
      const { userId, tokenId } = authOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      errorBag(
        check(body, { current_password: 'required|string|max:4096', password: PASSWORD_RULES }),
      ).throwIfAny();
      await profile.changePassword(userId, tokenId, body.current_password as string, body.password as string);
      return { message: t(request.locale, 'profile.password_changed') };
    });
  };
}
