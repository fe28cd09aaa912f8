import type { DawumSyncOutcome } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import type { DawumData } from './document.js';

export interface SyncStatusRow {
  last_sync_at: Date;
  last_update: string | null;
  outcome: DawumSyncOutcome;
  error_code: string | null;
  error_detail: string | null;
}

/**
 * Replaces one id-keyed table by `rows` (upsert, then delete what is gone), all columns from one unnest; answers
 * the ids it inserted or changed and those it removed.
 */
async function replaceTable(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  types: readonly string[],
  keys: readonly string[] = columns,
) {
  const arrays = keys.map((key) => rows.map((row) => row[key]));
  const placeholders = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  const updates = columns
    .slice(1)
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  const changed = columns
    .slice(1)
    .map((c) => `${table}.${c} IS DISTINCT FROM EXCLUDED.${c}`)
    .join(' OR ');
  const written = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${placeholders})
     ON CONFLICT (id) DO UPDATE SET ${updates} WHERE ${changed} RETURNING id`,
    arrays,
  );
  const removed = await tx.query<{ id: number }>(
    `DELETE FROM ${table} WHERE NOT (id = ANY($1::int[])) RETURNING id`,
    [arrays[0]],
  );
  return { written: written.rows.map((r) => r.id), removed: removed.rows.map((r) => r.id) };
}

/** A survey's results in one comparable text (`partyId:percent` by party): a change of any rewrites its results. */
const resultsKey = (results: readonly [number, number][]) =>
  [...results]
    .sort((a, b) => a[0] - b[0])
    .map(([party, percent]) => `${party}:${percent}`)
    .join(',');

/** The sync's writes: its status (table `dawum_sync_status`, one row) and the import of a whole document. */
export function createSyncDal(db: Queryable) {
  return {
    async status(q: Queryable = db): Promise<SyncStatusRow | null> {
      return (await q.query<SyncStatusRow>('SELECT * FROM dawum_sync_status WHERE id = 1')).rows[0] ?? null;
    },

    async record(q: Queryable, row: SyncStatusRow): Promise<void> {
      await q.query(
        `INSERT INTO dawum_sync_status (id, last_sync_at, last_update, outcome, error_code, error_detail)
         VALUES (1, $1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET last_sync_at = EXCLUDED.last_sync_at, last_update = EXCLUDED.last_update,
           outcome = EXCLUDED.outcome, error_code = EXCLUDED.error_code, error_detail = EXCLUDED.error_detail`,
        [row.last_sync_at, row.last_update, row.outcome, row.error_code, row.error_detail],
      );
    },

    /** Replicas sharing a database import one after the other: held until the transaction ends. */
    async lock(tx: Queryable): Promise<void> {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('dawum sync'))");
    },

    /** Writes the whole document (in the caller's transaction): what the document no longer has is removed. */
    async importData(tx: Queryable, data: DawumData): Promise<void> {
      await replaceTable(tx, 'dawum_parliaments', ['id', 'shortcut', 'name', 'election'], data.parliaments, [
        'int',
        'text',
        'text',
        'text',
      ]);
      await replaceTable(tx, 'dawum_institutes', ['id', 'name'], data.institutes, ['int', 'text']);
      await replaceTable(tx, 'dawum_taskers', ['id', 'name'], data.taskers, ['int', 'text']);
      await replaceTable(tx, 'dawum_methods', ['id', 'name'], data.methods, ['int', 'text']);
      await replaceTable(tx, 'dawum_parties', ['id', 'shortcut', 'name'], data.parties, [
        'int',
        'text',
        'text',
      ]);
      const surveys = await replaceTable(
        tx,
        'dawum_surveys',
        [
          'id',
          'date',
          'period_start',
          'period_end',
          'surveyed_persons',
          'parliament_id',
          'institute_id',
          'tasker_id',
          'method_id',
          'results_key',
        ],
        data.surveys.map((survey) => ({ ...survey, resultsKey: resultsKey(survey.results) })),
        ['int', 'date', 'date', 'date', 'int', 'int', 'int', 'int', 'int', 'text'],
        [
          'id',
          'date',
          'periodStart',
          'periodEnd',
          'persons',
          'parliamentId',
          'instituteId',
          'taskerId',
          'methodId',
          'resultsKey',
        ],
      );
      // the results of the surveys that are new, changed (results_key) or gone are replaced; the others stay
      await tx.query('DELETE FROM dawum_survey_results WHERE survey_id = ANY($1::int[])', [
        [...surveys.written, ...surveys.removed],
      ]);
      const written = new Set(surveys.written);
      const surveyIds: number[] = [];
      const partyIds: number[] = [];
      const percents: number[] = [];
      for (const survey of data.surveys) {
        if (!written.has(survey.id)) continue;
        for (const [partyId, percent] of survey.results) {
          surveyIds.push(survey.id);
          partyIds.push(partyId);
          percents.push(percent);
        }
      }
      await tx.query(
        `INSERT INTO dawum_survey_results (survey_id, party_id, percent)
         SELECT * FROM unnest($1::int[], $2::int[], $3::float8[])`,
        [surveyIds, partyIds, percents],
      );
    },
  };
}
