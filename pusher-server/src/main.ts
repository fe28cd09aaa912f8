import { StandaloneConfigError, standaloneConfig, startStandalone } from './standalone.js';

async function main() {
  let config;
  try {
    config = standaloneConfig(process.env);
  } catch (err) {
    if (err instanceof StandaloneConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, port } = await startStandalone(config);
  console.log(`pusher server listening on http://${config.host}:${port} (app ${config.appId})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // preClose closes every WebSocket with 4200 (reconnect), so clients move on at once
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('pusher server failed to start:', err);
  process.exit(1);
});
