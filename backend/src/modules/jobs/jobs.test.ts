import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestJob } from '@portal/contract';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { memberPushers, record, syncWithServer } from '../../test/realtime.js';

/** A job type of the test: reports two steps, waiting between them until the test lets it go on. */
function steppedJob() {
  let release: () => void = () => {};
  let reached: () => void = () => {};
  const atGate = new Promise<void>((resolve) => (reached = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { atGate, release, gate, reached: () => reached() };
}

describe.each(drivers)('jobs: progress, cancel and their events (%s)', (driver) => {
  let h: Harness;
  let token: string;
  let userId: number;
  let step = steppedJob();
  const pushers = memberPushers(() => h);

  beforeAll(async () => {
    h = await createHarness(driver, {
      listen: true,
      extend: (app) => {
        app.workers.jobs.register('test.stepped', async (_job, ctx) => {
          await ctx.progress({ current: 1, total: 2, stage: 'first' });
          step.reached();
          await step.gate;
          await ctx.progress({ current: 2, total: 2, stage: 'second' });
        });
      },
    });
    token = await h.login('user@example.com');
    userId = await h.userId('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  const enqueue = async () => (await h.app.workers.jobs.enqueue('test.stepped', { userId }))!.id;
  const get = (id: number, t = token) => h.request({ url: `/api/jobs/${id}`, token: t });
  const cancel = (id: number, t = token) =>
    h.request({ method: 'POST', url: `/api/jobs/${id}/cancel`, token: t });

  it("stores the progress and broadcasts every change on the owner's channel", async () => {
    step = steppedJob();
    const listener = await pushers.listen(token, userId, ['member']);
    const events = record(listener.member);
    const id = await enqueue();
    const drained = h.app.workers.jobs.drain();
    await step.atGate;
    const midway = await get(id);
    expect(midway.statusCode).toBe(200);
    expect(midway.json()).toMatchObject({
      id,
      type: 'test.stepped',
      status: 'running',
      progress: { current: 1, total: 2, stage: 'first' },
      cancel_requested: false,
      error: null,
    });
    step.release();
    await drained;
    await syncWithServer(listener.client);
    const updates = events.filter((e) => e.name === 'JobUpdated').map((e) => RestJob.parse(e.data));
    expect(updates.map((u) => [u.id, u.status, u.progress.current, u.progress.stage])).toEqual([
      [id, 'running', 0, null],
      [id, 'running', 1, 'first'],
      [id, 'running', 2, 'second'],
      [id, 'done', 2, 'second'],
    ]);
    expect(RestJob.parse((await get(id)).json())).toMatchObject({ status: 'done', progress: { current: 2 } });
  });

  it("is the owner's only: another member's job is a 404, like an unknown one", async () => {
    const id = await enqueue();
    const other = await h.login('admin@example.com');
    expect((await get(id, other)).statusCode).toBe(404);
    expect((await cancel(id, other)).statusCode).toBe(404);
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get(id, '')).statusCode).toBe(401);
    expect((await cancel(id)).json()).toMatchObject({ status: 'cancelled', cancel_requested: true });
  });

  it('cancels a queued job at once: it never runs', async () => {
    const id = await enqueue();
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', cancel_requested: true });
    expect(await h.app.workers.jobs.drain()).toBe(0);
    expect((await get(id)).json()).toMatchObject({ status: 'cancelled', progress: { current: 0 } });
  });

  it('stops a running job at its next progress report, without retries', async () => {
    step = steppedJob();
    const listener = await pushers.listen(token, userId, ['member']);
    const events = record(listener.member);
    const id = await enqueue();
    const drained = h.app.workers.jobs.drain();
    await step.atGate;
    const asked = await cancel(id);
    expect(asked.json()).toMatchObject({ status: 'running', cancel_requested: true });
    step.release();
    await drained;
    expect((await get(id)).json()).toMatchObject({
      status: 'cancelled',
      cancel_requested: true,
      progress: { current: 1, stage: 'first' },
    });
    expect(await h.app.workers.jobs.drain()).toBe(0);
    await syncWithServer(listener.client);
    const statuses = events.filter((e) => e.name === 'JobUpdated').map((e) => RestJob.parse(e.data).status);
    expect(statuses.at(-1)).toBe('cancelled');
    // cancelling a finished job changes nothing
    expect((await cancel(id)).json()).toMatchObject({ status: 'cancelled' });
  });
});
