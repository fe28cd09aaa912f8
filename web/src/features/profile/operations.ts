import { graphql } from '../../gql';

export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      name
      email
      createdAt
      roles {
        id
        name
      }
      socialMedia {
        network
        url
      }
      telegramSubscription {
        telegramId
        username
        firstName
        lastName
        createdAt
      }
    }
  }
`);
