import type { Resolvers } from '../../generated/graphql.js';
import { createTokenBody, toPersonalAccessToken } from './mapping.js';

/**
 * Personal access tokens of the logged-in member (any role; deny by default asks for a login): list, create (the
 * token is answered this once), revoke. The backend keeps each member to their own tokens.
 */
export const scriptsResolvers: Resolvers = {
  Query: {
    personalAccessTokens: async (_parent, _args, ctx) =>
      (await ctx.rest.scripts.list()).data.map(toPersonalAccessToken),
  },
  Mutation: {
    createPersonalAccessToken: async (_parent, { input }, ctx) => {
      const { data } = await ctx.rest.scripts.create(createTokenBody(input));
      return { token: data.token, personalAccessToken: toPersonalAccessToken(data.personal_access_token) };
    },
    revokePersonalAccessToken: async (_parent, { id }, ctx) => {
      await ctx.rest.scripts.revoke(id);
      return true;
    },
  },
};
