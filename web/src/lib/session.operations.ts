import { graphql, useFragment as unmask, type FragmentType } from '../gql';
import type { SessionUser } from './session';

/** What the session keeps of the member (login, the auth check and live account updates deliver it). */
export const SessionUserFragment = graphql(`
  fragment SessionUser_user on User {
    id
    name
    email
    roles {
      id
      name
    }
  }
`);

/** The member and role names for `saveSession` / `updateSessionUser`. */
export function memberOf(data: FragmentType<typeof SessionUserFragment>): {
  user: SessionUser;
  roles: string[];
} {
  const { id, name, email, roles } = unmask(SessionUserFragment, data);
  return { user: { id, name, email }, roles: roles.map((role) => role.name) };
}

/** The auth check (spec §4): the logged-in member, or null without a valid token. */
export const SessionCheckQuery = graphql(`
  query SessionCheck {
    me {
      id
      ...SessionUser_user
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** The member's account whenever an admin changes it (roles, active flag): the shell keeps the session in step. */
export const UserDataUpdatedSubscription = graphql(`
  subscription UserDataUpdated {
    userDataUpdated {
      id
      active
      ...SessionUser_user
    }
  }
`);
