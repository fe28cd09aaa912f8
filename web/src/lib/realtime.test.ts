import type { ClientOptions } from 'graphql-ws';
import { afterEach, describe, expect, it, vi } from 'vitest';

const captured: { options?: ClientOptions } = {};
vi.mock('graphql-ws', () => ({
  createClient: (options: ClientOptions) => {
    captured.options = options;
    return { subscribe: vi.fn(), dispose: vi.fn(), on: vi.fn(), terminate: vi.fn(), iterate: vi.fn() };
  },
}));

// The test setup has loaded the app (and graphql-ws) already: load these again, against the mock.
vi.resetModules();
const { default: i18n } = await import('../i18n');
const { createWsClient, onRealtimeReconnect } = await import('./realtime');
const { clearSession, saveSession } = await import('./session');

const fakeSocket = () => ({ readyState: WebSocket.OPEN, close: vi.fn() });
const params = async () =>
  (await (captured.options!.connectionParams as () => Promise<Record<string, unknown>>)()) ?? {};
const connected = (socket: unknown, wasRetry: boolean) =>
  (captured.options!.on!.connected as (s: unknown, p: unknown, r: boolean) => void)(socket, {}, wasRetry);

describe('realtime connection', () => {
  afterEach(async () => {
    clearSession();
    await i18n.changeLanguage('de');
  });

  it('connects with the current token and language and reconnects after login and logout', async () => {
    createWsClient('ws://portal.test/graphql');
    expect(await params()).toEqual({ authorization: undefined, language: 'de' });
    const first = fakeSocket();
    connected(first, false);

    saveSession('tok-a', { id: '1', name: 'A', email: 'a@example.com' }, []);
    expect(first.close).toHaveBeenCalledWith(4205, 'Client Restart');
    expect(await params()).toEqual({ authorization: 'Bearer tok-a', language: 'de' });
    const second = fakeSocket();
    connected(second, true);
    expect(second.close).not.toHaveBeenCalled();

    clearSession();
    expect(second.close).toHaveBeenCalledWith(4205, 'Client Restart');
    expect((await params()).authorization).toBeUndefined();
  });

  it('starts over when the session changed while connecting', async () => {
    createWsClient('ws://portal.test/graphql');
    await params(); // opened without a token …
    saveSession('tok-b', { id: '1', name: 'A', email: 'a@example.com' }, []);
    const socket = fakeSocket();
    connected(socket, false); // … acknowledged after the login
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client Restart');
  });

  it('tells the listeners when the connection came back after a loss', async () => {
    createWsClient('ws://portal.test/graphql');
    await params();
    const listener = vi.fn();
    const stop = onRealtimeReconnect(listener);
    connected(fakeSocket(), false);
    expect(listener).not.toHaveBeenCalled();
    connected(fakeSocket(), true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
