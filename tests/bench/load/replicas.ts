// The replicas target: tests/replicas/topology.ts (its own redis-server, the standalone Pusher-protocol server, two
// backends and two gateways from the built bundles on a fresh PostgreSQL database), with the faults of issue 17 §4.
import pg from 'pg';
import { PROCESS_NAMES, startTopology, type ProcessName } from '../../replicas/topology';
import { buildBundles, type Fault, type Target } from './targets';

/** How long a killed process stays down before it is started again (a supervisor's back-off). */
const DOWN_MS = 5000;
/** Terminated database connections leave no process to wait for: the window stays open this long. */
const DB_FAULT_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function replicasTarget(basePort: number): Promise<Target> {
  buildBundles();
  // created from the maintenance database: tests elsewhere terminate the connections to `test`, the default
  const topology = await startTopology({
    basePort,
    adminDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  const killAndRestart = (name: ProcessName): Fault => ({
    name: `kill -9 ${name}, restart after ${DOWN_MS / 1000} s`,
    async run() {
      await topology.kill(name, 'SIGKILL');
      await sleep(DOWN_MS);
      await topology.restart(name);
    },
  });
  return {
    name: 'replicas (2 backends, 2 gateways, PostgreSQL, Redis, Pusher server)',
    postgres: true,
    gateways: topology.gateways,
    pusher: {
      host: '127.0.0.1',
      port: Number(new URL(topology.pusher).port),
      secret: topology.pusherApp.secret,
    },
    processes() {
      const found: Record<string, number> = {};
      for (const name of PROCESS_NAMES) {
        const { pid } = topology.processes[name];
        if (pid !== null) found[name] = pid;
      }
      return found;
    },
    faults: [
      killAndRestart('backend-a'),
      killAndRestart('gateway-b'),
      killAndRestart('pusher'),
      {
        name: 'database connections terminated',
        async run() {
          const client = new pg.Client({ connectionString: topology.databaseUrl });
          await client.connect();
          try {
            const { rowCount } = await client.query(
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
            );
            console.log(`  terminated ${rowCount} database connections`);
          } finally {
            await client.end();
          }
          await sleep(DB_FAULT_MS);
        },
      },
      { name: 'Redis restarted (empty)', run: () => topology.restart('redis') },
    ],
    stop: () => topology.stop(),
  };
}
