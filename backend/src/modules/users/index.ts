import type { Tx } from '../../db/client.js';
import { defineModule } from '../../module.js';
import { createAccountExporter } from './account.exporter.js';
import { createAdminUsersService } from './admin.service.js';
import { adminUsersRoutes } from './admin.routes.js';
import { messages } from './messages.js';
import { createProfileService } from './profile.service.js';
import { profileRoutes } from './profile.routes.js';
import type { UsersService } from './service.js';
import { createUsersService } from './service.js';
import { createUserEvents } from './user-events.js';
import type { UsersDal } from './users.dal.js';
import { createUsersDal } from './users.dal.js';

export { DEMO_MEMBERS, seed } from './seed.js';
export type { SeedResult } from './seed.js';
export type { UsersService, UserView } from './service.js';
export { createUsersDal } from './users.dal.js';
export type { UserRow, UsersDal } from './users.dal.js';

/**
 * Tokens of a member die with a new password, deactivation or deletion: offered by the module that issues them,
 * which also tells the member's clients once the transaction has committed.
 */
export interface TokenRevocation {
  revokeAllOfUser: (userId: number, tx?: Tx) => Promise<unknown>;
  revokeOthersOfUser: (userId: number, keepTokenId: number, tx?: Tx) => Promise<unknown>;
}

declare module '../../module.js' {
  interface ModuleServices {
    users: { dal: UsersDal; service: UsersService };
    tokenRevocation: TokenRevocation;
  }
}

/** Members: the admin control panel, the own profile, the member's channel and the `account` export section. */
export const usersModule = defineModule({
  name: 'users',
  messages,
  setup(ctx) {
    const { db, hasher, clock, services } = ctx;
    const usersDal = createUsersDal(db);
    const usersService = createUsersService({ usersDal });
    // the token module comes later in the list: looked up when a token is revoked
    const revocation = () => services.tokenRevocation;
    const admin = createAdminUsersService({
      db,
      usersDal,
      usersService,
      revokeAllTokens: (userId, tx) => revocation().revokeAllOfUser(userId, tx),
      hasher,
      clock,
      userEvents: createUserEvents({ broadcaster: ctx.broadcaster }),
    });
    const profile = createProfileService({
      db,
      usersDal,
      usersService,
      revokeOtherTokens: (userId, keep, tx) => revocation().revokeOthersOfUser(userId, keep, tx),
      hasher,
      clock,
    });
    return {
      routes: async (app) => {
        await app.register(
          adminUsersRoutes({ admin, authenticate: ctx.authenticate, publicUrl: ctx.config.portalUrl }),
        );
        await app.register(profileRoutes({ profile, authenticate: ctx.authenticate }));
      },
      exportSection: { name: 'account', exporter: createAccountExporter({ usersService, usersDal }) },
      provides: { users: { dal: usersDal, service: usersService } },
    };
  },
});
