import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!, $deviceToken: String) {
    login(email: $email, password: $password, deviceToken: $deviceToken) {
      token
      deviceToken
      user {
        id
        ...SessionUser_user
      }
    }
  }
`);

export const TelegramLoginMutation = graphql(`
  mutation TelegramLogin($payload: TelegramLoginInput!) {
    telegramLogin(payload: $payload) {
      token
      deviceToken
      user {
        id
        ...SessionUser_user
      }
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword(
    $token: String!
    $email: String!
    $password: String!
    $passwordConfirmation: String!
  ) {
    resetPassword(
      token: $token
      email: $email
      password: $password
      passwordConfirmation: $passwordConfirmation
    )
  }
`);
