import DataLoader from 'dataloader';
import type { RestDawumParliament, RestDawumResult } from '@portal/contract';
import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { createDawumApi } from './api.js';
import { dawumResolvers } from './resolvers.js';

/**
 * DAWUM polls, open to visitors without login: parliaments, surveys with their results, the current polls of a
 * parliament, the trend per party and the sync's state (DAWUM's database synced by the backend); ADMIN syncs now.
 */
export const dawumModule = defineModule({
  name: 'dawum',
  resolvers: dawumResolvers,
  api: createDawumApi,
  loaders: ({ api }) => {
    let parliaments: Promise<RestDawumParliament[]> | undefined;
    return {
      /** Every parliament, asked once per operation (surveys' parliaments look their election up in it). */
      parliaments: (): Promise<RestDawumParliament[]> => (parliaments ??= api.parliaments()),
      /** One survey with its results by DAWUM's id, or null. */
      surveyById: byIdLoader({ fetchOne: (id) => api.survey(id) }),
      /** A survey's results, highest first (for surveys of lists, which come without them). */
      results: new DataLoader<string, RestDawumResult[]>(
        (ids) => Promise.all(ids.map((id) => api.results(id))),
        {
          batch: false,
        },
      ),
    };
  },
});
