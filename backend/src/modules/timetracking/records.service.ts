import type {
  RestTimePauseRequest,
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
import type { BudgetWatch } from './budgets.service.js';
import type { Break, Span, SuggestedField } from './records.dal.js';
import { createRecordsDal } from './records.dal.js';
import type { SettingsDal, SettingsRow } from './settings.dal.js';
import type { RecordColumns, RecordRow } from './tables.dal.js';
import type { Targets } from './targets.dal.js';
import { targetsOfTask } from './targets.dal.js';
import { namesTargets, resolveTargets } from './targets.js';
import { addDays, formatLocal, startOfDay, toSecond } from './time.js';

type RecordBody = z.output<typeof RestTimeRecordRequest>;
type RecordUpdate = z.output<typeof RestTimeRecordUpdateRequest>;
type StartBody = z.output<typeof RestTimeStartRequest>;
type StopBody = z.output<typeof RestTimeStopRequest>;
type PauseBody = z.output<typeof RestTimePauseRequest>;
type SettingsBody = z.output<typeof RestTimeTrackingSettingsRequest>;
type Fields = Omit<StartBody, 'start'>;

/** A record as the REST answers show it: its breaks as times, whether it is paused, its break time so far. */
export type RecordView = Omit<RecordRow, 'breaks'> & {
  breaks: Break[];
  paused: boolean;
  break_seconds: number;
};

const RUNNING_INDEX = 'tt_records_running_index';
const alreadyRunning = () => new HttpError(409, { key: 'timetracking.already_running' });
const notRunning = () => notFound('timetracking.not_running');
const idOf = (v: number | string | null | undefined) => (v === null || v === undefined ? v : Number(v));
/** Empty text is no text. */
const textOf = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v : null);
const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
/** The seconds of closed breaks. */
const closedSeconds = (breaks: Break[]) =>
  breaks.reduce((sum, b) => sum + (b.stop ? seconds(b.start, b.stop) : 0), 0);

/**
 * A member's records and the running clock. Every change takes the member's lock first (SettingsDal.lock), then
 * checks the rules: at most one running record (also the database's partial unique index), a start never before
 * the last stop, no overlap between records, breaks inside their record and apart. Changes of the running record
 * are announced on the member's channel; after every change of finished time the budgets on the customers, brands
 * and projects it touched are checked (BudgetWatch).
 */
export function createRecordsService(deps: {
  db: Db;
  settings: SettingsDal;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  budgets: Pick<BudgetWatch, 'check'>;
  clock: Clock;
}) {
  const { db, settings, broadcaster, budgets, clock } = deps;
  const records = createRecordsDal(db);

  function present(row: RecordRow): RecordView {
    const breaks = row.breaks.map((b) => ({
      start: new Date(b.start),
      stop: b.stop === null ? null : new Date(b.stop),
    }));
    const open = breaks.find((b) => b.stop === null);
    const now = clock.now();
    return {
      ...row,
      breaks,
      paused: open !== undefined,
      break_seconds: closedSeconds(breaks) + (open ? Math.max(0, Math.floor(seconds(open.start, now))) : 0),
    };
  }

  const view = async (userId: number, id: number, q: Queryable = db) =>
    present((await records.find(userId, id, q))!);

  async function running(userId: number, q: Queryable = db): Promise<RecordView | null> {
    const span = await records.running(userId, q);
    return span ? view(userId, span.id, q) : null;
  }

  /** After the commit: every device of the member learns the running record as it is now. */
  const announce = (tx: Tx, userId: number) =>
    tx.afterCommit(async () =>
      broadcaster.broadcast(events.timeRunningRecordChanged, { record: await running(userId) }, userId),
    );

  /** After the commit: the budgets on what these records are (or were) on may have crossed a threshold. */
  const checkBudgets = (tx: Tx, userId: number, ...targets: (Targets | null)[]) =>
    tx.afterCommit(() =>
      budgets.check(
        userId,
        targets.filter((t): t is Targets => t !== null),
      ),
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

  /**
   * Breaks sent for a record from `start` to `stop`: each ends after it begins, lies within the record and begins
   * after the one before ends (422 under `breaks`).
   */
  function checkBreaks(breaks: Break[], start: Date, stop: Date, timeZone: string) {
    let previous: Break | undefined;
    for (const b of breaks) {
      if (b.stop! <= b.start) throw fieldError('breaks', 'timetracking.break_order');
      if (b.start < start || b.stop! > stop) {
        throw fieldError('breaks', 'timetracking.break_inside', {
          start: formatLocal(start, timeZone),
          stop: formatLocal(stop, timeZone),
        });
      }
      if (previous && b.start < previous.stop!) throw fieldError('breaks', 'timetracking.break_overlap');
      previous = b;
    }
  }

  /** The columns of the fields sent; a task brings its customer, brand and project unless they are sent. */
  async function columnsOf(tx: Queryable, userId: number, body: Fields): Promise<Partial<RecordColumns>> {
    const values = {
      task_id: idOf(body.task_id),
      type_id: idOf(body.type_id),
      text: textOf(body.text),
      ticket_url: textOf(body.ticket_url),
      tags: body.tags,
      billable: body.billable,
    };
    if (namesTargets(body)) return { ...values, ...(await resolveTargets(tx, userId, body)) };
    if (values.task_id) {
      const targets = await targetsOfTask(tx, userId, values.task_id);
      if (!targets) throw fieldError('task_id', 'validation.exists');
      return { ...values, ...targets };
    }
    return values;
  }

  /**
   * The stop a body asks for: `stop`, else `start` + `duration` (worked time: the breaks' seconds on top); undefined
   * when it names neither.
   */
  function stopOf(body: RecordUpdate, start: Date, breakSeconds = 0): Date | undefined {
    if (body.stop) return toSecond(new Date(body.stop));
    if (typeof body.duration === 'number')
      return new Date(start.getTime() + (body.duration + breakSeconds) * 1000);
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

  async function start(userId: number, body: StartBody): Promise<RecordView> {
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

  /**
   * The running record, its breaks and the moment `at` a pause or resume asks for (now unless sent; 422 in the
   * future), under the member's lock; 404 while the clock stands.
   */
  async function atRunning(tx: Tx, userId: number, body: PauseBody) {
    const { time_zone } = await settings.lock(tx, userId);
    const run = await records.running(userId, tx);
    if (!run) throw notRunning();
    const now = toSecond(clock.now());
    const at = body.at ? toSecond(new Date(body.at)) : now;
    if (at > now) throw fieldError('at', 'timetracking.not_in_future');
    const breaks = await records.breaks(run.id, tx);
    return { run, at, breaks, last: breaks.at(-1), timeZone: time_zone };
  }

  return {
    running: (userId: number) => running(userId),

    async last(userId: number): Promise<RecordView | null> {
      const span = await records.last(userId);
      return span ? view(userId, span.id) : null;
    },

    /**
     * A page of the member's records (without an order the contract's default, the latest start first). The days
     * `from` and `to` become the instants they begin and end in the member's time zone, so the range is a bound on
     * the (user_id, start) index rather than a condition on every record.
     */
    async page(userId: number, query: ListQuery) {
      const days = query.filters.some((f) => f.field === 'from' || f.field === 'to');
      const zone = days ? (await settings.get(userId)).time_zone : '';
      const filters = query.filters.map(({ field, value }) =>
        field === 'from' || field === 'to'
          ? { field, value: startOfDay(field === 'from' ? String(value) : addDays(String(value), 1), zone) }
          : { field, value },
      );
      const { rows, total } = await records.page(userId, { ...query, filters });
      return { rows: rows.map(present), total };
    },

    async get(userId: number, id: number): Promise<RecordView> {
      const found = await records.find(userId, id);
      if (!found) throw notFound();
      return present(found);
    },

    start,

    /** Starts the clock now on what the member's record `id` was about (the rules of start). */
    async continue(userId: number, id: number): Promise<RecordView> {
      const from = await records.find(userId, id);
      if (!from) throw notFound();
      return start(userId, {
        task_id: from.task?.id ?? null,
        type_id: from.type?.id ?? null,
        customer_id: from.client?.id ?? null,
        brand_id: from.brand?.id ?? null,
        project_id: from.project?.id ?? null,
        text: from.text,
        ticket_url: from.ticket_url,
        tags: from.tags,
        billable: from.billable,
      });
    },

    /**
     * Stops the running record now (never before its start) or at `stop`, never before its last break ended; a
     * paused record stops where its pause began (or at `stop`, if earlier) and loses the open break.
     */
    async stop(userId: number, id: number, body: StopBody): Promise<RecordView> {
      return db.transaction(async (tx) => {
        const { time_zone } = await settings.lock(tx, userId);
        const run = await records.running(userId, tx);
        if (!run || run.id !== id) throw notRunning();
        const breaks = await records.breaks(id, tx);
        const pause = breaks.find((b) => b.stop === null);
        const now = toSecond(clock.now());
        const latest = pause ? pause.start : now > run.start ? now : run.start;
        const asked = body.stop ? toSecond(new Date(body.stop)) : latest;
        const end = pause && asked > pause.start ? pause.start : asked;
        if (end < run.start) throw fieldError('stop', 'timetracking.stop_after_start');
        const closed = breaks.filter((b) => b.stop !== null);
        const lastBreak = closed.at(-1);
        if (lastBreak && end < lastBreak.stop!) {
          throw fieldError('stop', 'timetracking.stop_after_breaks', {
            stop: formatLocal(lastBreak.stop!, time_zone),
          });
        }
        if (pause) await records.replaceBreaks(userId, id, closed, tx);
        await records.update(userId, id, { stop: end }, clock.now(), tx);
        announce(tx, userId);
        const stopped = await view(userId, id, tx);
        checkBudgets(tx, userId, targetsOf(stopped));
        return stopped;
      });
    },

    /** Pauses the running record at `at`: after its start and its last break, unless it is paused already (409). */
    async pause(userId: number, body: PauseBody): Promise<RecordView> {
      return db.transaction(async (tx) => {
        const { run, at, last, timeZone } = await atRunning(tx, userId, body);
        if (last && last.stop === null) throw new HttpError(409, { key: 'timetracking.already_paused' });
        if (at < run.start)
          throw fieldError('at', 'timetracking.pause_after_start', {
            start: formatLocal(run.start, timeZone),
          });
        if (last && at < last.stop!) {
          throw fieldError('at', 'timetracking.pause_after_break', {
            stop: formatLocal(last.stop!, timeZone),
          });
        }
        await records.pause(userId, run.id, at, tx);
        announce(tx, userId);
        return view(userId, run.id, tx);
      });
    },

    /** Ends the running record's pause at `at`, not before it began; 409 unless it is paused. */
    async resume(userId: number, body: PauseBody): Promise<RecordView> {
      return db.transaction(async (tx) => {
        const { run, at, last, timeZone } = await atRunning(tx, userId, body);
        if (!last || last.stop !== null) throw new HttpError(409, { key: 'timetracking.not_paused' });
        if (at < last.start) {
          throw fieldError('at', 'timetracking.resume_after_pause', {
            start: formatLocal(last.start, timeZone),
          });
        }
        await records.resume(run.id, at, tx);
        announce(tx, userId);
        return view(userId, run.id, tx);
      });
    },

    /** A record entered afterwards (start with stop or duration), or, with neither, the clock started at `start`. */
    async create(userId: number, body: RecordBody): Promise<RecordView> {
      const begin = toSecond(new Date(body.start));
      const end = stopOf(body, begin);
      if (!end) return start(userId, body);
      checkLasts(body, begin, end);
      return db.transaction(async (tx) => {
        const { time_zone } = await settings.lock(tx, userId);
        await checkOverlap(tx, userId, { id: 0, start: begin, stop: end }, time_zone);
        const values = await columnsOf(tx, userId, body);
        const created = await view(
          userId,
          await insert(tx, userId, { start: begin, stop: end, ...values }),
          tx,
        );
        checkBudgets(tx, userId, targetsOf(created));
        return created;
      });
    },

    /**
     * Changes the fields sent; a new start, stop or duration is checked like a new record and the worked time
     * follows. Breaks sent replace a finished record's; those kept must stay inside a new start and stop.
     */
    async update(userId: number, id: number, body: RecordUpdate): Promise<RecordView> {
      return db.transaction(async (tx) => {
        const { time_zone } = await settings.lock(tx, userId);
        const old = await records.find(userId, id, tx);
        if (!old) throw notFound();
        const sent = body.breaks
          ?.map((b) => ({ start: toSecond(new Date(b.start)), stop: toSecond(new Date(b.stop)) }))
          .sort((a, b) => a.start.getTime() - b.start.getTime());
        const existing = await records.breaks(id, tx);
        const begin = body.start ? toSecond(new Date(body.start)) : old.start;
        const end = stopOf(body, begin, closedSeconds(sent ?? existing)) ?? old.stop;
        // a running record finished by this update loses an open pause, as a stop does
        const paused = end !== null && existing.some((b) => b.stop === null);
        const kept = paused ? existing.filter((b) => b.stop !== null) : existing;
        const breaks = sent ?? kept;
        if (end === null) {
          if (sent) throw fieldError('breaks', 'timetracking.breaks_running');
          if (body.start) await checkStartAfterLastStop(tx, userId, begin, time_zone);
        } else {
          checkLasts(body, begin, end);
          await checkOverlap(tx, userId, { id, start: begin, stop: end }, time_zone);
          if (sent) checkBreaks(sent, begin, end, time_zone);
        }
        // kept breaks stay inside a new start and stop (an open one ends at most now)
        const first = breaks[0];
        const lastStop = breaks.at(-1)?.stop ?? null;
        if (
          !sent &&
          first &&
          (first.start < begin || (end !== null && lastStop !== null && lastStop > end))
        ) {
          throw fieldError(first.start < begin ? 'start' : 'stop', 'timetracking.breaks_outside', {
            start: formatLocal(first.start, time_zone),
            stop: formatLocal(lastStop ?? first.start, time_zone),
          });
        }
        const fields = await columnsOf(tx, userId, body);
        if (breaks !== existing) await records.replaceBreaks(userId, id, breaks, tx);
        await records.update(userId, id, { ...fields, start: begin, stop: end }, clock.now(), tx);
        if (old.stop === null) announce(tx, userId);
        const updated = await view(userId, id, tx);
        checkBudgets(tx, userId, targetsOf(old), targetsOf(updated));
        return updated;
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const old = await records.find(userId, id, tx);
        const removed = await records.remove(userId, id, tx);
        if (!removed || !old) throw notFound();
        if (removed.running) announce(tx, userId);
        checkBudgets(tx, userId, targetsOf(old));
      });
    },

    suggestions: (userId: number, field: SuggestedField, prefix = '') =>
      records.suggestions(userId, field, prefix),

    recent: (userId: number, limit = 8) => records.recent(userId, limit),

    /**
     * Saves the settings sent (minutes are 1 without rounding); a new rounding recomputes the worked time of every
     * record of the member, under their lock, and checks all their budgets.
     */
    async saveSettings(userId: number, body: SettingsBody): Promise<SettingsRow> {
      return db.transaction(async (tx) => {
        const old = await settings.lock(tx, userId);
        const mode = body.rounding_mode ?? old.rounding_mode;
        const minutes = mode === 'none' ? 1 : body.rounding_minutes;
        const saved = await settings.save(userId, { ...body, rounding_minutes: minutes }, clock.now(), tx);
        if (saved.rounding_mode !== old.rounding_mode || saved.rounding_minutes !== old.rounding_minutes) {
          await records.settle(userId, null, tx);
          tx.afterCommit(() => budgets.check(userId, 'all'));
        }
        return saved;
      });
    },
  };
}

/** What a finished record counts on (a running one counts nowhere yet). */
function targetsOf(record: RecordRow | RecordView): Targets | null {
  if (record.stop === null) return null;
  return {
    customer_id: record.client?.id ?? null,
    brand_id: record.brand?.id ?? null,
    project_id: record.project?.id ?? null,
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
