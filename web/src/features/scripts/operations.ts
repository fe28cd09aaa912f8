import { graphql } from '../../gql';

// Personal access tokens (issue 17 §2, schema/scripts.graphql): the member's own, created, listed and revoked here.

export const PersonalAccessTokensQuery = graphql(`
  query PersonalAccessTokens {
    personalAccessTokens {
      id
      ...TokenList_token
    }
  }
`);

export const CreatePersonalAccessTokenMutation = graphql(`
  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      token
      personalAccessToken {
        id
        name
        ...TokenList_token
      }
    }
  }
`);

export const RevokePersonalAccessTokenMutation = graphql(`
  mutation RevokePersonalAccessToken($id: ID!) {
    revokePersonalAccessToken(id: $id)
  }
`);
