import { graphql } from '../gql';

/** The auth check (spec §4): the logged-in member, or null without a valid token. */
export const SessionCheckQuery = graphql(`
  query SessionCheck {
    me {
      id
      name
      email
      roles {
        id
        name
      }
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
      name
      email
      active
      roles {
        id
        name
      }
    }
  }
`);
