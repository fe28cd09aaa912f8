import type { UsersService } from './service.js';
import type { UsersDal } from './users.dal.js';

/** The `account` section of "export my data": the profile, roles, user_data and the Telegram subscription. */
export function createAccountExporter(deps: {
  usersService: Pick<UsersService, 'findViewById'>;
  usersDal: Pick<UsersDal, 'userDataOfUsers'>;
}) {
  const { usersService, usersDal } = deps;
  return async (userId: number) => {
    const user = await usersService.findViewById(userId);
    if (!user) return null;
    const data = (await usersDal.userDataOfUsers([userId])).get(userId)?.data ?? user.user_data;
    return {
      profile: {
        id: user.id,
        name: user.name,
        email: user.email,
        email_verified_at: user.email_verified_at,
        active: user.active,
        activated_at: user.activated_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
      },
      roles: user.roles.map((r) => r.name),
      user_data: data,
      telegram_subscription: user.telegram_subscription,
    };
  };
}
