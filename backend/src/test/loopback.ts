import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** Listens on 127.0.0.1 (a free port); answers the port. */
export async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** An open port that speaks no HTTP (as Redis or SSH would): it answers a line and hangs up. */
export async function notHttpServer(): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer((socket) => socket.end('-ERR unknown command\r\n', () => socket.destroy()));
  return { server, port: await listen(server) };
}

/** A port on 127.0.0.1 nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Closes a test server with the connections it still holds. */
export async function close(server: net.Server | undefined): Promise<void> {
  if (!server) return;
  if (server instanceof http.Server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
