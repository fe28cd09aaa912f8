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

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      email
      socialMedia {
        network
        url
      }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

/** Starts the data export; the file arrives in the downloads inbox with a notification. */
export const ExportMyDataMutation = graphql(`
  mutation ExportMyData {
    exportMyData
  }
`);
