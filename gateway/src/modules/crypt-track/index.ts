import { defineModule } from '../../module.js';
import { createCryptTrackApi } from './api.js';
import { cryptTrackResolvers } from './resolvers.js';

/**
 * The crypto-position tracker: a member's exchange configurations (write-only secrets), the dashboard of their
 * accounts and open positions, and the open and closed positions of one configuration.
 */
export const cryptTrackModule = defineModule({
  name: 'cryptTrack',
  resolvers: cryptTrackResolvers,
  api: createCryptTrackApi,
});
