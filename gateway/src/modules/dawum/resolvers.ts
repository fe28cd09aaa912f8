import type { Resolvers } from '../../generated/graphql.js';
import { toPage } from '../../rest/paginator.js';
import {
  surveyListQuery,
  toDawumCurrentPolls,
  toDawumResult,
  toDawumSurvey,
  toDawumSyncStatus,
  toDawumTrend,
  trendQuery,
} from './mapping.js';

/**
 * DAWUM polls: every query is @public (no login, and no identity check: the backend's read routes are public too);
 * `syncDawum` needs ADMIN, enforced by @auth and again by the backend. Ids are DAWUM's own. REST (snake_case) is
 * mapped to the schema's shapes in mapping.ts.
 */
export const dawumResolvers: Resolvers = {
  Query: {
    dawumParliaments: (_parent, _args, ctx) => ctx.loaders.dawum.parliaments(),
    dawumInstitutes: (_parent, { parliamentId }, ctx) =>
      ctx.rest.dawum.institutes({ parliament: parliamentId ?? undefined }),
    dawumSurveys: async (_parent, args, ctx) =>
      toPage(await ctx.rest.dawum.surveys(surveyListQuery(args, ctx.language)), toDawumSurvey),
    dawumSurvey: async (_parent, { id }, ctx) => {
      const survey = await ctx.loaders.dawum.surveyById.load(id);
      return survey && toDawumSurvey(survey);
    },
    dawumCurrentPolls: async (_parent, { parliamentId }, ctx) =>
      toDawumCurrentPolls(await ctx.rest.dawum.current({ parliament: parliamentId })),
    dawumTrend: async (_parent, args, ctx) => toDawumTrend(await ctx.rest.dawum.trend(trendQuery(args))),
    dawumSyncStatus: async (_parent, _args, ctx) => toDawumSyncStatus(await ctx.rest.dawum.syncStatus()),
  },
  Mutation: {
    syncDawum: async (_parent, _args, ctx) => toDawumSyncStatus(await ctx.rest.dawum.sync()),
  },
  DawumSurvey: {
    results: async (survey, _args, ctx) =>
      survey.results ?? (await ctx.loaders.dawum.results.load(survey.id)).map(toDawumResult),
  },
  DawumParliament: {
    /**
     * A survey names its parliament without the election: looked up in the (once per operation) parliament list; an
     * unlisted one answers its id, as its name and shortcut do.
     */
    election: async (parliament, _args, ctx) =>
      parliament.election ??
      (await ctx.loaders.dawum.parliaments()).find((p) => p.id === parliament.id)?.election ??
      parliament.id,
  },
};
