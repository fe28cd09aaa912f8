import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RestUpstream } from '../rest/client.js';

/** Whether Redis answers a PING within `timeoutMs` (a reconnecting client would otherwise hold it). */
async function redisAnswers(redis: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([
      redis.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: 503 while the backend cannot be reached (nothing works without it); a configured Redis that does
 * not answer is reported (`redis: down`, status `degraded`) but keeps 200, as the gateway then still serves: the
 * shared limits and caps count in each replica until it is back.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { upstream: RestUpstream; redis: Redis | null; timeoutMs: number },
): void {
  app.get('/healthz', async (_request, reply) => {
    const [backend, redis] = await Promise.all([
      deps.upstream.health(),
      deps.redis ? redisAnswers(deps.redis, deps.timeoutMs) : null,
    ]);
    const up = (value: boolean) => (value ? 'up' : 'down');
    return reply
      .code(backend.up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: backend.up && redis !== false ? 'ok' : 'degraded',
        gateway: 'up',
        backend: up(backend.up),
        ...(redis === null ? {} : { redis: up(redis) }),
      });
  });
}
