import { stopOnSignals } from '@portal/runtime';
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

  // preClose closes every WebSocket with 4200 (reconnect), so clients move on at once
  stopOnSignals({ log: app.log, stop: () => app.close(), timeoutMs: 10_000 });
}

main().catch((err: unknown) => {
  console.error('pusher server failed to start:', err);
  process.exit(1);
});
