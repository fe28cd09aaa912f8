// Issue 4 figures: latency from a backend trigger (the `pusher` SDK, as the backend broadcasts) through the
// Pusher-protocol server, the gateway's relay and graphql-ws to a subscription callback in Chromium, over 500
// events; and fan-out of the same events to 200 concurrent graphql-ws subscribers.
// Run: pnpm -F @portal/tests bench:realtime
import { chromium } from '@playwright/test';
import { createClient } from 'graphql-ws';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { fmt, startStack } from './stack';

const EVENTS = 500;
const FANOUT_SUBSCRIBERS = 200;
const FANOUT_EVENTS = 100;
const SECRET = 'bench-pusher-secret';
const EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
const SUBSCRIPTION =
  'subscription { notificationReceived { id type ... on DownloadReadyNotification { download { id filename } } } }';

const now = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) =>
  `p50 ${fmt(pct(xs, 50))} ms | p95 ${fmt(pct(xs, 95))} ms | p99 ${fmt(pct(xs, 99))} ms | max ${fmt(Math.max(...xs))} ms (n=${xs.length})`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stack = await startStack(4210, { PUSHER_SECRET: SECRET });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const login = await fetch(`${stack.backendUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'portal-demo' }),
  });
  const { access_token: token, user } = (await login.json()) as {
    access_token: string;
    user: { id: number };
  };
  const channel = `private-App.Models.User.${user.id}`;
  const port = new URL(stack.backendUrl).port;
  const pusher = new Pusher({
    appId: 'portal',
    key: 'portal-key',
    secret: SECRET,
    host: '127.0.0.1',
    port,
    useTLS: false,
  });
  const trigger = (sentAt: number, seq: number) =>
    pusher.trigger(channel, EVENT, {
      id: `bench-${seq}`,
      type: 'broadcast.notification.download',
      download: { id: seq, filename: String(sentAt) },
      created_at: new Date().toISOString(),
    });

  // 1. One member's browser: a graphql-ws subscription over Chromium's own WebSocket, on the portal's origin.
  const page = await browser.newPage();
  await page.goto(stack.gatewayUrl);
  await page.evaluate(
    ({ url, token, query }) =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as { latencies: number[] };
        w.latencies = [];
        const ws = new WebSocket(url, 'graphql-transport-ws');
        ws.onopen = () =>
          ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
        ws.onerror = () => reject(new Error('websocket failed'));
        ws.onmessage = (e) => {
          const msg = JSON.parse(e.data as string);
          if (msg.type === 'connection_ack')
            ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
          if (msg.type === 'next') {
            const arrived = performance.timeOrigin + performance.now();
            w.latencies.push(arrived - Number(msg.payload.data.notificationReceived.download.filename));
          }
          if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
        };
        setTimeout(resolve, 1000); // the relay subscribes to the member's channel
      }),
    { url: stack.gatewayUrl.replace('http', 'ws') + '/graphql', token, query: SUBSCRIPTION },
  );
  for (let i = 0; i < 20; i++) await trigger(now(), -i); // warm-up
  await sleep(500);
  await page.evaluate(() => ((window as unknown as { latencies: number[] }).latencies = []));
  for (let i = 0; i < EVENTS; i++) {
    await trigger(now(), i);
    await sleep(10);
  }
  await page.waitForFunction(
    (n) => (window as unknown as { latencies: number[] }).latencies.length >= n,
    EVENTS,
    {
      timeout: 30_000,
    },
  );
  const browserLatencies = await page.evaluate(
    () => (window as unknown as { latencies: number[] }).latencies,
  );
  console.log(`trigger → Chromium subscription callback, ${EVENTS} events, one every ~10 ms:`);
  console.log(`  ${summary(browserLatencies)}`);
  await page.close();

  // 2. Fan-out: 200 graphql-ws subscribers (the same member's tabs and scripts) on one relayed channel.
  const deliveries: number[] = [];
  const lastPerEvent = new Map<number, number>();
  const probes = new Map<number, number>();
  const clients = Array.from({ length: FANOUT_SUBSCRIBERS }, () =>
    createClient({
      lazy: false,
      url: stack.gatewayUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
    }),
  );
  let subscribed = 0;
  for (const client of clients) {
    client.subscribe<{ notificationReceived: { download: { id: string; filename: string } } }>(
      { query: SUBSCRIPTION },
      {
        next: ({ data }) => {
          const arrived = now();
          const { filename } = data!.notificationReceived.download;
          const id = Number(data!.notificationReceived.download.id);
          if (id < 0) {
            probes.set(id, (probes.get(id) ?? 0) + 1);
            return;
          }
          deliveries.push(arrived - Number(filename));
          lastPerEvent.set(id, Math.max(lastPerEvent.get(id) ?? 0, arrived - Number(filename)));
        },
        error: (e) => console.error('subscriber error', e),
        complete: () => undefined,
      },
    );
    subscribed += 1;
  }
  // Wait until a probe event reaches every subscriber (each has subscribed through the relay).
  for (let probe = -1; (probes.get(probe + 1) ?? 0) < FANOUT_SUBSCRIBERS; probe--) {
    if (probe < -100)
      throw new Error(`only ${Math.max(...probes.values())} subscribers are receiving events`);
    await trigger(now(), probe);
    await sleep(300);
  }
  deliveries.length = 0;
  const started = now();
  for (let i = 0; i < FANOUT_EVENTS; i++) {
    await trigger(now(), i);
    await sleep(20);
  }
  const expected = FANOUT_SUBSCRIBERS * FANOUT_EVENTS;
  const until = Date.now() + 30_000;
  while (deliveries.length < expected && Date.now() < until) await sleep(50);
  const seconds = (now() - started) / 1000;
  console.log(
    `fan-out to ${subscribed} graphql-ws subscribers, ${FANOUT_EVENTS} events: ${deliveries.length}/${expected} deliveries, ` +
      `${fmt(deliveries.length / seconds)} deliveries/s`,
  );
  console.log(`  per delivery:            ${summary(deliveries)}`);
  console.log(`  last subscriber per event: ${summary([...lastPerEvent.values()])}`);
  await Promise.all(clients.map((c) => c.dispose()));
} finally {
  await browser.close();
  await stack.stop();
}
