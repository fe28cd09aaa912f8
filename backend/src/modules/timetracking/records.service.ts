import type {
  RestTimeRecordRequest,
  RestTimeRecordUpdateRequest,
  RestTimeStartRequest,
  RestTimeStopRequest,
  RestTimeTrackingSettingsRequest,
} from '@portal/contract';
import { events } from '@portal/contract';
import type { z } from 'zod';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import type { Clock } from '../../lib/clock.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import { isUniqueViolation } from './owned.dal.js';
import type { Span, SuggestedField } from './records.dal.js';
import { createRecordsDal } from './records.dal.js';
import type { SettingsDal, SettingsRow } from './settings.dal.js';
import type { RecordColumns, RecordRow } from './tables.dal.js';
import { targetsOfTask } from './targets.dal.js';
import { namesTargets, resolveTargets } from './targets.js';
import { formatLocal, toSecond } from './time.js';

type RecordBody = z.output<typeof RestTimeRecordRequest>;
type RecordUpdate = z.output<typeof RestTimeRecordUpdateRequest>;
type StartBody = z.output<typeof RestTimeStartRequest>;
type StopBody = z.output<typeof RestTimeStopRequest>;
type SettingsBody = z.output<typeof RestTimeTrackingSettingsRequest>;
type Fields = Omit<StartBody, 'start'>;

const RUNNING_INDEX = 'tt_records_running_index';
const alreadyRunning = () => new HttpError(409, { key: 'timetracking.already_running' });
const idOf = (v: number | string | null | undefined) => (v === null || v === undefined ? v : Number(v));
/** Empty text is no text. */
const textOf = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v : null);

/**
 * A member's records and the running clock. Every change takes the member's lock first (SettingsDal.lock), then
 * checks the rules: at most one running record (also the database's partial unique index), a start never before
 * the last stop, no overlap between records. Changes of the running record are announced on the member's channel.
 */
export function createRecordsService(deps: {
  db: Db;
  settings: SettingsDal;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  clock: Clock;
}) {
  const { db, settings, broadcaster, clock } = deps;
  const records = createRecordsDal(db);

  const view = async (userId: number, id: number, q: Queryable = db) => (await records.find(userId, id, q))!;

  async function running(userId: number, q: Queryable = db): Promise<RecordRow | null> {
    const span = await records.running(userId, q);
    return span ? view(userId, span.id, q) : null;
  }

  /** After the commit: every device of the member learns the running record as it is now. */
  const announce = (tx: Tx, userId: number) =>
    tx.afterCommit(async () =>
      broadcaster.broadcast(events.timeRunningRecordChanged, { record: await running(userId) }, userId),
    );

  /** The clock starts after the member's last stop (spec 02 §5): 422 'start time must be after {lastStopTime}'. */
  async function checkStartAfterLastStop(tx: Queryable, userId: number, start: Date, timeZone: string) {
    const last = await records.last(userId, tx);
    if (last?.stop && start < last.stop) {
      throw fieldError('start', 'timetracking.start_after_last_stop', {
        lastStopTime: formatLocal(last.stop, timeZone),
      });
    }
  }

  /**
   * No overlap with another record of the member (the running one lasts until now and beyond). The members'
   * records never overlap, so only the last one starting before `stop` can.
   */
  async function checkOverlap(tx: Queryable, userId: number, span: Span & { stop: Date }, timeZone: string) {
    const other = await records.lastBefore(userId, span.stop, span.id, tx);
    if (!other || (other.start < span.start && other.stop !== null && other.stop <= span.start)) return;
    throw other.stop === null
      ? fieldError('start', 'timetracking.overlap_running', { start: formatLocal(other.start, timeZone) })
      : fieldError('start', 'timetracking.overlap', {
          start: formatLocal(other.start, timeZone),
          stop: formatLocal(other.stop, timeZone),
        });
  }

  /** The columns of the fields sent; a task brings its customer, brand and project unless they are sent. */
  async function columnsOf(tx: Queryable, userId: number, body: Fields): Promise<Partial<RecordColumns>> {
    const values = {
      task_id: idOf(body.task_id),
      type_id: idOf(body.type_id),
      text: textOf(body.text),
      ticket_url: textOf(body.ticket_url),
    };
    if (namesTargets(body)) return { ...values, ...(await resolveTargets(tx, userId, body)) };
    if (values.task_id) {
      const targets = await targetsOfTask(tx, userId, values.task_id);
      if (!targets) throw fieldError('task_id', 'validation.exists');
      return { ...values, ...targets };
    }
    return values;
  }

  /** The stop a body asks for: `stop`, else `start` + `duration`; undefined when it names neither. */
  function stopOf(body: RecordUpdate, start: Date): Date | undefined {
    if (body.stop) return toSecond(new Date(body.stop));
    if (typeof body.duration === 'number') return new Date(start.getTime() + body.duration * 1000);
    return undefined;
  }

  /** A record entered afterwards lasts at least a second. */
  function checkLasts(body: RecordUpdate, start: Date, stop: Date) {
    if (stop > start) return;
    throw body.stop
      ? fieldError('stop', 'timetracking.stop_after_start')
      : fieldError('duration', 'timetracking.duration_min');
  }

  async function insert(tx: Tx, userId: number, values: Partial<RecordColumns>) {
    try {
      return await records.insert(userId, values, clock.now(), tx);
    } catch (err) {
      // the database's own guard against a second running record
      if (isUniqueViolation(err, RUNNING_INDEX)) throw alreadyRunning();
      throw err;
    }
  }

  async function start(userId: number, body: StartBody): Promise<RecordRow> {
    return db.transaction(async (tx) => {
      const { time_zone } = await settings.lock(tx, userId);
      if (await records.running(userId, tx)) throw alreadyRunning();
      const begin = toSecond(body.start ? new Date(body.start) : clock.now());
      await checkStartAfterLastStop(tx, userId, begin, time_zone);
      const id = await insert(tx, userId, { start: begin, ...(await columnsOf(tx, userId, body)) });
      announce(tx, userId);
      return view(userId, id, tx);
    });
  }

  return {
    running: (userId: number) => running(userId),

    async last(userId: number): Promise<RecordRow | null> {
      const span = await records.last(userId);
      return span ? view(userId, span.id) : null;
    },

    /** A page of the member's records (without an order the contract's default, the latest start first). */
    async page(userId: number, query: ListQuery) {
      return records.page(userId, query);
    },

    async get(userId: number, id: number): Promise<RecordRow> {
      const found = await records.find(userId, id);
      if (!found) throw notFound();
      return found;
    },

    start,

    /** Stops the running record now (never before its start) or at `stop`. */
    async stop(userId: number, id: number, body: StopBody): Promise<RecordRow> {
      return db.transaction(async (tx) => {
        await settings.lock(tx, userId);
        const run = await records.running(userId, tx);
        if (!run || run.id !== id) throw notFound('timetracking.not_running');
        const now = toSecond(clock.now());
        const end = body.stop ? toSecond(new Date(body.stop)) : now > run.start ? now : run.start;
        if (end < run.start) throw fieldError('stop', 'timetracking.stop_after_start');
        await records.update(userId, id, { stop: end }, clock.now(), tx);
        announce(tx, userId);
        return view(userId, id, tx);
      });
    },

    /** A record entered afterwards (start with stop or duration), or, with neither, the clock started at `start`. */
    async create(userId: number, body: RecordBody): Promise<RecordRow> {
      const begin = toSecond(new Date(body.start));
      const end = stopOf(body, begin);
      if (!end) return start(userId, body);
      checkLasts(body, begin, end);
      return db.transaction(async (tx) => {
        const { time_zone } = await settings.lock(tx, userId);
        await checkOverlap(tx, userId, { id: 0, start: begin, stop: end }, time_zone);
        const values = await columnsOf(tx, userId, body);
        return view(userId, await insert(tx, userId, { start: begin, stop: end, ...values }), tx);
      });
    },

    /** Changes the fields sent; a new start, stop or duration is checked like a new record and the duration follows. */
    async update(userId: number, id: number, body: RecordUpdate): Promise<RecordRow> {
      return db.transaction(async (tx) => {
        const { time_zone } = await settings.lock(tx, userId);
        const old = await records.span(userId, id, tx);
        if (!old) throw notFound();
        const begin = body.start ? toSecond(new Date(body.start)) : old.start;
        const end = stopOf(body, begin) ?? old.stop;
        if (end === null) {
          if (body.start) await checkStartAfterLastStop(tx, userId, begin, time_zone);
        } else {
          checkLasts(body, begin, end);
          await checkOverlap(tx, userId, { id, start: begin, stop: end }, time_zone);
        }
        const fields = await columnsOf(tx, userId, body);
        await records.update(userId, id, { ...fields, start: begin, stop: end }, clock.now(), tx);
        if (old.stop === null) announce(tx, userId);
        return view(userId, id, tx);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await records.remove(userId, id, tx);
        if (!removed) throw notFound();
        if (removed.running) announce(tx, userId);
      });
    },

    /**
     * Saves the settings sent (minutes are 1 without rounding); a new rounding recomputes the worked time of every
     * record of the member, under their lock.
     */
    async saveSettings(userId: number, body: SettingsBody): Promise<SettingsRow> {
      return db.transaction(async (tx) => {
        const old = await settings.lock(tx, userId);
        const mode = body.rounding_mode ?? old.rounding_mode;
        const minutes = mode === 'none' ? 1 : body.rounding_minutes;
        const saved = await settings.save(userId, { ...body, rounding_minutes: minutes }, clock.now(), tx);
        if (saved.rounding_mode !== old.rounding_mode || saved.rounding_minutes !== old.rounding_minutes) {
          await records.settle(userId, null, tx);
        }
        return saved;
      });
    },

    suggestions: (userId: number, field: SuggestedField, prefix = '') =>
      records.suggestions(userId, field, prefix),
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
