import { keepPrivate, stopOnSignals } from '@portal/runtime';
import { ConfigError } from './config.js';
import { startGateway } from './server.js';

/** Starts the gateway from the environment and stops it gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  keepPrivate(); // whatever it writes is its user's alone, whatever the shell's umask
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const { app, url, config } = gateway;
  app.log.info(
    { url, graphql: `${url}/graphql`, backend: config.rest.backendUrl, webDist: config.webDist },
    'gateway listening',
  );

  stopOnSignals({ log: app.log, stop: () => gateway.close(), timeoutMs: 15_000 });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
