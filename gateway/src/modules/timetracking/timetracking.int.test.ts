import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, wsClient, wsSubscribe, type WsSubscription } from '../../test/graphql.js';

/**
 * Time tracking against the real backend (child process, demo data): the member's rows through GraphQL, the running
 * clock heard on a second device, typed durations, the backend's rules as GraphQL errors, the report against its
 * records, an export streamed from the downloads inbox, and another member kept out.
 */

const PASSWORD = 'portal-demo';

let backend: TestBackend;
let gateway: RunningGateway;
let member: { token: string; id: string };
let other: { token: string; id: string };
let plain: { token: string; id: string };
const clients: Array<{ dispose(): void | Promise<void> }> = [];

async function login(email: string): Promise<{ token: string; id: string }> {
  const result = await gql<{ login: { token: string; user: { id: string } } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return { token: result.data.login.token, id: result.data.login.user.id };
}

/** One operation as the member; fails the test on errors. */
async function asMember<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await gql<T>(gateway.url, query, { token: member.token, language: 'en', variables });
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data!;
}

function subscribe(token: string, query: string): WsSubscription {
  const client = wsClient(gateway.url, { authorization: `Bearer ${token}`, language: 'en' });
  clients.push(client);
  return wsSubscribe(client, query);
}

const RECORD =
  'id start stop duration finished text task { id title } customer { id } brand { id } type { id }';

interface RecordResult {
  id: string;
  start: string;
  stop: string | null;
  duration: number | null;
  finished: boolean;
}

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
  member = await login('timetracking@example.com');
  other = await login('admin@example.com');
  plain = await login('user@example.com');
  // Demo data may leave the clock running: every test starts from a standing clock.
  const { runningTimeRecord } = await asMember<{ runningTimeRecord: { id: string } | null }>(
    '{ runningTimeRecord { id } }',
  );
  if (runningTimeRecord) await asMember(`mutation { stopTimeRecord(id: ${runningTimeRecord.id}) { id } }`);
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gateway?.close();
  await backend?.stop();
});

describe('time tracking through the gateway (real backend)', () => {
  let customerId: string;
  let brandId: string;
  let typeId: string;
  let taskId: string;
  /** The live record's duration (0 s, or 1 s when its start and stop straddle a second): it counts for the brand. */
  let liveSeconds = 0;

  it('creates the member’s customer, brand, type and task and lists them', async () => {
    const created = await asMember<{
      customer: { id: string };
      type: { id: string };
    }>(
      'mutation { customer: createTimeCustomer(input: { name: "Gateway GmbH" }) { id } type: createTimeType(input: { name: "Gateway work" }) { id } }',
    );
    customerId = created.customer.id;
    typeId = created.type.id;
    const { brand } = await asMember<{ brand: { id: string; customer: { id: string; name: string } } }>(
      `mutation { brand: createTimeBrand(input: { name: "Gateway Web", customerId: ${customerId} }) { id customer { id name } } }`,
    );
    brandId = brand.id;
    expect(brand.customer).toEqual({ id: customerId, name: 'Gateway GmbH' });
    const { task } = await asMember<{
      task: { id: string; estimatedSeconds: number; brand: { id: string } };
    }>(
      `mutation { task: createTimeTask(input: {
        title: "Gateway task", estimatedTime: "2h24m", deadline: "2026-12-24", customerId: ${customerId}, brandId: ${brandId}
      }) { id estimatedSeconds brand { id } } }`,
    );
    taskId = task.id;
    expect(task).toMatchObject({ estimatedSeconds: 8640, brand: { id: brandId } });

    const lists = await asMember<{
      timeCustomers: { items: Array<{ id: string }> };
      timeBrands: { items: Array<{ id: string }> };
      timeTasks: { items: Array<{ id: string }> };
      timeDropdownData: { tasks: Array<{ id: string; brandId: string | null }> };
    }>(`{
      timeCustomers(filter: { search: "gateway gm" }) { items { id } }
      timeBrands(filter: { customerId: ${customerId} }) { items { id } }
      timeTasks(filter: { finished: false, search: "Gateway task" }) { items { id } }
      timeDropdownData { tasks { id brandId } }
    }`);
    expect(lists.timeCustomers.items).toEqual([{ id: customerId }]);
    expect(lists.timeBrands.items).toEqual([{ id: brandId }]);
    expect(lists.timeTasks.items).toEqual([{ id: taskId }]);
    expect(lists.timeDropdownData.tasks).toContainEqual({ id: taskId, brandId });
  });

  it('runs one clock on every device: started here, heard there, stopped there', async () => {
    const SUBSCRIPTION = `subscription { runningTimeRecordChanged { ${RECORD} } }`;
    const laptop = subscribe(member.token, SUBSCRIPTION);
    const foreign = subscribe(other.token, SUBSCRIPTION);
    await waitFor(
      () =>
        (gateway.relay.stats().channels.find((c) => c.name === memberChannel(member.id))?.subscribers ??
          0) === 1 && gateway.relay.stats().channels.some((c) => c.name === memberChannel(other.id)),
      'both subscriptions to be live',
      10_000,
    );

    const { startTimeRecord: started } = await asMember<{ startTimeRecord: RecordResult }>(
      `mutation { startTimeRecord(input: { taskId: ${taskId}, typeId: ${typeId}, text: "Live" }) { ${RECORD} } }`,
    );
    expect(started).toMatchObject({ stop: null, duration: null, finished: false, text: 'Live' });
    const heard = (await laptop.next('the start', 10_000)).data!.runningTimeRecordChanged as RecordResult;
    expect(heard).toMatchObject({ id: started.id, start: started.start, stop: null });
    const { runningTimeRecord } = await asMember<{ runningTimeRecord: RecordResult }>(
      `{ runningTimeRecord { ${RECORD} } }`,
    );
    expect(runningTimeRecord).toEqual(started);

    // A second start while it runs is refused.
    const twice = await gql(gateway.url, 'mutation { startTimeRecord { id } }', { token: member.token });
    expect(codesOf(twice)).toEqual(['BAD_REQUEST']);

    const { stopTimeRecord: stopped } = await asMember<{ stopTimeRecord: RecordResult }>(
      `mutation { stopTimeRecord(id: ${started.id}) { ${RECORD} } }`,
    );
    expect(stopped).toMatchObject({ id: started.id, finished: true });
    expect(stopped.duration).toBe(Math.round((Date.parse(stopped.stop!) - Date.parse(stopped.start)) / 1000));
    liveSeconds = stopped.duration!;
    expect((await laptop.next('the stop', 10_000)).data).toEqual({ runningTimeRecordChanged: null });
    expect(await asMember('{ runningTimeRecord { id } }')).toEqual({ runningTimeRecord: null });
    expect(foreign.buffered).toEqual([]);

    // Starting again before that stop breaks the spec's rule (an hour before: start and stop may share a second).
    const early = await gql(
      gateway.url,
      'mutation($start: DateTime!) { startTimeRecord(input: { start: $start }) { id } }',
      {
        token: member.token,
        language: 'en',
        variables: { start: new Date(Date.parse(started.start) - 3_600_000).toISOString() },
      },
    );
    expect(codesOf(early)).toEqual(['BAD_USER_INPUT']);
    expect(early.errors![0]!.message).toMatch(/^start time must be after /);
    const { lastTimeRecord } = await asMember<{ lastTimeRecord: { id: string } }>(
      '{ lastTimeRecord { id } }',
    );
    expect(lastTimeRecord.id).toBe(started.id);
  });

  it('enters records afterwards with typed durations; overlaps and untyped durations are field errors', async () => {
    const { a, b } = await asMember<{ a: RecordResult; b: RecordResult }>(
      `mutation {
        a: createTimeRecord(input: { start: "2019-03-04T08:00:00.000Z", duration: "1d2h24m", customerId: ${customerId}, brandId: ${brandId}, typeId: ${typeId} }) { ${RECORD} }
        b: createTimeRecord(input: { start: "2019-03-12T08:00:00.000Z", stop: "2019-03-12T09:30:15.000Z", typeId: ${typeId} }) { ${RECORD} }
      }`,
    );
    expect(a).toMatchObject({ duration: 95_040, stop: '2019-03-05T10:24:00.000Z', finished: true });
    expect(b).toMatchObject({ duration: 5_415, finished: true });

    const overlap = await gql(
      gateway.url,
      'mutation { createTimeRecord(input: { start: "2019-03-04T12:00:00.000Z", duration: "1h" }) { id } }',
      { token: member.token, language: 'en' },
    );
    expect(codesOf(overlap)).toEqual(['BAD_USER_INPUT']);
    const typo = await gql(
      gateway.url,
      'mutation { createTimeRecord(input: { start: "2019-03-20T08:00:00.000Z", duration: "2 hours" }) { id } }',
      { token: member.token, language: 'de' },
    );
    expect(codesOf(typo)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(typo.errors![0]!.extensions!.fieldErrors as object)).toEqual(['duration']);

    // The report over those days sums exactly their records, in every grouping.
    for (const groupBy of ['CLIENT_BRAND', 'TYPE']) {
      for (const unit of ['DAY', 'MONTH', 'YEAR']) {
        const { timeSpentReport } = await asMember<{
          timeSpentReport: {
            totalSeconds: number;
            rows: Array<{ period: string; group: string | null; seconds: number }>;
          };
        }>(
          `{ timeSpentReport(groupBy: ${groupBy}, unit: ${unit}, from: "2019-03-01", to: "2019-03-31") {
            totalSeconds rows { period group seconds }
          } }`,
        );
        expect(timeSpentReport.totalSeconds, `${groupBy} ${unit}`).toBe(95_040 + 5_415);
        expect(timeSpentReport.rows.reduce((sum, row) => sum + row.seconds, 0)).toBe(95_040 + 5_415);
      }
    }
    const byType = await asMember<{ timeSpentReport: { rows: Array<{ group: string | null }> } }>(
      '{ timeSpentReport(groupBy: TYPE, unit: YEAR, from: "2019-03-01", to: "2019-03-31") { rows { group } } }',
    );
    expect(byType.timeSpentReport.rows).toEqual([{ group: 'Gateway work' }]);
  });

  it('writes an export into the downloads inbox and streams it through the gateway', async () => {
    const { exportTimeSpentReport: file } = await asMember<{
      exportTimeSpentReport: { id: string; filename: string; url: string };
    }>(
      'mutation { exportTimeSpentReport(groupBy: TYPE, unit: MONTH, from: "2019-03-01", to: "2019-03-31", format: CSV) { id filename url } }',
    );
    expect(file.filename).toMatch(/\.csv$/);
    expect(file.url).toBe(`/files/downloads/${file.id}`);
    const response = await fetch(`${gateway.url}${file.url}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain('Gateway work');
    const { myDownloads } = await asMember<{ myDownloads: Array<{ id: string }> }>('{ myDownloads { id } }');
    expect(myDownloads.map((d) => d.id)).toContain(file.id);

    const { exportTimeStatistics } = await asMember<{ exportTimeStatistics: { filename: string } }>(
      'mutation { exportTimeStatistics(type: THIS_MONTH, format: XLSX) { filename } }',
    );
    expect(exportTimeStatistics.filename).toMatch(/\.xlsx$/);
  });

  it('answers every other field in the shapes the schema promises', async () => {
    const reads = await asMember<{
      timeRecords: {
        items: Array<{ id: string; text: string | null; comments: unknown[] }>;
        pageInfo: { total: number };
      };
      timeTrackingSettings: { workingDaysInWeek: number; timeZone: string };
      timeBrandStats: {
        brandId: string;
        seconds: number;
        byType: Array<{ type: string | null; seconds: number }>;
      };
      timeFieldSuggestions: string[];
      timeCustomer: { id: string; name: string };
    }>(`{
      timeRecords(perPage: 5, orderBy: START, direction: ASC, filter: { customerId: ${customerId}, from: "2019-03-01", to: "2019-03-31" }) {
        items { id text comments { id } } pageInfo { total }
      }
      timeStatistics {
        overall { seconds recordCount } today { seconds recordCount targetSeconds } thisWeek { seconds targetSeconds }
        thisMonth { seconds targetSeconds } dailyTargetSeconds
      }
      timeTrackingSettings { workingDaysInWeek workingHoursPerDay shortTimeWorkHoursPerDay timeZone }
      timeBrandStats(id: ${brandId}) { brandId seconds recordCount taskCount thisMonthSeconds firstStart lastStop byType { type seconds } }
      timeFieldSuggestions(field: TEXT, prefix: "Li")
      timeDropdownData { customers { id } brands { id customer { id } } projects { id brand { id } } types { id } tasks { id } }
      timeCustomer(id: ${customerId}) { id name }
      timeTask(id: ${taskId}) { recordCount recordsDurationSum owner { name } comments { id } }
    }`);
    expect(reads.timeRecords.pageInfo.total).toBe(1);
    expect(reads.timeBrandStats).toMatchObject({
      brandId,
      seconds: 95_040 + liveSeconds,
      byType: [{ type: 'Gateway work', seconds: 95_040 + liveSeconds }],
    });
    expect(reads.timeFieldSuggestions).toEqual(['Live']);
    expect(reads.timeCustomer).toEqual({ id: customerId, name: 'Gateway GmbH' });

    const recordId = reads.timeRecords.items[0]!.id;
    const writes = await asMember<{
      comment: { text: string };
      record: { text: string; comments: Array<{ text: string }> };
      settings: { workingDaysInWeek: number; timeZone: string };
      task: { finishedAt: string | null; comments: Array<{ text: string; author: { name: string } }> };
    }>(`mutation {
      comment: addTimeComment(resource: TASK, id: ${taskId}, text: "Nearly there") { text }
      recordComment: addTimeComment(resource: RECORD, id: ${recordId}, text: "Long day") { id }
      record: updateTimeRecord(id: ${recordId}, input: { text: "Edited", duration: "26h24m" }) { text duration comments { text } }
      settings: saveTimeTrackingSettings(input: { workingDaysInWeek: 4, timeZone: "Europe/Vienna" }) { workingDaysInWeek timeZone }
      task: updateTimeTask(id: ${taskId}, input: { finished: true }) { finishedAt comments { text author { name } } }
    }`);
    expect(writes.record).toMatchObject({
      text: 'Edited',
      duration: 95_040,
      comments: [{ text: 'Long day' }],
    });
    expect(writes.settings).toEqual({ workingDaysInWeek: 4, timeZone: 'Europe/Vienna' });
    expect(writes.task.finishedAt).not.toBeNull();
    expect(writes.task.comments).toEqual([{ text: 'Nearly there', author: { name: expect.any(String) } }]);

    const { project } = await asMember<{
      project: { id: string; brand: { id: string; customer: { id: string } } };
    }>(
      `mutation { project: createTimeProject(input: { name: "Gateway app", brandId: ${brandId} }) { id brand { id customer { id } } } }`,
    );
    expect(project.brand).toEqual({ id: brandId, customer: { id: customerId } });
    const managed = await asMember<{
      budget: { id: string; targetName: string; timeSeconds: number; usedSeconds: number };
      type: { id: string };
    }>(`mutation {
      budget: createTimeBudget(input: { name: "Gateway budget", brandId: ${brandId}, time: "40h", moneyCents: 100000, hourlyRateCents: 9000 }) {
        id targetName timeSeconds usedSeconds usedMoneyCents
      }
      type: createTimeType(input: { name: "Gateway spare" }) { id }
    }`);
    expect(managed.budget).toMatchObject({
      targetName: 'Gateway Web',
      timeSeconds: 144_000,
      usedSeconds: 95_040 + liveSeconds,
    });
    const listed = await asMember<Record<string, { items: Array<{ id: string }> }>>(`{
      timeProjects(filter: { brandId: ${brandId} }) { items { id } }
      timeBudgets(filter: { search: "Gateway" }) { items { id } }
      timeTypes(filter: { search: "Gateway spare" }) { items { id } }
    }`);
    expect(listed).toEqual({
      timeProjects: { items: [{ id: project.id }] },
      timeBudgets: { items: [{ id: managed.budget.id }] },
      timeTypes: { items: [{ id: managed.type.id }] },
    });
    // A project brings its brand and customer.
    const { onProject } = await asMember<{ onProject: { id: string } }>(
      `mutation { onProject: createTimeRecord(input: { start: "2019-04-01T08:00:00.000Z", duration: "1h", projectId: ${project.id} }) {
        id customer { id } brand { id } project { id name }
      } }`,
    );
    expect(onProject).toMatchObject({
      customer: { id: customerId },
      brand: { id: brandId },
      project: { id: project.id, name: 'Gateway app' },
    });
    const renamed = await asMember(`mutation {
      budget: updateTimeBudget(id: ${managed.budget.id}, input: { name: "Moved", projectId: ${project.id} }) { projectId timeSeconds }
      project: updateTimeProject(id: ${project.id}, input: { name: "Gateway app 2", brandId: ${brandId} }) { name }
      type: updateTimeType(id: ${managed.type.id}, input: { name: "Gateway spare 2" }) { name }
      customer: updateTimeCustomer(id: ${customerId}, input: { name: "Gateway AG" }) { name }
      brand: updateTimeBrand(id: ${brandId}, input: { name: "Gateway Shop", customerId: ${customerId} }) { name }
    }`);
    expect(renamed).toEqual({
      budget: { projectId: project.id, timeSeconds: null },
      project: { name: 'Gateway app 2' },
      type: { name: 'Gateway spare 2' },
      customer: { name: 'Gateway AG' },
      brand: { name: 'Gateway Shop' },
    });
    expect(
      await asMember(`mutation {
        onProject: deleteTimeRecord(id: ${onProject.id})
        budget: deleteTimeBudget(id: ${managed.budget.id})
        project: deleteTimeProject(id: ${project.id})
        type: deleteTimeType(id: ${managed.type.id})
        record: deleteTimeRecord(id: ${recordId})
      }`),
    ).toEqual({ onProject: true, budget: true, project: true, type: true, record: true });
    expect(await asMember(`{ timeRecord(id: ${recordId}) { id } }`)).toEqual({ timeRecord: null });
  });

  it('fills the week grid by cells and reads it back with its public holidays and totals', async () => {
    await asMember(
      // five working days again (an earlier test saved four)
      'mutation { saveTimeTrackingSettings(input: { holidayRegion: "DE-BY", workingDaysInWeek: 5 }) { holidayRegion } }',
    );
    const WEEK =
      'weekStart days { date totalSeconds targetSeconds holiday warnings } rows { task { id } customer { id } cells totalSeconds } totalSeconds';
    const save = (duration: string) =>
      asMember<{ saveTimeWeekCell: { rows: { task: { id: string } | null; cells: number[] }[] } }>(
        `mutation($input: SaveTimeWeekCellInput!) { saveTimeWeekCell(input: $input) { ${WEEK} } }`,
        { input: { date: '2024-12-23', taskId, duration } },
      );
    const { saveTimeWeekCell } = await save('2h30m');
    expect(saveTimeWeekCell.rows.find((r) => r.task?.id === taskId)!.cells).toEqual([9000, 0, 0, 0, 0, 0, 0]);
    const { timeWeek } = await asMember<{
      timeWeek: {
        weekStart: string;
        days: { holiday: string | null; targetSeconds: number; totalSeconds: number }[];
      };
    }>(`{ timeWeek(weekStart: "2024-12-25") { ${WEEK} } }`);
    expect(timeWeek.weekStart).toBe('2024-12-23');
    // Christmas Day and the day after it, in the member's language
    expect(timeWeek.days.map((d) => d.holiday !== null)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(timeWeek.days[2]!.holiday).toBe('Christmas Day');
    expect(timeWeek.days.map((d) => d.targetSeconds > 0)).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(timeWeek.days[0]!.totalSeconds).toBe(9000);
    // an empty cell deletes its record again
    expect((await save('')).saveTimeWeekCell.rows.some((r) => r.task?.id === taskId)).toBe(false);
    await asMember('mutation { saveTimeTrackingSettings(input: { holidayRegion: null }) { holidayRegion } }');
  });

  it('keeps the member’s rows from other members and the role from members without it', async () => {
    const { timeTask } = await asMember<{ timeTask: { id: string } }>(`{ timeTask(id: ${taskId}) { id } }`);
    expect(timeTask).toEqual({ id: taskId });
    const foreign = await gql(
      gateway.url,
      `{ timeTask(id: ${taskId}) { id } timeCustomers(filter: { search: "Gateway GmbH" }) { items { id } } }`,
      { token: other.token },
    );
    expect(foreign.data).toEqual({ timeTask: null, timeCustomers: { items: [] } });
    const remove = await gql(gateway.url, `mutation { deleteTimeTask(id: ${taskId}) }`, {
      token: other.token,
    });
    expect(codesOf(remove)).toEqual(['NOT_FOUND']);
    expect(
      codesOf(await gql(gateway.url, '{ timeStatistics { dailyTargetSeconds } }', { token: plain.token })),
    ).toEqual(['FORBIDDEN']);
    // One totals engine: everything recorded equals the report over every day.
    const totals = await asMember<{
      timeStatistics: { overall: { seconds: number } };
      timeSpentReport: { totalSeconds: number };
    }>(`{
      timeStatistics { overall { seconds } }
      timeSpentReport(groupBy: CLIENT_BRAND, unit: YEAR, from: "2000-01-01", to: "2099-12-31") { totalSeconds }
    }`);
    expect(totals.timeStatistics.overall.seconds).toBeGreaterThanOrEqual(5_415);
    expect(totals.timeStatistics.overall.seconds).toBe(totals.timeSpentReport.totalSeconds);
  });
});
