import { describe, expect, it } from 'vitest';
import type { RestTimeRecord } from '@portal/contract';
import {
  brandListQuery,
  budgetListQuery,
  budgetRequest,
  createRecordRequest,
  customerListQuery,
  projectListQuery,
  recordListQuery,
  runningRecordOf,
  settingsRequest,
  spentQuery,
  startRecordRequest,
  statisticsExportRequest,
  taskListQuery,
  typeListQuery,
  toTimeBrandStats,
  toTimeDropdownData,
  toTimeRecord,
  toTimeSpentReport,
  updateRecordRequest,
  updateTaskRequest,
} from './mapping.js';

const record: RestTimeRecord = {
  id: 9,
  start: '2026-11-24T08:00:00.000Z',
  stop: null,
  duration: null,
  break_seconds: 900,
  breaks: [
    { start: '2026-11-24T09:00:00.000Z', stop: '2026-11-24T09:10:00.000Z' },
    { start: '2026-11-24T10:00:00.000Z', stop: null },
  ],
  paused: true,
  tags: ['client', 'urgent'],
  billable: false,
  task: { id: 3, title: 'Login page' },
  text: null,
  ticket_url: 'https://tickets.example/7',
  type: { id: 4, name: 'Development' },
  client: { id: 1, name: 'Acme' },
  brand: { id: 2, name: 'Acme Web' },
  project: { id: 5, name: 'Relaunch' },
  finished: false,
  created_at: '2026-11-24T08:00:00.000Z',
  updated_at: '2026-11-24T08:00:00.000Z',
};

describe('time tracking mapping: requests', () => {
  it('sends the given filters under their REST names, leaving empty ones out', () => {
    expect(
      recordListQuery(
        {
          page: 2,
          perPage: 50,
          orderBy: 'CREATED_AT',
          direction: 'DESC',
          filter: { search: '', taskId: '3', customerId: null, from: '2026-11-01', to: '2026-11-30' },
        },
        'en',
      ),
    ).toEqual({
      page: 2,
      itemsPerPage: 50,
      order: { created_at: 'desc' },
      filter: { task_id: '3', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(recordListQuery({}, 'en')).toEqual({});
    expect(recordListQuery({ filter: { tag: 'urgent', billable: false } }, 'en')).toEqual({
      filter: { tag: 'urgent', billable: 0 },
    });
    expect(recordListQuery({ filter: { tag: '', billable: true } }, 'en')).toEqual({
      filter: { billable: 1 },
    });
    for (const list of [customerListQuery, budgetListQuery, typeListQuery]) {
      expect(list({ orderBy: 'NAME', filter: { search: 'ac' } }, 'de')).toEqual({
        order: { name: 'asc' },
        filter: { search: 'ac' },
      });
    }
    expect(brandListQuery({ orderBy: 'CREATED_AT', filter: { customerId: '1' } }, 'en')).toEqual({
      order: { created_at: 'asc' },
      filter: { customer_id: '1' },
    });
    expect(projectListQuery({ filter: { brandId: '2' } }, 'en')).toEqual({ filter: { brand_id: '2' } });
  });

  it("sorts records only by the contract's fields: the text is none of them (a type error, and refused)", () => {
    expect(recordListQuery({ orderBy: 'DURATION', direction: 'DESC' }, 'en')).toEqual({
      order: { duration: 'desc' },
    });
    // @ts-expect-error TEXT is no TimeRecordOrderField
    expect(() => recordListQuery({ orderBy: 'TEXT' }, 'en')).toThrow('Cannot sort by "TEXT"');
  });

  it('filters tasks by finished as 1 or 0, and not at all when left out', () => {
    expect(taskListQuery({ filter: { finished: true } }, 'en')).toEqual({ filter: { finished: 1 } });
    expect(taskListQuery({ filter: { finished: false, brandId: '2' } }, 'en')).toEqual({
      filter: { brand_id: '2', finished: 0 },
    });
    expect(taskListQuery({ filter: { finished: null } }, 'en')).toEqual({});
  });

  it('sends only the given record fields; null clears, a typed duration travels as typed', () => {
    expect(
      createRecordRequest({
        start: '2026-11-24T08:00:00.000Z',
        duration: '1d2h24m',
        taskId: '3',
        ticketUrl: 'u',
      }),
    ).toEqual({ start: '2026-11-24T08:00:00.000Z', duration: '1d2h24m', task_id: '3', ticket_url: 'u' });
    expect(updateRecordRequest({ text: null, brandId: '2', stop: '2026-11-24T09:00:00.000Z' })).toEqual({
      text: null,
      brand_id: '2',
      stop: '2026-11-24T09:00:00.000Z',
    });
    const pause = { start: '2026-11-24T08:30:00.000Z', stop: '2026-11-24T08:45:00.000Z' };
    expect(updateRecordRequest({ tags: ['a'], billable: false, breaks: [pause] })).toEqual({
      tags: ['a'],
      billable: false,
      breaks: [pause],
    });
    expect(startRecordRequest(undefined)).toEqual({});
    expect(startRecordRequest({ start: null, typeId: '4', projectId: '5' })).toEqual({
      type_id: '4',
      project_id: '5',
    });
    expect(updateTaskRequest({ estimatedTime: '2h24m', finished: true, deadline: null })).toEqual({
      estimated_time: '2h24m',
      finished: true,
      deadline: null,
    });
  });

  it('replaces a budget as a whole and saves only the given settings', () => {
    expect(budgetRequest({ name: 'Q4', brandId: '2', time: '40h' })).toEqual({
      name: 'Q4',
      customer_id: null,
      brand_id: '2',
      project_id: null,
      time: '40h',
      money_cents: null,
      hourly_rate_cents: null,
      ends_on: null,
    });
    expect(budgetRequest({ name: 'Q4', projectId: '5', endsOn: '2026-12-31' })).toMatchObject({
      project_id: '5',
      ends_on: '2026-12-31',
    });
    expect(
      settingsRequest({ workingDaysInWeek: 4, shortTimeWorkHoursPerDay: null, timeZone: 'Europe/Berlin' }),
    ).toEqual({ working_days_in_week: 4, time_zone: 'Europe/Berlin' });
    // null is no holiday region; the minutes travel only with a rounding
    expect(
      settingsRequest({ holidayRegion: null, remindAfterHours: 8, rounding: { mode: 'NONE', minutes: 0 } }),
    ).toEqual({ holiday_region: null, remind_after_hours: 8, rounding_mode: 'none' });
    expect(settingsRequest({ holidayRegion: 'DE-BY', rounding: { mode: 'NEAREST', minutes: 15 } })).toEqual({
      holiday_region: 'DE-BY',
      rounding_mode: 'nearest',
      rounding_minutes: 15,
    });
  });

  it('names the report and export choices as the backend does', () => {
    expect(
      spentQuery({ groupBy: 'CLIENT_BRAND', unit: 'MONTH', from: '2026-01-01', to: '2026-12-31' }),
    ).toEqual({
      group_by: 'client_brand',
      unit: 'month',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(spentQuery({ groupBy: 'TYPE', unit: 'DAY', from: 'a', to: 'b' })).toMatchObject({
      group_by: 'type',
      unit: 'day',
    });
    expect(spentQuery({ groupBy: 'TAG', unit: 'YEAR', from: 'a', to: 'b' })).toMatchObject({
      group_by: 'tag',
      unit: 'year',
    });
    expect(statisticsExportRequest('THIS_WEEK', 'XLSX')).toEqual({ type: 'thisWeek', format: 'xlsx' });
    expect(statisticsExportRequest('TODAY', 'CSV')).toEqual({ type: 'today', format: 'csv' });
  });
});

describe('time tracking mapping: answers', () => {
  it('maps a running record, its brand and project with their parents', () => {
    expect(toTimeRecord(record)).toEqual({
      id: '9',
      start: '2026-11-24T08:00:00.000Z',
      stop: null,
      duration: null,
      breakSeconds: 900,
      breaks: [
        { start: '2026-11-24T09:00:00.000Z', stop: '2026-11-24T09:10:00.000Z' },
        { start: '2026-11-24T10:00:00.000Z', stop: null },
      ],
      paused: true,
      tags: ['client', 'urgent'],
      billable: false,
      task: { id: '3', title: 'Login page' },
      text: null,
      ticketUrl: 'https://tickets.example/7',
      type: { id: '4', name: 'Development' },
      customer: { id: '1', name: 'Acme' },
      brand: { id: '2', name: 'Acme Web', customer: { id: '1', name: 'Acme' } },
      project: {
        id: '5',
        name: 'Relaunch',
        brand: { id: '2', name: 'Acme Web', customer: { id: '1', name: 'Acme' } },
      },
      finished: false,
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T08:00:00.000Z',
    });
    expect(
      toTimeRecord({ ...record, task: null, type: null, client: null, brand: null, project: null }),
    ).toMatchObject({ task: null, type: null, customer: null, brand: null, project: null });
    expect(() => toTimeRecord({ ...record, client: null })).toThrow('brand 2 without its customer');
    expect(() => toTimeRecord({ ...record, brand: null })).toThrow('project 5 without its brand');
  });

  it('answers the running record an event carries, or null once stopped', () => {
    const event = (data: { record: RestTimeRecord | null }) =>
      ({ channel: 'c', event: 'running record changed', data }) as const;
    expect(runningRecordOf(event({ record }))).toMatchObject({ id: '9', stop: null });
    expect(runningRecordOf(event({ record: null }))).toBeNull();
  });

  it('turns the backend’s empty group into null, and sums sent as strings into numbers', () => {
    expect(
      toTimeSpentReport({
        total_seconds: '5400' as unknown as number,
        billable_seconds: '3600' as unknown as number,
        rows: [
          { period: '2026-11', group: 'Acme / Web', seconds: 3600, billable_seconds: 3600 },
          { period: '2026-11', group: '', seconds: 1800, billable_seconds: 0 },
        ],
        periods: ['2026-11'],
      }),
    ).toEqual({
      totalSeconds: 5400,
      billableSeconds: 3600,
      rows: [
        { period: '2026-11', group: 'Acme / Web', seconds: 3600, billableSeconds: 3600 },
        { period: '2026-11', group: null, seconds: 1800, billableSeconds: 0 },
      ],
      periods: ['2026-11'],
    });
    expect(
      toTimeBrandStats({
        brand_id: 2,
        seconds: 60,
        record_count: 1,
        task_count: 0,
        this_month_seconds: 60,
        first_start: null,
        last_stop: null,
        by_type: [{ type: '', seconds: 60 }],
      }).byType,
    ).toEqual([{ type: null, seconds: 60 }]);
  });

  it('gives the choices’ brands their customer and projects their brand from the same answer', () => {
    const data = toTimeDropdownData({
      customers: [{ id: 1, name: 'Acme' }],
      brands: [{ id: 2, name: 'Web', customer_id: 1 }],
      projects: [{ id: 5, name: 'Relaunch', brand_id: 2 }],
      types: [{ id: 4, name: 'Meeting' }],
      tasks: [{ id: 3, title: 'Login', customer_id: 1, brand_id: null }],
    });
    expect(data).toEqual({
      customers: [{ id: '1', name: 'Acme' }],
      brands: [{ id: '2', name: 'Web', customer: { id: '1', name: 'Acme' } }],
      projects: [
        { id: '5', name: 'Relaunch', brand: { id: '2', name: 'Web', customer: { id: '1', name: 'Acme' } } },
      ],
      types: [{ id: '4', name: 'Meeting' }],
      tasks: [{ id: '3', title: 'Login', customerId: '1', brandId: null }],
    });
  });
});
