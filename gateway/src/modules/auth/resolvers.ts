import type { RestTelegramLoginRequest } from '@portal/contract';
import type { Resolvers, TelegramLoginInput } from '../../generated/graphql.js';

/**
 * Telegram's widget payload in its own field names. Only the fields that were given are sent, values unchanged:
 * the backend checks the widget's HMAC over exactly these fields.
 */
export function toTelegramRequest(payload: TelegramLoginInput): RestTelegramLoginRequest {
  const optional: Array<[keyof TelegramLoginInput, string]> = [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['username', 'username'],
    ['photoUrl', 'photo_url'],
  ];
  const request: RestTelegramLoginRequest = {
    id: payload.id,
    auth_date: payload.authDate,
    hash: payload.hash,
  };
  for (const [from, to] of optional) {
    const value = payload[from];
    if (value !== undefined && value !== null) request[to] = value;
  }
  return request;
}

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.member(),
  },
  Mutation: {
    login: (_parent, { email, password, deviceToken }, ctx) =>
      ctx.rest.auth.login(email, password, deviceToken),
    logout: async (_parent, _args, ctx) => {
      await ctx.rest.auth.logout();
      ctx.loaders.auth.memberByToken.clearAll();
      return true;
    },
    forgotPassword: async (_parent, { email }, ctx) => (await ctx.rest.auth.forgotPassword(email)).message,
    resetPassword: async (_parent, args, ctx) =>
      (
        await ctx.rest.auth.resetPassword({
          token: args.token,
          email: args.email,
          password: args.password,
          password_confirmation: args.passwordConfirmation,
        })
      ).message,
    telegramLogin: (_parent, { payload }, ctx) => ctx.rest.auth.telegramLogin(toTelegramRequest(payload)),
  },
  AuthPayload: {
    token: (payload) => payload.access_token,
    user: (payload) => payload.user,
    deviceToken: (payload) => payload.device_token ?? null,
  },
};
