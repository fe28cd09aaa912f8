// The subscriber process of the realtime measurement (realtime.ts): the 1 000 tabs, apart from the harness that
// triggers the events. It speaks graphql-ws (graphql-transport-ws) itself over `ws`, as little per message as a tab's
// client does: the measurement is of the portal, and a full client library per socket nearly doubled the cost of
// every delivery here.
// Parent → child: {open: {subscribers, query}} | {report: true} | {close: true}
// Child → parent: {opened: n} | {report: {latencies, probes, failures}}
import WebSocket from 'ws';

export interface SubscriberSpec {
  url: string;
  token: string | null;
  localAddress?: string;
}
export interface SubscribersReport {
  /** ms from the stamp in each event (its `download.filename`) to its arrival here, for events with id ≥ 0 */
  latencies: number[];
  /** probe id (< 0) → subscribers it reached */
  probes: Record<string, number>;
  failures: string[];
}
export type ToSubscribers =
  { open: { subscribers: SubscriberSpec[]; query: string } } | { report: true } | { close: true };
export type FromSubscribers = { opened: number } | { report: SubscribersReport };

interface Next {
  type: string;
  payload?: { data?: { notificationReceived?: { download: { id: string; filename: string } } } };
}

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let report: SubscribersReport = { latencies: [], probes: {}, failures: [] };
let closing = false;
const post = (message: FromSubscribers) => process.send!(message);

function open({ url, token, localAddress }: SubscriberSpec, query: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { localAddress });
    sockets.push(ws);
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'connection_init',
          payload: token ? { authorization: `Bearer ${token}` } : {},
        }),
      ),
    );
    ws.on('message', (raw) => {
      const arrived = now();
      const message = JSON.parse(String(raw)) as Next;
      if (message.type === 'next') {
        const { id, filename } = message.payload!.data!.notificationReceived!.download;
        if (id.startsWith('-')) report.probes[id] = (report.probes[id] ?? 0) + 1;
        else report.latencies.push(arrived - Number(filename));
      } else if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        resolve();
      } else if (message.type === 'ping') ws.send('{"type":"pong"}');
      else if (message.type !== 'pong') report.failures.push(`${message.type}: ${String(raw).slice(0, 140)}`);
    });
    ws.on('error', (error) => report.failures.push(error.message));
    ws.on('close', (code, reason) => {
      if (!closing) report.failures.push(`closed ${code} ${String(reason)}`);
      resolve();
    });
  });
}

process.on('message', (message: ToSubscribers) => {
  if ('open' in message) {
    const { subscribers, query } = message.open;
    void Promise.all(subscribers.map((s) => open(s, query))).then(() => post({ opened: subscribers.length }));
  } else if ('report' in message) {
    post({ report });
    report = { latencies: [], probes: {}, failures: [] };
  } else {
    closing = true;
    for (const ws of sockets) ws.close();
    process.disconnect();
  }
});
