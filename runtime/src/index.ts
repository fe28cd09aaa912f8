// What the Node services (backend, gateway, Pusher server) share at run time.
export { connectRedis } from './redis.js';
export { stopOnSignals } from './signals.js';
