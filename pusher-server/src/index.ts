export { createPusherServer } from './server.js';
export type { PusherServer, PusherServerOptions } from './server.js';
export type { PublishEvent, PusherLimits, PusherServerLogger } from './protocol.js';
export { channelKind, channelNameError, isSocketId } from './protocol.js';
export { channelAuth } from './signature.js';
