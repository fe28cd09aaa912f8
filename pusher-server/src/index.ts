export { createPusherServer } from './server.js';
export type { PublishEvent, PusherServer, PusherServerLogger, PusherServerOptions } from './server.js';
export type { PusherLimits } from './protocol.js';
export { channelKind, channelNameError, isSocketId } from './protocol.js';
export { channelAuth } from './signature.js';
