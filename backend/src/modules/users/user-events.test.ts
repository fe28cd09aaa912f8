import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { memberPushers, nextEvent, record, syncWithServer } from '../../test/realtime.js';

interface Update {
  user: { id: number; active: boolean; roles: { id: number; name: string }[] };
  roles: { id: number; name: string }[];
}

describe.each(drivers)("UserDataUpdated on the member's channel (%s)", (driver) => {
  let h: Harness;
  let su: string;
  let userId: number;
  let userToken: string;
  const pushers = memberPushers(() => h);
  const listen = (token: string, id: number) => pushers.listen(token, id, ['member']);

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    su = await h.login('superadmin@example.com');
    userToken = await h.login('user@example.com');
    userId = await h.userId('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('sync-roles broadcasts {user, roles} with the new roles after the commit; no change, no event', async () => {
    const member = await listen(userToken, userId);
    const adminId = await h.userId('admin@example.com');
    const other = await listen(await h.login('admin@example.com'), adminId);
    const otherEvents = record(other.member);
    const events = record(member.member);
    const update = nextEvent<Update>(member.member, 'UserDataUpdated');
    const roleIds = [await h.roleId('USER'), await h.roleId('IPTV')];
    const res = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${userId}/sync-roles`,
      token: su,
      body: { user_id: userId, role_ids: roleIds },
    });
    expect(res.statusCode).toBe(200);
    const data = await update;
    expect(data.roles.map((r) => r.name)).toEqual(['USER', 'IPTV']);
    expect(data.user).toEqual(res.json());
    expect(data.user.roles).toEqual(data.roles);

    // the same roles again (another order): nothing changed, no event; a refused change: no event
    await h.request({
      method: 'PUT',
      url: `/api/cp/user/${userId}/sync-roles`,
      token: su,
      body: { role_ids: [...roleIds].reverse() },
    });
    const bad = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${userId}/sync-roles`,
      token: su,
      body: { role_ids: [99999] },
    });
    expect(bad.statusCode).toBe(422);
    await syncWithServer(member.client);
    expect(events.map((e) => e.name)).toEqual(['UserDataUpdated']);
    await syncWithServer(other.client);
    expect(otherEvents).toEqual([]);
  });

  it('deactivate and activate broadcast the new active flag', async () => {
    const member = await listen(userToken, userId);
    const events = record(member.member);
    const off = nextEvent<Update>(member.member, 'UserDataUpdated');
    const res = await h.request({
      method: 'PUT',
      url: `/api/cp/user/${userId}/activate`,
      token: su,
      body: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await off).user).toMatchObject({ id: userId, active: false });
    // already inactive: no event
    await h.request({
      method: 'PUT',
      url: `/api/cp/user/${userId}/activate`,
      token: su,
      body: { active: 0 },
    });
    const on = nextEvent<Update>(member.member, 'UserDataUpdated');
    await h.request({
      method: 'PUT',
      url: `/api/cp/user/${userId}/activate`,
      token: su,
      body: { active: true },
    });
    const data = await on;
    expect(data.user).toMatchObject({ id: userId, active: true });
    expect(data.roles.map((r) => r.name)).toEqual(['USER', 'IPTV']);
    await syncWithServer(member.client);
    // (deactivating also revokes the member's tokens: SessionsRevoked, tested with the token revocations)
    const updates = events.filter((e) => e.name === 'UserDataUpdated');
    expect(updates.map((e) => (e.data as Update).user.active)).toEqual([false, true]);
  });
});
