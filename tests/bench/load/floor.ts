// The floor of the realtime measurement (realtime.ts): a process that speaks just enough graphql-ws to take the same
// subscribers, and sends each event to all of them as one ready-made message, stamped when it starts sending. It
// does nothing the portal could leave out, so its delivery times are what this machine's sockets, event loops and
// the subscriber processes cost alone, in the same layout (one floor process per gateway).
// Parent → child: {event: seq} | {close: true};  child → parent: {listening: port}
import { WebSocketServer, type WebSocket } from 'ws';

export type ToFloor = { event: number } | { close: true };
export type FromFloor = { listening: number };

const now = () => performance.timeOrigin + performance.now();
const subscribed: WebSocket[] = [];
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });

wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { type: string };
    if (message.type === 'connection_init') ws.send('{"type":"connection_ack"}');
    else if (message.type === 'subscribe') subscribed.push(ws);
  });
});
wss.on('listening', () => {
  const address = wss.address();
  if (address !== null && typeof address === 'object')
    process.send!({ listening: address.port } satisfies FromFloor);
});

process.on('message', (message: ToFloor) => {
  if ('event' in message) {
    const sentAt = now();
    const data = {
      notificationReceived: {
        id: `load-${message.event}`,
        download: { id: String(message.event), filename: String(sentAt) },
      },
    };
    const frame = JSON.stringify({ id: '1', type: 'next', payload: { data } });
    for (const ws of subscribed) ws.send(frame);
  } else {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    process.disconnect();
  }
});
