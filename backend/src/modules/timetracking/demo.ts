import {
  instantAt,
  RestTimeBrandRequest,
  RestTimeBudgetRequest,
  RestTimeNameRequest,
  RestTimeProjectRequest,
  RestTimeRecordRequest,
  RestTimeRecordUpdateRequest,
  RestTimeTaskRequest,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from './catalog.service.js';
import { demoMember } from './demo.dal.js';
import type { RecordsService } from './records.service.js';
import type { SettingsDal } from './settings.dal.js';
import { addDays, localDay, weekday } from './time.js';

const DEMO_MEMBER = 'timetracking@example.com';
/** The working days before today that get records. */
const DAYS_BACK = 14;

/** One record of a demo day: local start and stop (`HH:mm`), its task and type, and its details. */
interface Slot {
  from: string;
  to: string;
  task: 'sso' | 'meter' | 'cart' | 'jourFixe';
  type: 'dev' | 'meeting' | 'review' | 'support';
  text: string;
  tags?: string[];
  billable?: boolean;
  /** A lunch break inside the record (local `HH:mm`). */
  pause?: [string, string];
}

/** A week's days of work, Monday first: a lunch break here and there, a meeting that is not billed, one long day. */
const WEEK: Slot[][] = [
  [
    {
      from: '08:30',
      to: '10:00',
      task: 'sso',
      type: 'dev',
      text: 'Token-Austausch mit dem IdP',
      tags: ['backend'],
    },
    { from: '10:00', to: '10:30', task: 'jourFixe', type: 'meeting', text: 'Jour fixe', billable: false },
    {
      from: '10:45',
      to: '14:30',
      task: 'sso',
      type: 'dev',
      text: 'Login-Maske',
      tags: ['frontend'],
      pause: ['12:15', '12:45'],
    },
    { from: '14:45', to: '16:30', task: 'cart', type: 'review', text: 'Review Warenkorb', tags: ['review'] },
  ],
  [
    {
      from: '08:00',
      to: '12:00',
      task: 'meter',
      type: 'dev',
      text: 'Formular Zählerstand',
      tags: ['frontend'],
    },
    {
      from: '12:30',
      to: '16:00',
      task: 'meter',
      type: 'dev',
      text: 'Validierung der Zählernummer',
      tags: ['backend'],
    },
  ],
  [
    {
      from: '09:00',
      to: '10:00',
      task: 'cart',
      type: 'support',
      text: 'Rückfrage Zahlungsarten',
      tags: ['support'],
    },
    { from: '10:00', to: '10:30', task: 'jourFixe', type: 'meeting', text: 'Jour fixe', billable: false },
    {
      from: '10:30',
      to: '15:30',
      task: 'cart',
      type: 'dev',
      text: 'Warenkorb überarbeiten',
      tags: ['frontend'],
      pause: ['12:30', '13:00'],
    },
  ],
  [
    // seven hours without a break: the working-time act's warning
    {
      from: '07:30',
      to: '14:30',
      task: 'sso',
      type: 'dev',
      text: 'SSO-Abnahme vorbereiten',
      tags: ['backend', 'release'],
    },
  ],
  [
    {
      from: '08:30',
      to: '11:30',
      task: 'meter',
      type: 'review',
      text: 'Code-Review Zählerstand',
      tags: ['review'],
    },
    { from: '12:00', to: '14:00', task: 'cart', type: 'dev', text: 'Gutscheincodes', tags: ['frontend'] },
  ],
];

/**
 * Demo mode: the demo member timetracking@example.com gets customers, brands, a project, types, tasks, a budget
 * near its warning and two weeks of records (with breaks, tags and an unbilled meeting) up to yesterday, so that every
 * time-tracking screen shows real-looking data on the first start — when they have no customer yet. Everything is
 * made through the services, as the member would. Answers whether it seeded.
 */
export async function seedDemoTime(deps: {
  db: Db;
  catalog: CatalogService;
  records: RecordsService;
  settings: SettingsDal;
  clock: Clock;
}): Promise<boolean> {
  const { db, catalog, records, settings, clock } = deps;
  const member = await demoMember(db, DEMO_MEMBER);
  if (!member || member.has_customers) return false;
  const userId = member.id;
  await records.saveSettings(userId, { holiday_region: 'DE-BY' });
  const { time_zone } = await settings.get(userId);

  const named = (kind: 'customer' | 'type', name: string) =>
    catalog.create(kind, userId, RestTimeNameRequest.parse({ name }));
  const utilities = await named('customer', 'Stadtwerke Nordhafen');
  const bakery = await named('customer', 'Bäckerei Krume');
  const portal = await catalog.create(
    'brand',
    userId,
    RestTimeBrandRequest.parse({ name: 'Kundenportal', customer_id: utilities.id }),
  );
  const shop = await catalog.create(
    'brand',
    userId,
    RestTimeBrandRequest.parse({ name: 'Onlineshop', customer_id: bakery.id }),
  );
  const relaunch = await catalog.create(
    'project',
    userId,
    RestTimeProjectRequest.parse({ name: 'Relaunch 2027', brand_id: portal.id }),
  );
  const types = {
    dev: await named('type', 'Entwicklung'),
    meeting: await named('type', 'Besprechung'),
    review: await named('type', 'Review'),
    support: await named('type', 'Support'),
  };
  const task = (title: string, fields: Record<string, unknown>) =>
    catalog.create('task', userId, RestTimeTaskRequest.parse({ title, ...fields }));
  const tasks = {
    sso: await task('Login mit SSO', { project_id: relaunch.id, estimated_time: '3d' }),
    meter: await task('Zählerstand online melden', { brand_id: portal.id, estimated_time: '2d' }),
    cart: await task('Warenkorb überarbeiten', { brand_id: shop.id, estimated_time: '20h' }),
    jourFixe: await task('Jour fixe', { customer_id: utilities.id }),
  };

  const today = localDay(clock.now(), time_zone);
  for (let back = DAYS_BACK; back >= 1; back--) {
    const day = addDays(today, -back);
    const slots = WEEK[weekday(day)];
    if (!slots) continue;
    const at = (local: string) => instantAt(`${day}T${local}:00`, time_zone)!.toISOString();
    for (const slot of slots) {
      const record = await records.create(
        userId,
        RestTimeRecordRequest.parse({
          start: at(slot.from),
          stop: at(slot.to),
          task_id: tasks[slot.task].id,
          type_id: types[slot.type].id,
          text: slot.text,
          tags: slot.tags ?? [],
          billable: slot.billable ?? true,
        }),
      );
      if (slot.pause) {
        const [from, to] = slot.pause;
        await records.update(
          userId,
          record.id,
          RestTimeRecordUpdateRequest.parse({ breaks: [{ start: at(from), stop: at(to) }] }),
        );
      }
    }
  }

  // the relaunch's budget about three quarters used: the clock shows what is left, no warning yet
  // (the SSO task is the project's only one)
  const used = Number((await catalog.get('task', userId, tasks.sso.id)).records_duration_sum);
  await catalog.create(
    'budget',
    userId,
    RestTimeBudgetRequest.parse({
      name: 'Relaunch Q4',
      project_id: relaunch.id,
      time: Math.ceil(used / 0.75 / 3600) * 3600,
      hourly_rate_cents: 9500,
      ends_on: addDays(today, 31),
    }),
  );
  return true;
}
