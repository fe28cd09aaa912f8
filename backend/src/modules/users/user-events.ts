import type { Broadcaster } from '../../realtime/broadcaster.js';
import { events } from '@portal/contract';
import type { UserView } from './service.js';

/** Realtime events about a member, on their own channel `private-App.Models.User.{id}`. */
export function createUserEvents(deps: { broadcaster: Pick<Broadcaster, 'broadcast'> }) {
  const { broadcaster } = deps;
  return {
    /** `UserDataUpdated` `{user, roles}`: the member's roles or active flag changed (send after the commit). */
    userDataUpdated(user: UserView): Promise<void> {
      return broadcaster.broadcast(events.userDataUpdated, { user, roles: user.roles }, user.id);
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;
