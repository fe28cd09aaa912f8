import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, memberChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { codesOf, gql, wsClient, wsSubscribe } from '../../test/graphql.js';
import { KEY, startStubRealtimeBackend, type StubRealtimeBackend } from '../../test/pusher.js';

/**
 * Time tracking against a recording stand-in backend (with the real embedded Pusher-protocol server): what each
 * GraphQL field asks the backend, how the answer is shaped, the roles, 422s with their translations, and the
 * running-record subscription. The real backend's rules are its own tests' (and the integration test's).
 */

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body?: unknown;
}

/** token → member id and roles. Member 1 owns every row below; anybody else owns none. */
const MEMBERS: Record<string, { id: number; roles: string[] }> = {
  tt: { id: 1, roles: ['TIME_TRACKING'] },
  user: { id: 2, roles: ['USER'] },
  admin: { id: 3, roles: ['ADMIN'] },
};

const member = (id: number, roles: string[]) => ({
  id,
  name: `Member ${id}`,
  email: `m${id}@example.com`,
  email_verified_at: null,
  active: true,
  activated_at: null,
  activated_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  roles: roles.map((name, i) => ({ id: i + 1, name })),
  telegram_subscription: null,
  user_data: { social_media: {} },
});

const T0 = '2026-11-24T08:00:00.000Z';
const T1 = '2026-11-24T09:30:00.000Z';
const stamps = { created_at: T0, updated_at: T1 };
const acme = { id: 1, name: 'Acme' };
const web = { id: 2, name: 'Acme Web' };

const record = (id: number, stop: string | null) => ({
  id,
  start: T0,
  stop,
  duration: stop ? 5400 : null,
  break_seconds: 0,
  breaks: [],
  paused: false,
  tags: ['sso'],
  billable: true,
  task: { id: 3, title: 'Login page' },
  text: 'Form',
  ticket_url: 'https://tickets.example/7',
  type: { id: 4, name: 'Development' },
  client: acme,
  brand: web,
  project: null,
  finished: stop !== null,
  ...stamps,
});
const task = {
  id: 3,
  title: 'Login page',
  text: 'With SSO',
  deadline: '2026-12-01',
  estimated_time: 8640,
  ticket_url: null,
  owner: { id: 1, name: 'Member 1' },
  client: acme,
  brand: web,
  project: { id: 5, name: 'Relaunch' },
  finished_at: null,
  record_count: 2,
  records_duration_sum: '5400', // a sum as some drivers send it
  ...stamps,
};
const customer = { ...acme, brand_count: 1, ...stamps };
const brand = { ...web, customer_id: 1, client: acme, ...stamps };
const project = { id: 5, name: 'Relaunch', brand_id: 2, brand: web, client: acme, ...stamps };
const budget = {
  id: 6,
  name: 'Q4',
  customer_id: null,
  brand_id: 2,
  project_id: null,
  target_name: 'Acme Web',
  time_seconds: 144000,
  money_cents: 500000,
  hourly_rate_cents: 9000,
  used_seconds: 5400,
  used_money_cents: 13500,
  remaining_seconds: 138600,
  ends_on: '2026-12-31',
  remaining_seconds_per_week: 23100,
  ...stamps,
};
const type = { id: 4, name: 'Development', ...stamps };
const comment = (id: number, text: string) => ({
  id,
  target: 'task',
  target_id: 3,
  text,
  user: { id: 1, name: 'Member 1' },
  created_at: T1,
});
const settings = {
  working_days_in_week: 5,
  working_hours_per_day: 8,
  short_time_work_hours_per_day: 2,
  time_zone: 'Europe/Berlin',
  holiday_region: 'DE-BY',
  rounding_mode: 'up',
  rounding_minutes: 15,
  remind_after_hours: 10,
};
const download = (id: number, filename: string) => ({
  id,
  user_id: 1,
  filename,
  size_bytes: 120,
  download_count: 0,
  expires_at: '2026-12-01T00:00:00.000Z',
  message_seen_at: null,
  created_at: T1,
});
const page = <T>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

/** A 422 as the portal backend sends it: the errors, and the same in every language. */
const invalid = (errors: Record<string, [string, string]>) => {
  const inLanguage = (i: 0 | 1) => ({
    message: Object.values(errors)[0]![i],
    errors: Object.fromEntries(Object.entries(errors).map(([key, texts]) => [key, [texts[i]]])),
  });
  return { ...inLanguage(1), translations: { de: inLanguage(0), en: inLanguage(1) } };
};

type Answer = [status: number, json: unknown];

/** Member 1's `/api/tt` (`rest` is the path below it, without the query). */
/** A statistics period of the REST answer (the clock runs). */
const period = (seconds: number, records: number, target: number) => ({
  seconds,
  record_count: records,
  target_seconds: target,
  includes_running: true,
});

function answer(
  method: string,
  rest: string,
  body: Record<string, unknown> | undefined,
  query: URLSearchParams,
): Answer {
  switch (`${method} ${rest}`) {
    case 'GET /record':
      return [200, { data: [record(8, T1)], current_page: 2, last_page: 4, per_page: 1, total: 4 }];
    case 'GET /record/8':
      return [200, record(8, T1)];
    case 'POST /record':
      if (body?.duration === '1x') {
        return [422, invalid({ duration: ['Keine gültige Dauer.', 'Not a valid duration.'] })];
      }
      if (body?.start === '2026-11-24T09:00:00.000Z') {
        return [
          422,
          invalid({ start: ['Überschneidet sich mit einem Eintrag.', 'Overlaps another record.'] }),
        ];
      }
      return [201, record(12, T1)];
    case 'PUT /record/8':
      return [200, { ...record(8, T1), text: body?.text ?? null }];
    case 'DELETE /record/8':
    case 'DELETE /task/3':
    case 'DELETE /customer/1':
    case 'DELETE /brand/2':
    case 'DELETE /project/5':
    case 'DELETE /budget/6':
    case 'DELETE /type/4':
      return [200, { message: 'Deleted.' }];
    case 'GET /record/users-running-record':
      return [200, record(9, null)];
    case 'GET /record/users-last-record':
      return [200, null];
    case 'POST /record/start':
      if (body?.start === '2026-11-24T07:00:00.000Z') {
        return [
          422,
          invalid({
            start: [
              'Die Startzeit muss nach 24.11.2026 09:30:00 liegen.',
              'start time must be after 24.11.2026 09:30:00',
            ],
          }),
        ];
      }
      return [201, record(9, null)];
    case 'PUT /record/stop-users-running-record/9':
      return [200, { ...record(9, T1), stop: body?.stop ?? T1 }];
    case 'PUT /record/pause-users-running-record':
      return [
        200,
        {
          ...record(9, null),
          paused: true,
          break_seconds: 0,
          breaks: [{ start: body?.at ?? T1, stop: null }],
        },
      ];
    case 'PUT /record/resume-users-running-record':
      return [200, { ...record(9, null), break_seconds: 600, breaks: [{ start: T1, stop: body?.at ?? T1 }] }];
    case 'POST /record/8/continue':
      return [201, record(9, null)];
    case 'GET /record/recent':
      return [
        200,
        [
          {
            text: 'Form',
            task: { id: 3, title: 'Login page' },
            type: null,
            client: acme,
            brand: web,
            project: null,
            last_start: T0,
          },
        ],
      ];
    case 'GET /record/budgets':
      return [
        200,
        String(query.get('ids'))
          .split(',')
          .map((id) => ({ record_id: Number(id), budgets: id === '8' ? [budget] : [] })),
      ];
    case 'PUT /record/stop-users-running-record/8':
      return [404, { message: 'No running record.' }];
    case 'GET /record/dropdown-data':
      return [
        200,
        {
          customers: [acme],
          brands: [{ ...web, customer_id: 1 }],
          projects: [{ id: 5, name: 'Relaunch', brand_id: 2 }],
          types: [{ id: 4, name: 'Development' }],
          tasks: [{ id: 3, title: 'Login page', customer_id: 1, brand_id: 2 }],
        },
      ];
    case 'GET /record/field-suggestions/ticket_url':
      return [200, ['https://tickets.example/7']];
    case 'GET /record/time-spent':
      return [
        200,
        {
          total_seconds: 7200,
          billable_seconds: 5400,
          rows: [
            { period: '2026-11', group: 'Acme / Acme Web', seconds: 5400, billable_seconds: 5400 },
            { period: '2026-11', group: '', seconds: 1800, billable_seconds: 0 },
          ],
          periods: ['2026-10', '2026-11', '2026-12'],
        },
      ];
    case 'POST /record/time-spent/export':
      return [200, { link: '/api/downloads/download/41/now', download: download(41, 'time-spent.xlsx') }];
    case 'GET /record/8/comment':
      return [200, []];
    case 'POST /record/8/comment':
      return [201, { ...comment(13, String(body?.text)), target: 'record', target_id: 8 }];
    case 'GET /statistics':
      return [
        200,
        {
          overall: { seconds: 90000, record_count: 20, includes_running: true },
          today: { ...period(5400, 1, 21600), starts_at: '2026-11-23T23:00:00.000Z' },
          this_week: { ...period(30000, 6, 43200), starts_at: '2026-11-22T23:00:00.000Z' },
          this_month: { ...period(90000, 20, 345600), starts_at: '2026-10-31T23:00:00.000Z' },
          daily_target_seconds: 21600,
          working_time_days: [],
        },
      ];
    case 'POST /statistics/export':
      return [200, { link: '/api/downloads/download/40/now', download: download(40, 'time-thisWeek.csv') }];
    case 'GET /task':
      return [200, page([task])];
    case 'GET /task/3':
      return [200, task];
    case 'POST /task':
      return [201, { ...task, id: 14, title: body?.title }];
    case 'PUT /task/3':
      return [200, { ...task, finished_at: body?.finished ? T1 : null }];
    case 'GET /task/3/comment':
      return [200, [comment(11, 'First'), comment(12, 'Second')]];
    case 'POST /task/3/comment':
      return [201, comment(13, String(body?.text))];
    case 'GET /customer':
      return [200, page([customer])];
    case 'GET /customer/1':
      return [200, customer];
    case 'POST /customer':
      return [201, { ...customer, id: 15, name: body?.name }];
    case 'PUT /customer/1':
      return [200, { ...customer, name: body?.name }];
    case 'GET /brand':
      return [200, page([brand])];
    case 'POST /brand':
      return [201, { ...brand, id: 16, name: body?.name }];
    case 'PUT /brand/2':
      return [200, { ...brand, name: body?.name }];
    case 'GET /brand/2/stats':
      return [
        200,
        {
          brand_id: 2,
          seconds: 7200,
          record_count: 3,
          task_count: 1,
          this_month_seconds: 5400,
          first_start: T0,
          last_stop: T1,
          by_type: [
            { type: 'Development', seconds: 5400 },
            { type: '', seconds: 1800 },
          ],
        },
      ];
    case 'GET /project':
      return [200, page([project])];
    case 'POST /project':
      return [201, { ...project, id: 17, name: body?.name }];
    case 'PUT /project/5':
      return [200, { ...project, name: body?.name }];
    case 'GET /budget':
      return [200, page([budget])];
    case 'POST /budget':
      return [201, { ...budget, id: 18, name: body?.name }];
    case 'PUT /budget/6':
      return [200, { ...budget, name: body?.name }];
    case 'GET /type':
      return [200, page([type])];
    case 'POST /type':
      return [201, { ...type, id: 19, name: body?.name }];
    case 'PUT /type/4':
      return [200, { ...type, name: body?.name }];
    case 'GET /settings':
      return [200, settings];
    case 'PUT /settings':
      return [200, { ...settings, ...body }];
    default:
      return [404, { message: 'No query results.' }];
  }
}

let backend: StubRealtimeBackend;
let gateway: RunningGateway;
let seen: Seen[] = [];
const clients: Array<{ dispose(): void | Promise<void> }> = [];

beforeAll(async () => {
  backend = await startStubRealtimeBackend({
    members: Object.fromEntries(Object.entries(MEMBERS).map(([token, m]) => [token, m.id])),
    routes: (app) => {
      app.get('/api/user', async (request, reply) => {
        const found = MEMBERS[request.headers.authorization?.replace('Bearer ', '') ?? ''];
        if (!found) return reply.code(401).send({ message: 'Unauthenticated.' });
        return member(found.id, found.roles);
      });
      app.all('/api/tt/*', async (request, reply) => {
        const url = decodeURIComponent(request.url);
        seen.push({
          method: request.method,
          url,
          authorization: request.headers.authorization,
          body: request.body,
        });
        const found = MEMBERS[request.headers.authorization?.replace('Bearer ', '') ?? ''];
        if (!found) return reply.code(401).send({ message: 'Unauthenticated.' });
        // Member 1's rows only: anybody else's ids are unknown, and their lists empty.
        if (found.id !== 1) return reply.code(404).send({ message: 'No query results.' });
        const rest = url.split('?')[0]!.slice('/api/tt'.length);
        const [status, json] = answer(
          request.method,
          rest,
          request.body as Record<string, unknown>,
          new URLSearchParams(url.split('?')[1]),
        );
        return reply.code(status).send(json);
      });
    },
  });
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: backend.url },
    realtime: {
      key: KEY,
      cluster: null,
      host: '127.0.0.1',
      port: backend.port,
      scheme: 'http',
      idleDisconnectMs: 0,
    },
  });
});

beforeEach(() => {
  seen = [];
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await waitFor(() => gateway.relay.stats().channels.length === 0, 'every subscription to end');
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

const asMember = (query: string, variables?: Record<string, unknown>) =>
  gql(gateway.url, query, { token: 'tt', language: 'en', variables });

const calls = () => seen.map((s) => `${s.method} ${s.url}`);
const bodies = () => seen.map((s) => [`${s.method} ${s.url}`, s.body]);

const RECORD_FIELDS = `id start stop duration task { id title } text ticketUrl type { id name } customer { id name }
  brand { id name customer { id name } } finished createdAt updatedAt`;

const mappedRecord = (id: string, stop: string | null) => ({
  id,
  start: T0,
  stop,
  duration: stop ? 5400 : null,
  task: { id: '3', title: 'Login page' },
  text: 'Form',
  ticketUrl: 'https://tickets.example/7',
  type: { id: '4', name: 'Development' },
  customer: { id: '1', name: 'Acme' },
  brand: { id: '2', name: 'Acme Web', customer: { id: '1', name: 'Acme' } },
  finished: stop !== null,
  createdAt: T0,
  updatedAt: T1,
});

describe('time tracking: queries', () => {
  it('pages, sorts and filters the records in one call and maps them', async () => {
    const result = await asMember(
      `query($filter: TimeRecordFilter) {
        timeRecords(page: 2, perPage: 1, orderBy: DURATION, direction: DESC, filter: $filter) {
          items { ${RECORD_FIELDS} } pageInfo { currentPage lastPage perPage total }
        }
      }`,
      {
        filter: {
          search: 'form',
          taskId: '3',
          typeId: '4',
          customerId: '1',
          brandId: '2',
          from: '2026-11-01',
          to: '2026-11-30',
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.timeRecords).toEqual({
      items: [mappedRecord('8', T1)],
      pageInfo: { currentPage: 2, lastPage: 4, perPage: 1, total: 4 },
    });
    expect(calls()).toEqual([
      'GET /api/tt/record?page=2&itemsPerPage=1&order[duration]=desc&filter[search]=form&filter[task_id]=3' +
        '&filter[type_id]=4&filter[customer_id]=1&filter[brand_id]=2&filter[from]=2026-11-01&filter[to]=2026-11-30',
    ]);
  });

  it('answers one record or task with its comments, and null for an unknown or foreign id', async () => {
    const result = await asMember(`{
      record: timeRecord(id: 8) { id comments { id } }
      unknown: timeRecord(id: 99) { id }
      task: timeTask(id: 3) {
        id title text deadline estimatedSeconds ticketUrl owner { id name } customer { id name }
        brand { id name customer { name } } project { id name brand { id } } finishedAt recordCount recordsDurationSum
        comments { id text author { id name } createdAt } createdAt updatedAt
      }
      customer: timeCustomer(id: 1) { id name }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      record: { id: '8', comments: [] },
      unknown: null,
      task: {
        id: '3',
        title: 'Login page',
        text: 'With SSO',
        deadline: '2026-12-01',
        estimatedSeconds: 8640,
        ticketUrl: null,
        owner: { id: '1', name: 'Member 1' },
        customer: { id: '1', name: 'Acme' },
        brand: { id: '2', name: 'Acme Web', customer: { name: 'Acme' } },
        project: { id: '5', name: 'Relaunch', brand: { id: '2' } },
        finishedAt: null,
        recordCount: 2,
        recordsDurationSum: 5400,
        comments: [
          { id: '11', text: 'First', author: { id: '1', name: 'Member 1' }, createdAt: T1 },
          { id: '12', text: 'Second', author: { id: '1', name: 'Member 1' }, createdAt: T1 },
        ],
        createdAt: T0,
        updatedAt: T1,
      },
      customer: { id: '1', name: 'Acme' },
    });
    expect(calls().sort()).toEqual([
      'GET /api/tt/customer/1',
      'GET /api/tt/record/8',
      'GET /api/tt/record/8/comment',
      'GET /api/tt/record/99',
      'GET /api/tt/task/3',
      'GET /api/tt/task/3/comment',
    ]);
    const foreign = await gql(gateway.url, '{ timeTask(id: 3) { id } }', { token: 'admin' });
    expect(foreign).toMatchObject({ data: { timeTask: null } });
  });

  it('lists tasks, customers, brands, projects, budgets and types with their filters', async () => {
    const result = await asMember(`{
      timeTasks(orderBy: FINISHED_AT, filter: { finished: false, customerId: 1, brandId: 2, search: "login" }) {
        items { id title } pageInfo { total }
      }
      timeCustomers(orderBy: CREATED_AT, direction: DESC, filter: { search: "ac" }) { items { id name } }
      timeBrands(filter: { customerId: 1 }) { items { id name customer { id name } } }
      timeProjects(filter: { brandId: 2, search: "re" }) { items { id name brand { id name customer { id name } } } }
      timeBudgets(perPage: 5) {
        items {
          id name customerId brandId projectId targetName timeSeconds moneyCents hourlyRateCents usedSeconds
          usedMoneyCents createdAt updatedAt
        }
      }
      timeTypes(filter: { search: "" }) { items { id name } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      timeTasks: { items: [{ id: '3', title: 'Login page' }], pageInfo: { total: 1 } },
      timeCustomers: { items: [{ id: '1', name: 'Acme' }] },
      timeBrands: { items: [{ id: '2', name: 'Acme Web', customer: { id: '1', name: 'Acme' } }] },
      timeProjects: {
        items: [
          {
            id: '5',
            name: 'Relaunch',
            brand: { id: '2', name: 'Acme Web', customer: { id: '1', name: 'Acme' } },
          },
        ],
      },
      timeBudgets: {
        items: [
          {
            id: '6',
            name: 'Q4',
            customerId: null,
            brandId: '2',
            projectId: null,
            targetName: 'Acme Web',
            timeSeconds: 144000,
            moneyCents: 500000,
            hourlyRateCents: 9000,
            usedSeconds: 5400,
            usedMoneyCents: 13500,
            createdAt: T0,
            updatedAt: T1,
          },
        ],
      },
      timeTypes: { items: [{ id: '4', name: 'Development' }] },
    });
    expect(calls()).toEqual([
      'GET /api/tt/task?order[finished_at]=asc&filter[search]=login&filter[customer_id]=1&filter[brand_id]=2' +
        '&filter[finished]=0',
      'GET /api/tt/customer?order[created_at]=desc&filter[search]=ac',
      'GET /api/tt/brand?filter[customer_id]=1',
      'GET /api/tt/project?filter[search]=re&filter[brand_id]=2',
      'GET /api/tt/budget?itemsPerPage=5',
      'GET /api/tt/type',
    ]);
  });

  it('answers the running and the last record, statistics, settings, choices and suggestions', async () => {
    const result = await asMember(`{
      runningTimeRecord { id stop duration finished }
      lastTimeRecord { id }
      timeStatistics {
        overall { seconds recordCount includesRunning }
        today { seconds recordCount targetSeconds startsAt includesRunning }
        thisWeek { seconds targetSeconds }
        thisMonth { seconds targetSeconds }
        dailyTargetSeconds
      }
      timeTrackingSettings { workingDaysInWeek workingHoursPerDay shortTimeWorkHoursPerDay timeZone }
      timeDropdownData {
        customers { id name } brands { id customer { id } } projects { id brand { id } } types { name }
        tasks { id title customerId brandId }
      }
      timeFieldSuggestions(field: TICKET_URL, prefix: "https://")
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      runningTimeRecord: { id: '9', stop: null, duration: null, finished: false },
      lastTimeRecord: null,
      timeStatistics: {
        overall: { seconds: 90000, recordCount: 20, includesRunning: true },
        today: {
          seconds: 5400,
          recordCount: 1,
          targetSeconds: 21600,
          startsAt: '2026-11-23T23:00:00.000Z',
          includesRunning: true,
        },
        thisWeek: { seconds: 30000, targetSeconds: 43200 },
        thisMonth: { seconds: 90000, targetSeconds: 345600 },
        dailyTargetSeconds: 21600,
      },
      timeTrackingSettings: {
        workingDaysInWeek: 5,
        workingHoursPerDay: 8,
        shortTimeWorkHoursPerDay: 2,
        timeZone: 'Europe/Berlin',
      },
      timeDropdownData: {
        customers: [{ id: '1', name: 'Acme' }],
        brands: [{ id: '2', customer: { id: '1' } }],
        projects: [{ id: '5', brand: { id: '2' } }],
        types: [{ name: 'Development' }],
        tasks: [{ id: '3', title: 'Login page', customerId: '1', brandId: '2' }],
      },
      timeFieldSuggestions: ['https://tickets.example/7'],
    });
    expect(calls()).toContain('GET /api/tt/record/field-suggestions/ticket_url?prefix=https://');
  });

  it('answers the budgets of a page of records in one call, and the recent entries', async () => {
    const result = await asMember(`{
      timeRecords { items { id budgets { id name remainingSeconds endsOn remainingSecondsPerWeek } } }
      runningTimeRecord { id budgets { id } }
      timeRecentEntries(limit: 3) { text task { id } type { id } customer { id } brand { id } project { id } lastStart }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      timeRecords: {
        items: [
          {
            id: '8',
            budgets: [
              {
                id: '6',
                name: 'Q4',
                remainingSeconds: 138600,
                endsOn: '2026-12-31',
                remainingSecondsPerWeek: 23100,
              },
            ],
          },
        ],
      },
      runningTimeRecord: { id: '9', budgets: [] },
      timeRecentEntries: [
        {
          text: 'Form',
          task: { id: '3' },
          type: null,
          customer: { id: '1' },
          brand: { id: '2' },
          project: null,
          lastStart: T0,
        },
      ],
    });
    // a list's records ask for their budgets together (a DataLoader), never one call per row
    expect(calls()).toEqual([
      'GET /api/tt/record',
      'GET /api/tt/record/users-running-record',
      'GET /api/tt/record/recent?limit=3',
      'GET /api/tt/record/budgets?ids=8',
      'GET /api/tt/record/budgets?ids=9',
    ]);
  });

  it('answers the time-spent report and a brand’s totals', async () => {
    const result = await asMember(`{
      timeSpentReport(groupBy: CLIENT_BRAND, unit: MONTH, from: "2026-01-01", to: "2026-12-31") {
        totalSeconds rows { period group seconds } periods
      }
      timeBrandStats(id: 2) {
        brandId seconds recordCount taskCount thisMonthSeconds firstStart lastStop byType { type seconds }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      timeSpentReport: {
        totalSeconds: 7200,
        rows: [
          { period: '2026-11', group: 'Acme / Acme Web', seconds: 5400 },
          { period: '2026-11', group: null, seconds: 1800 },
        ],
        periods: ['2026-10', '2026-11', '2026-12'],
      },
      timeBrandStats: {
        brandId: '2',
        seconds: 7200,
        recordCount: 3,
        taskCount: 1,
        thisMonthSeconds: 5400,
        firstStart: T0,
        lastStop: T1,
        byType: [
          { type: 'Development', seconds: 5400 },
          { type: null, seconds: 1800 },
        ],
      },
    });
    expect(calls()).toEqual([
      'GET /api/tt/record/time-spent?group_by=client_brand&unit=month&from=2026-01-01&to=2026-12-31',
      'GET /api/tt/brand/2/stats',
    ]);
  });

  it('refuses a day that is not YYYY-MM-DD and a sort the enum lacks before asking the backend', async () => {
    const badDay = await asMember(
      'query($from: Date!) { timeSpentReport(groupBy: TYPE, unit: DAY, from: $from, to: "2026-12-31") { totalSeconds } }',
      { from: '2026-02-30' },
    );
    expect(codesOf(badDay)).toEqual(['BAD_USER_INPUT']);
    expect(badDay.errors![0]!.message).toContain('Date cannot represent "2026-02-30"');
    // the records sort by START, STOP, DURATION and CREATED_AT (the contract's fields), not by their text
    const badOrder = await asMember('{ timeRecords(orderBy: TEXT) { pageInfo { total } } }');
    expect(codesOf(badOrder)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(badOrder.errors![0]!.message).toContain('"TEXT" does not exist in "TimeRecordOrderField"');
    const asVariable = await asMember(
      'query($o: TimeRecordOrderField) { timeRecords(orderBy: $o) { pageInfo { total } } }',
      { o: 'text' },
    );
    expect(codesOf(asVariable)).toEqual(['BAD_USER_INPUT']);
    expect(seen).toEqual([]);
  });
});

describe('time tracking: roles', () => {
  it('keeps every field to ADMIN and TIME_TRACKING: the backend is not asked', async () => {
    const fields = [
      '{ timeRecords { pageInfo { total } } }',
      '{ timeRecord(id: 8) { id } }',
      '{ timeTasks { pageInfo { total } } }',
      '{ timeTask(id: 3) { id } }',
      '{ timeCustomers { pageInfo { total } } }',
      '{ timeCustomer(id: 1) { id } }',
      '{ timeBrands { pageInfo { total } } }',
      '{ timeProjects { pageInfo { total } } }',
      '{ timeBudgets { pageInfo { total } } }',
      '{ timeTypes { pageInfo { total } } }',
      '{ runningTimeRecord { id } }',
      '{ lastTimeRecord { id } }',
      '{ timeStatistics { dailyTargetSeconds } }',
      '{ timeSpentReport(groupBy: TYPE, unit: DAY, from: "2026-01-01", to: "2026-01-31") { totalSeconds } }',
      '{ timeFieldSuggestions(field: TEXT) }',
      '{ timeDropdownData { types { id } } }',
      '{ timeTrackingSettings { timeZone } }',
      '{ timeBrandStats(id: 2) { seconds } }',
      'mutation { createTimeRecord(input: { start: "2026-11-24T08:00:00Z" }) { id } }',
      'mutation { updateTimeRecord(id: 8, input: { text: "x" }) { id } }',
      'mutation { deleteTimeRecord(id: 8) }',
      'mutation { startTimeRecord { id } }',
      'mutation { stopTimeRecord(id: 9) { id } }',
      'mutation { createTimeTask(input: { title: "x" }) { id } }',
      'mutation { updateTimeTask(id: 3, input: { title: "x" }) { id } }',
      'mutation { deleteTimeTask(id: 3) }',
      'mutation { createTimeCustomer(input: { name: "x" }) { id } }',
      'mutation { updateTimeCustomer(id: 1, input: { name: "x" }) { id } }',
      'mutation { deleteTimeCustomer(id: 1) }',
      'mutation { createTimeBrand(input: { name: "x", customerId: 1 }) { id } }',
      'mutation { updateTimeBrand(id: 2, input: { name: "x", customerId: 1 }) { id } }',
      'mutation { deleteTimeBrand(id: 2) }',
      'mutation { createTimeProject(input: { name: "x", brandId: 2 }) { id } }',
      'mutation { updateTimeProject(id: 5, input: { name: "x", brandId: 2 }) { id } }',
      'mutation { deleteTimeProject(id: 5) }',
      'mutation { createTimeBudget(input: { name: "x", brandId: 2 }) { id } }',
      'mutation { updateTimeBudget(id: 6, input: { name: "x", brandId: 2 }) { id } }',
      'mutation { deleteTimeBudget(id: 6) }',
      'mutation { createTimeType(input: { name: "x" }) { id } }',
      'mutation { updateTimeType(id: 4, input: { name: "x" }) { id } }',
      'mutation { deleteTimeType(id: 4) }',
      'mutation { addTimeComment(resource: TASK, id: 3, text: "x") { id } }',
      'mutation { saveTimeTrackingSettings(input: { workingDaysInWeek: 4 }) { timeZone } }',
      'mutation { exportTimeStatistics(type: TODAY, format: CSV) { id } }',
      'mutation { exportTimeSpentReport(groupBy: TYPE, unit: DAY, from: "2026-01-01", to: "2026-01-31", format: XLSX) { id } }',
    ];
    for (const query of fields) {
      expect(codesOf(await gql(gateway.url, query, { token: 'user' })), query).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(gateway.url, query)), query).toEqual(['UNAUTHENTICATED']);
    }
    expect(seen).toEqual([]);
    // Admins pass the gateway; the backend keeps them to their own rows.
    const admin = await gql(gateway.url, '{ timeRecord(id: 8) { id } }', { token: 'admin' });
    expect(admin).toMatchObject({ data: { timeRecord: null } });
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer admin']);
  });
});

describe('time tracking: mutations', () => {
  it('creates, updates and deletes records, sending only the given fields', async () => {
    const result = await asMember(`mutation {
      create: createTimeRecord(input: { start: "${T0}", duration: "1d2h24m", taskId: 3, typeId: 4, projectId: 5, text: "Quick" }) {
        id duration
      }
      update: updateTimeRecord(id: 8, input: { text: null, stop: "${T1}" }) { id text }
      remove: deleteTimeRecord(id: 8)
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      create: { id: '12', duration: 5400 },
      update: { id: '8', text: null },
      remove: true,
    });
    expect(bodies()).toEqual([
      [
        'POST /api/tt/record',
        { start: T0, duration: '1d2h24m', task_id: '3', type_id: '4', project_id: '5', text: 'Quick' },
      ],
      ['PUT /api/tt/record/8', { text: null, stop: T1 }],
      ['DELETE /api/tt/record/8', undefined],
    ]);
    expect(seen.every((s) => s.authorization === 'Bearer tt')).toBe(true);
  });

  it('starts and stops the clock', async () => {
    const result = await asMember(`mutation {
      plain: startTimeRecord { id stop finished }
      given: startTimeRecord(input: { start: "2026-11-24T09:45:00.000Z", taskId: 3, brandId: 2, ticketUrl: "t" }) { id }
      now: stopTimeRecord(id: 9) { id stop duration finished }
      at: stopTimeRecord(id: 9, stop: "2026-11-24T10:00:00.000Z") { stop }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      plain: { id: '9', stop: null, finished: false },
      given: { id: '9' },
      now: { id: '9', stop: T1, duration: 5400, finished: true },
      at: { stop: '2026-11-24T10:00:00.000Z' },
    });
    expect(bodies()).toEqual([
      ['POST /api/tt/record/start', {}],
      [
        'POST /api/tt/record/start',
        { start: '2026-11-24T09:45:00.000Z', task_id: '3', brand_id: '2', ticket_url: 't' },
      ],
      ['PUT /api/tt/record/stop-users-running-record/9', {}],
      ['PUT /api/tt/record/stop-users-running-record/9', { stop: '2026-11-24T10:00:00.000Z' }],
    ]);
  });

  it('pauses, resumes and continues the clock', async () => {
    const result = await asMember(`mutation {
      pause: pauseTimeRecord { paused breaks { start stop } breakSeconds }
      pauseAt: pauseTimeRecord(at: "2026-11-24T09:40:00.000Z") { breaks { start } }
      resume: resumeTimeRecord(at: "2026-11-24T09:40:00.000Z") { paused breakSeconds }
      continued: continueTimeRecord(id: 8) { id finished tags billable }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      pause: { paused: true, breaks: [{ start: T1, stop: null }], breakSeconds: 0 },
      pauseAt: { breaks: [{ start: '2026-11-24T09:40:00.000Z' }] },
      resume: { paused: false, breakSeconds: 600 },
      continued: { id: '9', finished: false, tags: ['sso'], billable: true },
    });
    expect(bodies()).toEqual([
      ['PUT /api/tt/record/pause-users-running-record', {}],
      ['PUT /api/tt/record/pause-users-running-record', { at: '2026-11-24T09:40:00.000Z' }],
      ['PUT /api/tt/record/resume-users-running-record', { at: '2026-11-24T09:40:00.000Z' }],
      ['POST /api/tt/record/8/continue', undefined],
    ]);
  });

  it('creates, updates and deletes tasks, customers, brands, projects, budgets and types', async () => {
    const result = await asMember(`mutation {
      task: createTimeTask(input: { title: "Docs", estimatedTime: "2h24m", deadline: "2026-12-24", customerId: 1 }) {
        id title
      }
      finished: updateTimeTask(id: 3, input: { finished: true, ticketUrl: null }) { finishedAt }
      noTask: deleteTimeTask(id: 3)
      customer: createTimeCustomer(input: { name: "Initech" }) { id name }
      renamed: updateTimeCustomer(id: 1, input: { name: "ACME" }) { name }
      noCustomer: deleteTimeCustomer(id: 1)
      brand: createTimeBrand(input: { name: "Shop", customerId: 1 }) { id name customer { id } }
      brand2: updateTimeBrand(id: 2, input: { name: "Web", customerId: 1 }) { name }
      noBrand: deleteTimeBrand(id: 2)
      project: createTimeProject(input: { name: "App", brandId: 2 }) { id name }
      project2: updateTimeProject(id: 5, input: { name: "Site", brandId: 2 }) { name }
      noProject: deleteTimeProject(id: 5)
    }`);
    const more = await asMember(`mutation {
      budget: createTimeBudget(input: { name: "Y", projectId: 5, time: "40h", moneyCents: 100, hourlyRateCents: 10 }) {
        id name
      }
      budget2: updateTimeBudget(id: 6, input: { name: "Z", customerId: 1 }) { name }
      noBudget: deleteTimeBudget(id: 6)
      type: createTimeType(input: { name: "Meeting" }) { id name }
      type2: updateTimeType(id: 4, input: { name: "Dev" }) { name }
      noType: deleteTimeType(id: 4)
    }`);
    expect(result.errors).toBeUndefined();
    expect(more.errors).toBeUndefined();
    expect({ ...result.data, ...more.data }).toEqual({
      task: { id: '14', title: 'Docs' },
      finished: { finishedAt: T1 },
      noTask: true,
      customer: { id: '15', name: 'Initech' },
      renamed: { name: 'ACME' },
      noCustomer: true,
      brand: { id: '16', name: 'Shop', customer: { id: '1' } },
      brand2: { name: 'Web' },
      noBrand: true,
      project: { id: '17', name: 'App' },
      project2: { name: 'Site' },
      noProject: true,
      budget: { id: '18', name: 'Y' },
      budget2: { name: 'Z' },
      noBudget: true,
      type: { id: '19', name: 'Meeting' },
      type2: { name: 'Dev' },
      noType: true,
    });
    const noTarget = { customer_id: null, brand_id: null, project_id: null, ends_on: null };
    expect(bodies()).toEqual([
      [
        'POST /api/tt/task',
        { title: 'Docs', estimated_time: '2h24m', deadline: '2026-12-24', customer_id: '1' },
      ],
      ['PUT /api/tt/task/3', { finished: true, ticket_url: null }],
      ['DELETE /api/tt/task/3', undefined],
      ['POST /api/tt/customer', { name: 'Initech' }],
      ['PUT /api/tt/customer/1', { name: 'ACME' }],
      ['DELETE /api/tt/customer/1', undefined],
      ['POST /api/tt/brand', { name: 'Shop', customer_id: '1' }],
      ['PUT /api/tt/brand/2', { name: 'Web', customer_id: '1' }],
      ['DELETE /api/tt/brand/2', undefined],
      ['POST /api/tt/project', { name: 'App', brand_id: '2' }],
      ['PUT /api/tt/project/5', { name: 'Site', brand_id: '2' }],
      ['DELETE /api/tt/project/5', undefined],
      [
        'POST /api/tt/budget',
        { name: 'Y', ...noTarget, project_id: '5', time: '40h', money_cents: 100, hourly_rate_cents: 10 },
      ],
      [
        'PUT /api/tt/budget/6',
        { name: 'Z', ...noTarget, customer_id: '1', time: null, money_cents: null, hourly_rate_cents: null },
      ],
      ['DELETE /api/tt/budget/6', undefined],
      ['POST /api/tt/type', { name: 'Meeting' }],
      ['PUT /api/tt/type/4', { name: 'Dev' }],
      ['DELETE /api/tt/type/4', undefined],
    ]);
  });

  it('comments on tasks and records; comments read after one in the same operation are asked for again', async () => {
    const result = await asMember(`mutation {
      before: updateTimeTask(id: 3, input: {}) { comments { id } }
      onTask: addTimeComment(resource: TASK, id: 3, text: "Done soon") { id text author { name } createdAt }
      after: updateTimeTask(id: 3, input: {}) { comments { id } }
      onRecord: addTimeComment(resource: RECORD, id: 8, text: "Call") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      onTask: { id: '13', text: 'Done soon', author: { name: 'Member 1' }, createdAt: T1 },
      onRecord: { id: '13' },
    });
    expect(bodies()).toEqual([
      ['PUT /api/tt/task/3', {}],
      ['GET /api/tt/task/3/comment', undefined],
      ['POST /api/tt/task/3/comment', { text: 'Done soon' }],
      ['PUT /api/tt/task/3', {}],
      ['GET /api/tt/task/3/comment', undefined],
      ['POST /api/tt/record/8/comment', { text: 'Call' }],
    ]);
  });

  it('saves only the given settings', async () => {
    const result = await asMember(
      'mutation { saveTimeTrackingSettings(input: { workingDaysInWeek: 4, timeZone: "Europe/Vienna" }) { workingDaysInWeek timeZone } }',
    );
    expect(result.data).toEqual({
      saveTimeTrackingSettings: { workingDaysInWeek: 4, timeZone: 'Europe/Vienna' },
    });
    expect(bodies()).toEqual([
      ['PUT /api/tt/settings', { working_days_in_week: 4, time_zone: 'Europe/Vienna' }],
    ]);
  });

  it('exports into the downloads inbox and answers the download with the gateway’s link', async () => {
    const result = await asMember(`mutation {
      stats: exportTimeStatistics(type: THIS_WEEK, format: CSV) { id filename sizeBytes downloadCount url }
      report: exportTimeSpentReport(groupBy: TYPE, unit: YEAR, from: "2019-01-01", to: "2026-12-31", format: XLSX) {
        id filename url
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      stats: {
        id: '40',
        filename: 'time-thisWeek.csv',
        sizeBytes: 120,
        downloadCount: 0,
        url: '/files/downloads/40',
      },
      report: { id: '41', filename: 'time-spent.xlsx', url: '/files/downloads/41' },
    });
    // POSTs: they write a file (a read-only token may not)
    expect(bodies()).toEqual([
      ['POST /api/tt/statistics/export', { type: 'thisWeek', format: 'csv' }],
      [
        'POST /api/tt/record/time-spent/export',
        { group_by: 'type', unit: 'year', from: '2019-01-01', to: '2026-12-31', format: 'xlsx' },
      ],
    ]);
  });
});

describe('time tracking: errors', () => {
  it('passes 422s on as field errors of the input, with their translations', async () => {
    const duration = await asMember(
      `mutation { createTimeRecord(input: { start: "${T0}", duration: "1x" }) { id } }`,
    );
    expect(duration.errors).toEqual([
      expect.objectContaining({
        message: 'Not a valid duration.',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { duration: ['Not a valid duration.'] },
          translations: {
            de: { message: 'Keine gültige Dauer.', fieldErrors: { duration: ['Keine gültige Dauer.'] } },
            en: { message: 'Not a valid duration.', fieldErrors: { duration: ['Not a valid duration.'] } },
          },
        },
      }),
    ]);
    const overlap = await asMember(
      'mutation { createTimeRecord(input: { start: "2026-11-24T09:00:00.000Z", stop: "2026-11-24T10:00:00.000Z" }) { id } }',
    );
    expect(overlap.errors![0]!.extensions!.fieldErrors).toEqual({ start: ['Overlaps another record.'] });
    const early = await asMember(
      'mutation { startTimeRecord(input: { start: "2026-11-24T07:00:00.000Z" }) { id } }',
    );
    expect(codesOf(early)).toEqual(['BAD_USER_INPUT']);
    expect(early.errors![0]!.message).toBe('start time must be after 24.11.2026 09:30:00');
    expect((early.errors![0]!.extensions!.translations as { de: { message: string } }).de.message).toBe(
      'Die Startzeit muss nach 24.11.2026 09:30:00 liegen.',
    );
  });

  it('answers NOT_FOUND for a mutation on a record that does not run or is not the member’s', async () => {
    expect(codesOf(await asMember('mutation { stopTimeRecord(id: 8) { id } }'))).toEqual(['NOT_FOUND']);
    const foreign = await gql(gateway.url, 'mutation { deleteTimeRecord(id: 8) }', { token: 'admin' });
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
  });
});

describe('runningTimeRecordChanged', () => {
  const SUBSCRIPTION = 'subscription { runningTimeRecordChanged { id stop finished task { title } } }';

  const subscribe = (token: string) => {
    const client = wsClient(gateway.url, { authorization: `Bearer ${token}`, language: 'en' });
    clients.push(client);
    return wsSubscribe(client, SUBSCRIPTION);
  };
  const listening = (memberId: number, count: number) =>
    waitFor(
      () =>
        (gateway.relay.stats().channels.find((c) => c.name === memberChannel(memberId))?.subscribers ?? 0) ===
        count,
      `${count} subscription(s) on member ${memberId}'s channel`,
    );

  it('relays every change of the member’s own running record to each of their devices, null once stopped', async () => {
    const phone = subscribe('tt');
    const laptop = subscribe('tt');
    const other = subscribe('admin');
    await listening(1, 2);
    await listening(3, 1);

    await backend.trigger(memberChannel(1), 'channel moved', { list_id: 5 });
    await backend.trigger(memberChannel(1), events.timeRunningRecordChanged.name, {
      record: record(9, null),
    });
    const started = {
      data: {
        runningTimeRecordChanged: { id: '9', stop: null, finished: false, task: { title: 'Login page' } },
      },
    };
    expect(await phone.next('the start')).toEqual(started);
    expect(await laptop.next('the start')).toEqual(started);

    await backend.trigger(memberChannel(1), events.timeRunningRecordChanged.name, { record: null });
    expect(await phone.next('the stop')).toEqual({ data: { runningTimeRecordChanged: null } });
    expect(await laptop.next('the stop')).toEqual({ data: { runningTimeRecordChanged: null } });
    expect(phone.buffered).toEqual([]);

    // Another member hears nothing of it: they listen on their own channel only.
    await backend.trigger(memberChannel(3), events.timeRunningRecordChanged.name, { record: null });
    expect(await other.next('their own change')).toEqual({ data: { runningTimeRecordChanged: null } });
    expect(other.buffered).toEqual([]);
    expect(backend.authCalls.filter((c) => c.status !== 200)).toEqual([]);
  });

  it('refuses members without the role and visitors', async () => {
    expect(codesOf(await subscribe('user').next('the refusal'))).toEqual(['FORBIDDEN']);
    const anonymous = wsClient(gateway.url, { language: 'en' });
    clients.push(anonymous);
    expect(codesOf(await wsSubscribe(anonymous, SUBSCRIPTION).next('the refusal'))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
