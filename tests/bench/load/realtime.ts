// Realtime at scale: SUBSCRIBERS graphql-ws subscriptions to `notificationReceived` (the members' tabs, spread
// evenly over the gateways, held by a subscriber process of their own), then EVENTS notifications, each to every member
// at once (the pusher SDK, as the backend broadcasts, one trigger per 100 member channels). Delivery = the arrival
// time minus the trigger's: Pusher-protocol server, the gateway's relay and graphql-ws.
// The same subscribers are then measured against the floor (floor.ts, one process per gateway sending ready-made
// messages): what this machine's sockets and event loops cost without the portal.
// Why not `ls22ServerChanged` (a public channel): each of its subscribers re-reads the server over REST per event,
// so 1 000 subscribers would measure 1 000 backend reads, not the delivery.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { events, memberChannel } from '@portal/contract';
import Pusher from 'pusher';
import { cpuMs, fmt, pct } from '../stack';
import type { FromFloor, ToFloor } from './floor';
import type { Member } from './members';
import type { Recorder } from './recorder';
import type { FromSubscribers, SubscriberSpec, SubscribersReport, ToSubscribers } from './subscribers';
import type { Target } from './targets';

const EVENTS = 10;
const SUBSCRIPTION =
  'subscription { notificationReceived { id ... on DownloadReadyNotification { download { id filename } } } }';
/** The gateway allows a member this many connections. */
const PER_MEMBER_CAP = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** A child process of this directory's `file`, run with tsx like the harness. */
function forkTs(file: string): ChildProcess {
  return fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next message from `child` that `pick` accepts. */
function receive<T, R>(child: ChildProcess, pick: (message: T) => R | undefined): Promise<R> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      const picked = pick(message);
      if (picked === undefined) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(picked);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`${String(child.spawnargs.at(-1))} exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export interface Delivery {
  subscribers: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  complete: boolean;
  /** CPU ms per event of every process. */
  cpu: Record<string, number>;
}

/**
 * Opens `specs` in a subscriber process, probes with `send` until an event reaches every subscriber (each has
 * subscribed through its gateway's relay), then sends EVENTS events and collects the delivery times.
 */
async function measure(
  rec: Recorder,
  specs: SubscriberSpec[],
  send: (seq: number) => Promise<void>,
  processes: () => Record<string, number>,
): Promise<Delivery> {
  // One process: on two cores, more of them cost more CPU per message (each wakes for fewer messages) and were slower.
  const child = forkTs('./subscribers.ts');
  const tell = (message: ToSubscribers) => child.send(message);
  const collect = (): Promise<SubscribersReport> => {
    const report = receive(child, (m: FromSubscribers) => ('report' in m ? m.report : undefined));
    tell({ report: true });
    return report;
  };
  const cpuOfAll = () => {
    const all: Record<string, number> = { subscribers: cpuMs(child.pid!) ?? NaN };
    for (const [name, pid] of Object.entries(processes())) {
      const ms = cpuMs(pid);
      if (ms !== null) all[name] = ms;
    }
    return all;
  };
  const n = specs.length;
  const latencies: number[] = [];
  try {
    const opened = receive(child, (m: FromSubscribers) => ('opened' in m ? m.opened : undefined));
    tell({ open: { subscribers: specs, query: SUBSCRIPTION } });
    await opened;
    for (let probe = -1; ; probe--) {
      if (probe < -120) throw new Error(`not every one of the ${n} subscribers receives events`);
      await send(probe);
      await sleep(500);
      if ((await collect()).probes[String(probe)] === n) break;
    }
    const before = cpuOfAll();
    for (let seq = 0; seq < EVENTS; seq++) {
      await send(seq);
      await sleep(300);
    }
    for (
      const until = Date.now() + 15_000;
      latencies.length < n * EVENTS && Date.now() < until;
      await sleep(200)
    ) {
      const report = await collect();
      latencies.push(...report.latencies);
      for (const failure of report.failures) rec.error('realtime subscribers', failure);
    }
    const after = cpuOfAll();
    latencies.sort((a, b) => a - b);
    return {
      subscribers: n,
      p50: pct(latencies, 50),
      p95: pct(latencies, 95),
      p99: pct(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      complete: latencies.length === n * EVENTS,
      cpu: Object.fromEntries(Object.keys(after).map((k) => [k, (after[k]! - (before[k] ?? NaN)) / EVENTS])),
    };
  } finally {
    if (child.connected) tell({ close: true });
  }
}

const describe = (d: Delivery) =>
  `p50 ${fmt(d.p50)} ms | p95 ${fmt(d.p95)} ms | p99 ${fmt(d.p99)} ms | max ${fmt(d.max)} ms${
    d.complete ? '' : ' (deliveries missing)'
  }\n    CPU per event: ${Object.entries(d.cpu)
    .map(([name, ms]) => `${name} ${fmt(ms)} ms`)
    .join(' | ')}`;

export async function realtimeAtScale(
  rec: Recorder,
  target: Target,
  members: Member[],
  subscribers: number,
): Promise<{ portal: Delivery; floor: Delivery }> {
  const perMember = Math.min(PER_MEMBER_CAP, Math.ceil(subscribers / members.length));
  const owners = members.flatMap((m) => Array.from({ length: perMember }, () => m)).slice(0, subscribers);
  const wsUrl = (http: string) => http.replace(/^http/, 'ws') + '/graphql';

  // the portal: one event to every member, one trigger call per 100 channels (Pusher's limit)
  const pusher = new Pusher({
    appId: 'portal',
    key: 'portal-key',
    secret: target.pusher.secret,
    host: target.pusher.host,
    port: String(target.pusher.port),
    useTLS: false,
  });
  const channels = members.map((m) => memberChannel(m.id));
  const broadcast = async (seq: number) => {
    for (let i = 0; i < channels.length; i += 100) {
      const sentAt = now();
      await pusher.trigger(channels.slice(i, i + 100), events.notificationCreated.name, {
        id: `load-${seq}`,
        type: 'broadcast.notification.download',
        download: { id: seq, filename: String(sentAt) },
        created_at: new Date().toISOString(),
      });
    }
  };
  const portal = await measure(
    rec,
    owners.map((m, i) => ({
      url: wsUrl(target.gateways[i % target.gateways.length]!),
      token: m.client.token,
      localAddress: m.client.localAddress,
    })),
    broadcast,
    () => target.processes(),
  );

  // the floor, in the same layout: one floor process per gateway
  const floors = target.gateways.map(() => forkTs('./floor.ts'));
  try {
    const ports = await Promise.all(
      floors.map((f) => receive(f, (m: FromFloor) => ('listening' in m ? m.listening : undefined))),
    );
    const floor = await measure(
      rec,
      owners.map((m, i) => ({
        url: `ws://127.0.0.1:${ports[i % ports.length]}`,
        token: null,
        localAddress: m.client.localAddress,
      })),
      async (seq) => floors.forEach((f) => f.send({ event: seq } satisfies ToFloor)),
      () => Object.fromEntries(floors.map((f, i) => [`floor-${i + 1}`, f.pid!])),
    );
    console.log(
      `\nrealtime at scale: ${subscribers} graphql-ws subscribers (${perMember} per member, ${members.length} members) ` +
        `over ${target.gateways.length} gateway(s), ${EVENTS} events each to all`,
    );
    console.log(`  portal, trigger → arrival: ${describe(portal)}`);
    console.log(`  floor (ready-made messages from ${floors.length} bare process(es)): ${describe(floor)}`);
    return { portal, floor };
  } finally {
    for (const f of floors) if (f.connected) f.send({ close: true } satisfies ToFloor);
  }
}
