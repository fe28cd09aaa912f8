// Realtime at scale: SUBSCRIBERS graphql-ws subscriptions to `notificationReceived` (the members' tabs, spread
// evenly over the gateways), then EVENTS notifications, each to every member at once (the pusher SDK, as the
// backend broadcasts, one trigger per 100 member channels). Delivery = the subscription callback's time minus the
// trigger's: Pusher-protocol server, the gateway's relay and graphql-ws.
// Why not `ls22ServerChanged` (a public channel): each of its subscribers re-reads the server over REST per event,
// so 1 000 subscribers would measure 1 000 backend reads, not the delivery.
import { MemberEvents, memberChannel } from '@portal/contract';
import Pusher from 'pusher';
import { fmt } from '../stack';
import { MemberClient } from './client';
import type { Member } from './members';
import { pct, type Recorder } from './recorder';
import type { Target } from './targets';

const EVENTS = 10;
const SUBSCRIPTION =
  'subscription { notificationReceived { id ... on DownloadReadyNotification { download { id filename } } } }';
/** The gateway allows a member this many connections. */
const PER_MEMBER_CAP = 20;
interface Delivery {
  notificationReceived: { download: { id: string; filename: string } };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

export async function realtimeAtScale(rec: Recorder, target: Target, members: Member[], subscribers: number) {
  const perMember = Math.min(PER_MEMBER_CAP, Math.ceil(subscribers / members.length));
  const pusher = new Pusher({
    appId: 'portal',
    key: 'portal-key',
    secret: target.pusher.secret,
    host: target.pusher.host,
    port: String(target.pusher.port),
    useTLS: false,
  });
  const channels = members.map((m) => memberChannel(m.id));
  /** One event to every member, one trigger call per 100 channels (Pusher's limit). */
  const broadcast = async (seq: number) => {
    for (let i = 0; i < channels.length; i += 100) {
      const sentAt = now();
      await pusher.trigger(channels.slice(i, i + 100), MemberEvents.notificationCreated, {
        id: `load-${seq}`,
        type: 'broadcast.notification.download',
        download: { id: seq, filename: String(sentAt) },
        created_at: new Date().toISOString(),
      });
    }
  };

  const deliveries: number[] = [];
  const received = new Map<number, number>(); // probe seq (< 0) → subscribers reached
  const opened: { dispose(): Promise<void> }[] = [];
  let n = 0;
  for (const member of members) {
    for (let k = 0; k < perMember && n < subscribers; k++, n++) {
      const client = new MemberClient(
        rec,
        target.gateways,
        n % target.gateways.length,
        member.client.localAddress,
      );
      client.token = member.client.token;
      const ws = client.subscriptions('realtime subscribers');
      ws.keep<Delivery>(SUBSCRIPTION, (data) => {
        const arrived = now();
        const { id, filename } = data.notificationReceived.download;
        const seq = Number(id);
        if (seq < 0) received.set(seq, (received.get(seq) ?? 0) + 1);
        else deliveries.push(arrived - Number(filename));
      });
      opened.push({ dispose: () => ws.dispose().then(() => client.close()) });
    }
  }
  try {
    // probes until one reaches every subscriber (each has subscribed through its gateway's relay)
    for (let probe = -1; (received.get(probe + 1) ?? 0) < n; probe--) {
      if (probe < -120)
        throw new Error(`only ${Math.max(0, ...received.values())} of ${n} subscribers receive events`);
      await broadcast(probe);
      await sleep(500);
    }
    for (let seq = 0; seq < EVENTS; seq++) {
      await broadcast(seq);
      await sleep(300);
    }
    const until = Date.now() + 15_000;
    while (deliveries.length < n * EVENTS && Date.now() < until) await sleep(100);
    deliveries.sort((a, b) => a - b);
    const p95 = pct(deliveries, 95);
    console.log(
      `\nrealtime at scale: ${n} graphql-ws subscribers (${perMember} per member, ${members.length} members) over ` +
        `${target.gateways.length} gateway(s), ${EVENTS} events each to all: ${deliveries.length}/${n * EVENTS} deliveries`,
    );
    console.log(
      `  trigger → callback: p50 ${fmt(pct(deliveries, 50))} ms | p95 ${fmt(p95)} ms | p99 ${fmt(pct(deliveries, 99))} ms | ` +
        `max ${fmt(deliveries.at(-1) ?? NaN)} ms`,
    );
    return { subscribers: n, p95, complete: deliveries.length === n * EVENTS };
  } finally {
    await Promise.all(opened.map((o) => o.dispose()));
  }
}
