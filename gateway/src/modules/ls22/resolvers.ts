import type { Context } from '../../context.js';
import type { Ls22Server, Resolvers } from '../../generated/graphql.js';
import { refresh } from '../../loaders.js';
import { toPage } from '../../rest/paginator.js';
import {
  assignRequest,
  backupListQuery,
  configRequest,
  financialsQuery,
  toLs22AssignableMember,
  toLs22Backup,
  toLs22Config,
  toLs22Environment,
  toLs22Farm,
  toLs22FinancialRow,
  toLs22Server,
  toLs22ServerLinks,
} from './mapping.js';

/**
 * The server as it is once the public channel is live, then after every change the poller announces. Each answer is
 * read as the subscriber (their token and language: the backend checks the role again and words the error in their
 * language), so the event itself carries nothing the answer depends on. `return()` leaves the channel at once, even
 * while waiting for an event.
 */
async function serverChanges(ctx: Context): Promise<AsyncIterableIterator<Ls22Server>> {
  const events = await ctx.realtime.ls22.server();
  const leave = async (): Promise<IteratorResult<Ls22Server>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  // A failed read (e.g. the token revoked meanwhile) ends the stream: leave the channel before reporting it.
  const read = async (): Promise<Ls22Server> => {
    try {
      return toLs22Server(await ctx.rest.ls22.stats());
    } catch (error) {
      await leave();
      throw error;
    }
  };
  let first: Ls22Server | null = await read();
  const iterator: AsyncIterableIterator<Ls22Server> = {
    async next() {
      if (first) {
        const value = first;
        first = null;
        return { value, done: false };
      }
      const event = await events.next();
      if (event.done) return { value: undefined, done: true };
      return { value: await read(), done: false };
    },
    return: leave,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * LS22 (ADMIN or TOXIC_IDIOT; setup, assignments and backups on demand ADMIN; enforced by @auth and again by the
 * backend): the server as the backend's poller last read it and its changes as a subscription, links and setup, the
 * farms with their financial rows and the savegame backups. REST (snake_case) is mapped in mapping.ts.
 */
export const ls22Resolvers: Resolvers = {
  Query: {
    ls22Server: async (_parent, _args, ctx) => toLs22Server(await ctx.rest.ls22.stats()),
    ls22Environment: async (_parent, _args, ctx) => {
      const environment = await ctx.rest.ls22.environment();
      return environment && toLs22Environment(environment);
    },
    ls22Farms: async (_parent, _args, ctx) => (await ctx.rest.ls22.farms()).map(toLs22Farm),
    ls22Farm: async (_parent, { id }, ctx) => {
      const farm = await ctx.loaders.ls22.farmById.load(id);
      return farm && toLs22Farm(farm);
    },
    ls22FarmFinancials: async (_parent, args, ctx) =>
      (await ctx.rest.ls22.financials(args.farmId, financialsQuery(args))).map(toLs22FinancialRow),
    ls22Backups: async (_parent, args, ctx) =>
      toPage(await ctx.rest.ls22.backups(backupListQuery(args, ctx.language)), toLs22Backup),
    ls22ServerLinks: async (_parent, _args, ctx) => toLs22ServerLinks(await ctx.rest.ls22.serverLinks()),
    ls22Config: async (_parent, _args, ctx) => toLs22Config(await ctx.rest.ls22.config()),
    ls22AssignableMembers: async (_parent, _args, ctx) =>
      (await ctx.rest.ls22.assignableMembers()).map(toLs22AssignableMember),
  },
  Mutation: {
    assignLs22FarmUser: async (_parent, args, ctx) =>
      toLs22Farm(refresh(ctx.loaders.ls22.farmById, await ctx.rest.ls22.assignUser(assignRequest(args)))),
    backupLs22Now: async (_parent, _args, ctx) => toLs22Backup(await ctx.rest.ls22.backupNow()),
    saveLs22Config: async (_parent, { input }, ctx) =>
      toLs22Config(await ctx.rest.ls22.saveConfig(configRequest(input))),
    exportLs22Backup: (_parent, { id }, ctx) => ctx.rest.ls22.exportBackup(id),
  },
  Subscription: {
    ls22ServerChanged: {
      subscribe: (_parent, _args, ctx) => serverChanges(ctx),
      resolve: (server: Ls22Server) => server,
    },
  },
};
