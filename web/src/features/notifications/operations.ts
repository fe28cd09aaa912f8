import { graphql } from '../../gql';

/** Each kind's renderer declares the data it shows as a fragment, spread here. */
export const NotificationReceivedSubscription = graphql(`
  subscription NotificationReceived {
    notificationReceived {
      __typename
      id
      type
      createdAt
      ...DownloadReady_notification
      ...DownloadRemoved_notification
      ...TimeClockRunning_notification
      ...TimeBudget_notification
    }
  }
`);
