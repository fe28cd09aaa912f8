import { PassThrough } from 'node:stream';
import type { Writable } from 'node:stream';
import type {
  RestTimeBrandStats,
  RestTimeSpentReport,
  RestTimeStatistics,
  TIME_EXPORT_FORMATS,
  TIME_EXPORT_TYPES,
} from '@portal/contract';
import { formatDuration } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { Locale } from '../../http/locale.js';
import type { MessageKey } from '../../http/messages.js';
import { t } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { DownloadsService, DownloadView } from '../downloads/index.js';
import { writeChunk } from '../downloads/index.js';
import { holidaysBetween } from './holidays.js';
import type { SettingsDal } from './settings.dal.js';
import { addDays, dotted, localDay, periodsBetween, startOfDay, weekday } from './time.js';
import type { ExportRow, Grouping, Scope, Unit } from './totals.dal.js';
import { brandFacts, exportRows, runningStart, sumOf, totals } from './totals.dal.js';
import { workingTimeByDay } from './week.service.js';
import { dailyTarget, targetBetween } from './workdays.js';

type ExportType = (typeof TIME_EXPORT_TYPES)[number];
type ExportFormat = (typeof TIME_EXPORT_FORMATS)[number];

interface ReportQuery {
  group_by: Grouping;
  unit: Unit;
  from: string;
  to: string;
}

/** The columns of an export file: the record's fields and its duration as HH:mm:ss. */
type Column = Exclude<keyof ExportRow, 'id' | 'record_start' | 'part_start'> | 'duration';
type Cell = string | number | Date | null;

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The longest report: its periods are all listed, the empty ones too. */
const REPORT_YEARS = 100;

/**
 * A spreadsheet program would run a text starting with one of these as a formula (also in their full-width forms,
 * which it folds); OWASP's CSV injection advice: such a cell starts with `'` instead.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A CSV line as the member's spreadsheet program splits it: `;` in German (Excel's list separator there, where
 * `,` is the decimal comma), `,` in English; fields quoted by RFC 4180 where they hold the separator, a quote or a
 * line break; texts that would run as formulas defused.
 */
function csvLine(values: Cell[], locale: Locale): string {
  const separator = locale === 'de' ? ';' : ',';
  const field = (v: Cell) => {
    if (v === null) return '';
    if (typeof v === 'number') return String(v);
    const s = typeof v === 'string' ? v : dotted(v.toISOString());
    const text = FORMULA_START.test(s) ? `'${s}` : s;
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${values.map(field).join(separator)}\r\n`;
}

/** A local `YYYY-MM-DDTHH:mm:ss` as a Date at that time in UTC: what a spreadsheet cell holds (it has no zone). */
const cellTime = (local: string) => new Date(`${local}Z`);

/** Start and stop in Excel: real date-times, shown as the reader's locale writes a day (`/` is its separator). */
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/**
 * Statistics, the time-spent report, brand stats and the exports: all of them sums of the totals engine
 * (totals.dal.ts) over a scope of records, so the screen, the report and the files agree to the second.
 */
export function createReportsService(deps: {
  db: Db;
  settings: SettingsDal;
  downloads: Pick<DownloadsService, 'addDownload'>;
  clock: Clock;
}) {
  const { db, settings, downloads, clock } = deps;

  /** Today, and the first days of this week (Monday) and month, in the member's time zone. */
  function periods(timeZone: string) {
    const today = localDay(clock.now(), timeZone);
    return { today, week: addDays(today, -weekday(today)), month: `${today.slice(0, 8)}01` };
  }

  /** The days an export type covers, up to today (as the statistics count them). */
  function exportRange(type: ExportType, timeZone: string) {
    const p = periods(timeZone);
    return { from: type === 'today' ? p.today : type === 'thisWeek' ? p.week : p.month, to: p.today };
  }

  async function report(userId: number, query: ReportQuery): Promise<RestTimeSpentReport> {
    if (Date.parse(query.to) - Date.parse(query.from) > REPORT_YEARS * 366 * 86_400_000) {
      throw fieldError('to', 'timetracking.report_range', { years: REPORT_YEARS });
    }
    const { time_zone } = await settings.get(userId);
    const rows = await totals(
      db,
      { userId, timeZone: time_zone, from: query.from, to: query.to },
      { unit: query.unit, groupBy: query.group_by },
    );
    return {
      total_seconds: rows.reduce((sum, r) => sum + r.seconds, 0),
      billable_seconds: rows.reduce((sum, r) => sum + r.billable, 0),
      rows: rows.map((r) => ({
        period: r.period ?? '',
        group: r.group ?? '',
        seconds: r.seconds,
        billable_seconds: r.billable,
      })),
      periods: periodsBetween(query.from, query.to, query.unit),
    };
  }

  /**
   * Writes the scope's records, one row each (with the report's period and group when `by` names them), and the
   * engine's total as the last row (the report's: grouped by tags, a record under each of its tags), into the
   * member's downloads.
   */
  async function writeExport(
    userId: number,
    locale: Locale,
    scope: Scope,
    by: { unit?: Unit; groupBy?: Grouping },
    format: ExportFormat,
    name: string,
  ): Promise<DownloadView> {
    const label = (key: string) => t(locale, `timetracking.column.${key}` as MessageKey);
    const keys: Column[] = [
      'start',
      'stop',
      'seconds',
      'duration',
      ...(by.unit ? (['period'] as const) : []),
      ...(by.groupBy ? (['group'] as const) : []),
      'customer',
      'brand',
      'project',
      'type',
      'task',
      'text',
      'ticket_url',
      'tags',
      'billable',
    ];
    const cell = (r: ExportRow, k: Column): Cell => {
      if (k === 'duration') return formatDuration(r.seconds);
      if (k === 'start' || k === 'stop') return cellTime(r[k]);
      if (k === 'billable') return t(locale, r.billable ? 'timetracking.yes' : 'timetracking.no');
      return r[k];
    };
    const cells = (r: ExportRow): Cell[] => keys.map((k) => cell(r, k));
    const total = (await totals(db, scope, by)).reduce((sum, r) => sum + r.seconds, 0);
    const totalRow: Cell[] = [t(locale, 'timetracking.total'), '', total, formatDuration(total)];
    const batches = exportRows(db, scope, by);

    const writeCsv = async (out: Writable) => {
      // the BOM tells spreadsheet programs the file is UTF-8
      await writeChunk(out, `\uFEFF${csvLine(keys.map(label), locale)}`);
      for await (const rows of batches)
        await writeChunk(out, rows.map((r) => csvLine(cells(r), locale)).join(''));
      await writeChunk(out, csvLine(totalRow, locale));
    };

    const writeXlsx = async (out: Writable) => {
      const zipped = new PassThrough();
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: zipped,
        useStyles: true,
        useSharedStrings: false,
      });
      const copying = (async () => {
        for await (const chunk of zipped) await writeChunk(out, chunk as Buffer);
      })();
      // a failed copy (the size limit) stops the writer instead of leaving it waiting for a reader
      copying.catch((err: unknown) => zipped.destroy(err as Error));
      const sheet = book.addWorksheet(name.slice(0, 31));
      sheet.addRow(keys.map(label)).commit();
      for await (const rows of batches)
        for (const r of rows) {
          const row = sheet.addRow(cells(r));
          for (const column of [keys.indexOf('start'), keys.indexOf('stop')])
            row.getCell(column + 1).numFmt = DATE_TIME_FORMAT;
          row.commit();
        }
      sheet.addRow(totalRow).commit();
      sheet.commit();
      await Promise.all([book.commit(), copying]);
    };

    return downloads.addDownload(userId, {
      filename: `${name}.${format}`,
      mime: MIME[format],
      writeTo: format === 'csv' ? writeCsv : writeXlsx,
    });
  }

  return {
    async statistics(userId: number): Promise<RestTimeStatistics> {
      const s = await settings.get(userId);
      const p = periods(s.time_zone);
      const daily = dailyTarget(s);
      const first = p.week < p.month ? p.week : p.month;
      const holidays = await holidaysBetween(s.holiday_region, first, p.today);
      // the running record's time counts once it stops; until then a live view adds its time since the period began
      const running = (await runningStart(db, userId)) !== null;
      const period = async (from: string) => {
        const sum = await sumOf(db, { userId, timeZone: s.time_zone, from, to: p.today });
        return {
          seconds: sum.seconds,
          record_count: sum.records,
          target_seconds: targetBetween(s, from, p.today, holidays),
          starts_at: startOfDay(from, s.time_zone).toISOString(),
          includes_running: running,
        };
      };
      const overall = await sumOf(db, { userId, timeZone: s.time_zone });
      const monthDays = +p.today.slice(8, 10);
      const working = await workingTimeByDay(db, userId, s, p.month, monthDays, clock.now());
      return {
        overall: {
          seconds: overall.seconds,
          record_count: overall.records,
          includes_running: running,
        },
        today: await period(p.today),
        this_week: await period(p.week),
        this_month: await period(p.month),
        daily_target_seconds: daily,
        working_time_days: working
          .map((day, i) => ({ date: addDays(p.month, i), ...day }))
          .filter((day) => day.warnings.length > 0),
      };
    },

    report,

    async brandStats(userId: number, brandId: number): Promise<RestTimeBrandStats> {
      const brand = await brandFacts(db, userId, brandId);
      if (!brand) throw notFound();
      const { time_zone } = await settings.get(userId);
      const scope = { userId, timeZone: time_zone, brandId };
      const all = await sumOf(db, scope);
      const month = await sumOf(db, { ...scope, from: periods(time_zone).month });
      const byType = await totals(db, scope, { groupBy: 'type' });
      return {
        brand_id: brandId,
        seconds: all.seconds,
        record_count: all.records,
        task_count: brand.task_count,
        this_month_seconds: month.seconds,
        first_start: brand.first_start?.toISOString() ?? null,
        last_stop: brand.last_stop?.toISOString() ?? null,
        by_type: byType.map((r) => ({ type: r.group ?? '', seconds: r.seconds })),
      };
    },

    /** The records of today, this week or this month (up to today) as a file in the member's downloads. */
    async exportStatistics(userId: number, locale: Locale, type: ExportType, format: ExportFormat) {
      const { time_zone } = await settings.get(userId);
      const range = exportRange(type, time_zone);
      const name = `${t(locale, 'timetracking.file.records')}-${t(locale, `timetracking.file.${type}`)}-${range.to}`;
      return writeExport(userId, locale, { userId, timeZone: time_zone, ...range }, {}, format, name);
    },

    /** The time-spent report's records, with period and group, as a file in the member's downloads. */
    async exportReport(userId: number, locale: Locale, query: ReportQuery, format: ExportFormat) {
      const { time_zone } = await settings.get(userId);
      const name = `${t(locale, 'timetracking.file.report')}-${query.from}-${query.to}`;
      return writeExport(
        userId,
        locale,
        { userId, timeZone: time_zone, from: query.from, to: query.to },
        { unit: query.unit, groupBy: query.group_by },
        format,
        name,
      );
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
