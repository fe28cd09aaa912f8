import type { Db, Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { UsersService, UserView } from './service.js';
import type { UsersDal } from './users.dal.js';
import { isEmailUniqueViolation } from './validation.js';

export interface ProfileServiceDeps {
  db: Pick<Db, 'transaction'>;
  usersDal: Pick<UsersDal, 'findById' | 'findByEmail' | 'update' | 'userDataOfUsers' | 'upsertUserData'>;
  usersService: Pick<UsersService, 'findViewById' | 'lookAlikes'>;
  /** Revokes all of the member's tokens except `keepTokenId` (inside the given transaction). */
  revokeOtherTokens: (userId: number, keepTokenId: number, tx?: Tx) => Promise<unknown>;
  hasher: Pick<PasswordHasher, 'hash' | 'verify'>;
  clock: Clock;
}

/** The logged-in member's own profile and password. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { db, usersDal, usersService, revokeOtherTokens, hasher, clock } = deps;

  async function viewOrNotFound(id: number): Promise<UserView> {
    const view = await usersService.findViewById(id);
    if (!view) throw notFound();
    return view;
  }

  return {
    lookAlikes: usersService.lookAlikes,

    /** True when another member uses this e-mail address, regardless of case. */
    async emailTaken(email: string, exceptId: number): Promise<boolean> {
      const other = await usersDal.findByEmail(email);
      return other !== null && other.id !== exceptId;
    },

    /**
     * Name, e-mail and (when given) the social media links; other keys of user_data stay as they are.
     */
    async update(
      userId: number,
      input: { name: string; email: string; socialMedia?: Record<string, string> },
    ): Promise<UserView> {
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const row = await usersDal.update(userId, { name: input.name, email: input.email }, now, tx);
          if (!row) throw notFound();
          if (input.socialMedia !== undefined) {
            const current = (await usersDal.userDataOfUsers([userId], tx)).get(userId)?.data ?? {};
            await usersDal.upsertUserData(userId, { ...current, social_media: input.socialMedia }, now, tx);
          }
        });
      } catch (err) {
        if (isEmailUniqueViolation(err)) throw fieldError('email', 'validation.unique');
        throw err;
      }
      return viewOrNotFound(userId);
    },

    /**
     * Checks the current password, sets the new one and revokes every other token of the member; the token
     * making the call stays valid.
     */
    async changePassword(
      userId: number,
      tokenId: number,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const user = await usersDal.findById(userId);
      if (!user) throw notFound();
      if (!(await hasher.verify(currentPassword, user.password))) {
        throw fieldError('current_password', 'profile.current_password');
      }
      const passwordHash = await hasher.hash(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await usersDal.update(userId, { passwordHash }, now, tx);
        await revokeOtherTokens(userId, tokenId, tx);
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
