import { ConfigError } from './config.js';
import { startGateway } from './server.js';

/** Starts the gateway from the environment and stops it gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
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

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, 15_000);
    force.unref();
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
