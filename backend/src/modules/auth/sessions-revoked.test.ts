import { events } from '@portal/contract';
import type { Channel } from 'pusher-js';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness, readEml } from '../../test/harness.js';
import { memberPushers, record, syncWithServer, within } from '../../test/realtime.js';

describe.each(drivers)("SessionsRevoked on the member's channel (%s)", (driver) => {
  let h: Harness;
  let su: string;
  const pushers = memberPushers(() => h);

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    su = await h.login('superadmin@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A client on the member's channel, subscribed with a token of theirs (a revocation does not unsubscribe). */
  async function listen(email: string) {
    const { client, member } = await pushers.listen(await h.login(email), await h.userId(email), ['member']);
    return { client, channel: member, seen: record(member) };
  }

  /**
   * The next SessionsRevoked on `channel`: its data, and what GET /api/user answers each of `tokens` at that
   * moment (asked as soon as the event arrives, so a broadcast before the commit would show up as a 200).
   */
  function revocation(channel: Channel, tokens: readonly string[]) {
    return within(
      new Promise<{ data: unknown; statuses: number[] }>((resolve, reject) => {
        const handler = (data: unknown) => {
          channel.unbind(events.sessionsRevoked.name, handler);
          Promise.all(tokens.map((token) => h.request({ url: '/api/user', token })))
            .then((answers) => resolve({ data, statuses: answers.map((a) => a.statusCode) }))
            .catch(reject);
        };
        channel.bind(events.sessionsRevoked.name, handler);
      }),
      `${events.sessionsRevoked.name} on ${channel.name}`,
    );
  }

  /** The names of the events the client got so far (the broadcasts were sent before the HTTP call answered). */
  async function namesSeen(listener: { client: PusherJs; seen: { name: string }[] }): Promise<string[]> {
    await syncWithServer(listener.client);
    return listener.seen.map((e) => e.name);
  }

  it('logout: the logged-out token answers 401 when the event arrives; other tokens live on', async () => {
    const member = await listen('user@example.com');
    const bystander = await listen('admin@example.com');
    const token = await h.login('user@example.com');
    const other = await h.login('user@example.com');
    const event = revocation(member.channel, [token, other]);
    expect((await h.request({ url: '/api/logout', token })).statusCode).toBe(200);
    expect(await event).toEqual({ data: {}, statuses: [401, 200] });
    expect(await namesSeen(member)).toEqual([events.sessionsRevoked.name]);
    expect(await namesSeen(bystander)).toEqual([]);
  });

  it('an admin deactivating a member: every token of theirs answers 401; then UserDataUpdated', async () => {
    const id = await h.userId('moderator@example.com');
    const member = await listen('moderator@example.com');
    const token = await h.login('moderator@example.com');
    const event = revocation(member.channel, [token]);
    const activate = (active: boolean) =>
      h.request({ method: 'PUT', url: `/api/cp/user/${id}/activate`, token: su, body: { active } });
    expect((await activate(false)).statusCode).toBe(200);
    expect(await event).toEqual({ data: {}, statuses: [401] });
    // deactivating again revokes nothing: no second event
    expect((await activate(false)).statusCode).toBe(200);
    expect(await namesSeen(member)).toEqual([events.sessionsRevoked.name, events.userDataUpdated.name]);
    expect((await activate(true)).statusCode).toBe(200);
  });

  it('a password reset: every token of the member answers 401', async () => {
    const email = 'crypttrack@example.com';
    const member = await listen(email);
    const bystander = await listen('guest@example.com');
    const tokens = [await h.login(email), await h.login(email)];
    const forgot = await h.request({ method: 'POST', url: '/api/forgot-password', body: { email } });
    expect(forgot.statusCode).toBe(200);
    const link = new URL(/\S+\/reset-password\?\S+/.exec(readEml(h.outbox().at(-1)!).text)![0]);
    const event = revocation(member.channel, tokens);
    const res = await h.request({
      method: 'POST',
      url: '/api/reset-password',
      body: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'reset-revokes',
        password_confirmation: 'reset-revokes',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await event).toEqual({ data: {}, statuses: [401, 401] });
    expect(await namesSeen(member)).toEqual([events.sessionsRevoked.name]);
    expect(await namesSeen(bystander)).toEqual([]);
  });

  it('a password change: the other tokens answer 401, the calling one lives on; nothing to revoke, no event', async () => {
    const email = 'user@example.com';
    const member = await listen(email);
    const caller = await h.login(email);
    const other = await h.login(email);
    const change = (current: string, password: string) =>
      h.request({
        method: 'PUT',
        url: '/api/user-profile/password',
        token: caller,
        body: { current_password: current, password, password_confirmation: password },
      });
    const event = revocation(member.channel, [other, caller]);
    expect((await change('portal-demo', 'changed-pass')).statusCode).toBe(200);
    expect(await event).toEqual({ data: {}, statuses: [401, 200] });
    // the caller's token is the only one left
    expect((await change('changed-pass', 'changed-again')).statusCode).toBe(200);
    expect(await namesSeen(member)).toEqual([events.sessionsRevoked.name]);
  });

  it('an admin deleting a member: their tokens answer 401 when the event arrives', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/cp/user',
      token: su,
      body: {
        name: 'Leaving',
        email: 'leaving@example.com',
        password: 'leaving-secret',
        password_confirmation: 'leaving-secret',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const token = await h.login('leaving@example.com', 'leaving-secret');
    const { client, member: channel } = await pushers.listen(token, id, ['member']);
    const member = { client, channel, seen: record(channel) };
    const event = revocation(channel, [token]);
    const res = await h.request({ method: 'DELETE', url: `/api/cp/user/${id}`, token: su });
    expect(res.statusCode).toBe(200);
    expect(await event).toEqual({ data: {}, statuses: [401] });
    expect(await namesSeen(member)).toEqual([events.sessionsRevoked.name]);
  });
});
