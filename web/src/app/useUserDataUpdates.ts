import { useSubscription } from '@apollo/client/react';
import { updateSessionUser, useSession } from '../lib/session';
import { memberOf, UserDataUpdatedSubscription } from '../lib/session.operations';
import { useExpireSession } from '../lib/useExpireSession';

/**
 * Spec §4 'user data updated': while logged in, the member's account as an admin changes it replaces the stored
 * user and roles at once (the menu follows). A deactivated member's session ends like a failed auth check.
 */
export function useUserDataUpdates(): void {
  const { token } = useSession();
  const expireSession = useExpireSession();
  useSubscription(UserDataUpdatedSubscription, {
    skip: !token,
    context: { silent: true },
    onData: ({ data }) => {
      const user = data.data?.userDataUpdated;
      if (!user || !token) return;
      if (!user.active) {
        void expireSession(token, 'deactivated');
        return;
      }
      const member = memberOf(user);
      updateSessionUser(member.user, member.roles);
    },
  });
}
