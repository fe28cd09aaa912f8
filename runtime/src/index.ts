// What the Node services (backend, gateway, Pusher server) share at run time.
export { keepPrivate, restrictTree } from './private-files.js';
export { connectRedis } from './redis.js';
export { stopOnSignals } from './signals.js';
