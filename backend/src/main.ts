import { keepPrivate, stopOnSignals } from '@portal/runtime';
import { buildApp } from './app.js';
import { ConfigError } from './config.js';
import { loadConfig } from './load-config.js';
import { openDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { createPasswordHasher } from './lib/passwords.js';
import { createUsersDal, seed } from './modules/users/index.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // the database files, downloads, mail and secrets are the service's alone
  const notNarrowed = keepPrivate(config.dataDir);
  if (notNarrowed.length > 0)
    console.error(`cannot make these private to the portal's user (chmod go-rwx): ${notNarrowed.join(', ')}`);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const hasher = createPasswordHasher(10, config.passwordHashQueue);
  const applied = await migrate(db);
  const seeded = await seed(
    { db, usersDal: createUsersDal(db), hasher, clock: systemClock, print: (line) => console.log(line) },
    {
      demo: config.demo,
      demoPassword: config.demoPassword,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    },
  );

  const app = await buildApp({ config, db, hasher });
  // with the fake Bitget on loopback the demo's crypto tracker has a configuration (README, "Outside services")
  if (config.demo) await app.services.cryptTrack.seedDemo();
  // on a fresh database (this process made the demo members, so one replica of several) the demo's time tracking
  // gets two weeks of work up to yesterday; the portal starts without it if that fails
  if (config.demo && seeded.demoCreated.length > 0)
    await app.services.timetracking
      .seedDemo()
      .catch((err: unknown) => app.log.error({ err }, 'demo time tracking not seeded'));
  app.log.info(
    {
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir}/pglite)`,
      // what replicas count together (throttles, Bitget's budget): in Redis, or in this process alone
      counters: config.redisUrl ? 'redis' : 'in-process',
      migrationsApplied: applied,
      superAdminCreated: seeded.superAdmin?.email,
      demoMembersCreated: seeded.demoCreated.length,
    },
    'database ready',
  );

  stopOnSignals({
    log: app.log,
    stop: async () => {
      await app.close();
      await db.close();
    },
    timeoutMs: 10_000,
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.workers.start();
  console.log(`backend listening on http://${config.host}:${port}`);
  // demo mode on a fresh database (the demo members were just created): the demo IPTV provider, served by this
  // backend on its own address and imported in the background
  if (config.demoIptv && seeded.demoCreated.length > 0) {
    const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
    const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    void app.services.iptv
      .seedDemo(base)
      .catch((err: unknown) => app.log.error({ err }, 'demo IPTV provider not seeded'));
  }
  app.log.info(
    {
      realtime:
        config.pusher.target.mode === 'embedded'
          ? `embedded Pusher server: ws://${config.host}:${port}/app/${config.pusher.key}`
          : config.pusher.target,
    },
    'realtime ready',
  );
}

main().catch((err: unknown) => {
  console.error('backend failed to start:', err);
  process.exit(1);
});
