// The M3U toolkit of the importer: the streaming parser, credential templates and channel identity.
export type { FailureReason, M3uEntry, M3uParse, M3uSummary, RepairReason, SkipReason } from './parser.js';
export { parseM3u } from './parser.js';
export type { Credentials } from './credentials.js';
export {
  fillCredentials,
  PASSWORD_TEMPLATE,
  templateCredentials,
  USERNAME_TEMPLATE,
  xtreamCredentials,
} from './credentials.js';
export type { ChannelIdentity } from './identity.js';
export { ChannelIdentities, channelKey } from './identity.js';
