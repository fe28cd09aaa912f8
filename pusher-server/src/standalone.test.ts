import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import { afterEach, describe, expect, it } from 'vitest';
import { StandaloneConfigError, standaloneConfig, startStandalone } from './standalone.js';
import {
  APP_ID,
  connected,
  KEY,
  nextEvent,
  pusherJsClient,
  SECRET,
  subscribed,
  within,
} from './test-helpers.js';

const env = {
  PUSHER_APP_ID: APP_ID,
  PUSHER_KEY: KEY,
  PUSHER_SECRET: SECRET,
  PUSHER_PORT: '0',
  LOG_LEVEL: 'silent',
};
const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done();
});

describe('standalone configuration', () => {
  it('needs the secret the backends sign with and checks names and numbers', () => {
    expect(() => standaloneConfig({})).toThrow(/PUSHER_SECRET: required/);
    expect(() => standaloneConfig({ ...env, PUSHER_KEY: 'a/b', PUSHER_PORT: '70000' })).toThrow(
      StandaloneConfigError,
    );
    expect(standaloneConfig({ PUSHER_SECRET: 's' })).toMatchObject({
      appId: 'portal',
      key: 'portal-key',
      host: '127.0.0.1',
      port: 6001,
      limits: { maxConnections: 10_000, maxConnectionsPerAddress: 100, maxChannelsPerConnection: 10_000 },
    });
  });
});

describe('standalone server', () => {
  it('relays an event a backend triggers to a subscriber and reports itself healthy', async () => {
    const { app, port } = await startStandalone(standaloneConfig(env));
    cleanup.push(() => app.close());
    const client = pusherJsClient(port, () => ({ auth: '' }));
    cleanup.push(() => client.disconnect());
    await connected(client);
    const channel = await subscribed(client, 'ls22-server');

    const sdk = new Pusher({
      appId: APP_ID,
      key: KEY,
      secret: SECRET,
      host: '127.0.0.1',
      port: String(port),
    });
    const received = nextEvent(channel, 'changed');
    await sdk.trigger('ls22-server', 'changed', { state: 'online' });
    expect(await received).toEqual({ state: 'online' });

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', connections: 1, channels: 1 });
  });

  it('runs as a process of its own (the start script) and stops cleanly on SIGTERM', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanup.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let out = '';
    const listening = new Promise<number>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
        if (port) resolve(Number(port));
      });
    });
    const port = await within(listening, 'the server to listen', 20_000);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    child.kill('SIGTERM');
    const [code] = await within(once(child, 'exit'), 'the server to exit');
    expect(code).toBe(0);
  });
});
