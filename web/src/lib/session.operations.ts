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
