import { graphql } from '../../gql';

export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      createdAt
      roles {
        id
        name
      }
      ...ProfileForm_me
      telegramSubscription {
        ...TelegramDetails_telegram
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
