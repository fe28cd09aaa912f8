import type { Resolvers } from '../../generated/graphql.js';
import {
  createConfigRequest,
  historyQuery,
  toCryptTrackConfig,
  toCryptTrackConfigSaved,
  toCryptTrackDashboardEntry,
  toCryptTrackHistoryPosition,
  toCryptTrackKeyCheck,
  toCryptTrackPosition,
  updateConfigRequest,
} from './mapping.js';

/**
 * The crypto tracker (ADMIN or CRYPT_TRACK, enforced by @auth and again by the backend, which keeps every
 * configuration to its member). The backend talks to the exchange; its localised messages pass through: as GraphQL
 * errors where a whole answer failed, as `error` of a dashboard entry where one configuration failed.
 */
export const cryptTrackResolvers: Resolvers = {
  Query: {
    cryptTrackConfigs: async (_parent, _args, ctx) =>
      (await ctx.rest.cryptTrack.configs()).map(toCryptTrackConfig),
    cryptTrackDashboard: async (_parent, _args, ctx) =>
      (await ctx.rest.cryptTrack.dashboard()).map(toCryptTrackDashboardEntry),
    cryptTrackPendingPositions: async (_parent, { configId }, ctx) =>
      (await ctx.rest.cryptTrack.pendingPositions(configId)).positions.map(toCryptTrackPosition),
    cryptTrackHistoryPositions: async (_parent, { configId, ...args }, ctx) =>
      (await ctx.rest.cryptTrack.historyPositions(configId, historyQuery(args))).positions.map(
        toCryptTrackHistoryPosition,
      ),
  },
  Mutation: {
    createCryptTrackConfig: async (_parent, { input }, ctx) =>
      toCryptTrackConfigSaved(await ctx.rest.cryptTrack.createConfig(createConfigRequest(input))),
    updateCryptTrackConfig: async (_parent, { id, input }, ctx) =>
      toCryptTrackConfigSaved(await ctx.rest.cryptTrack.updateConfig(id, updateConfigRequest(input))),
    deleteCryptTrackConfig: async (_parent, { id }, ctx) => {
      await ctx.rest.cryptTrack.removeConfig(id);
      return true;
    },
    testCryptTrackConfig: async (_parent, { id }, ctx) =>
      toCryptTrackKeyCheck(await ctx.rest.cryptTrack.testConfig(id)),
  },
};
