import { graphql } from '../../gql';

export const NotificationReceivedSubscription = graphql(`
  subscription NotificationReceived {
    notificationReceived {
      id
      type
      download {
        id
        filename
      }
      createdAt
    }
  }
`);
