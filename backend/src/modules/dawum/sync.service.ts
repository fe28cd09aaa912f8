import type { DawumSyncOutcome } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DawumSyncError, documentText, download, parseDocument, peekLastUpdate } from './document.js';
import type { SyncStatusRow } from './sync.dal.js';
import { createSyncDal } from './sync.dal.js';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/**
 * The DAWUM sync: downloads DAWUM_URL, skips the import when `Last_Update` is the one held (UNCHANGED), else
 * replaces everything in one transaction (OK). A failed download or a document that is no DAWUM JSON changes no
 * data (FAILED, with the reason). Runs one at a time: a sync asked for while one runs gets that one's outcome.
 */
export function createDawumSync(deps: {
  db: Db;
  clock: Clock;
  url: string;
  timeoutMs: number;
  log: { info: LogFn; warn: LogFn };
}) {
  const { db, clock, url, timeoutMs, log } = deps;
  let running: Promise<SyncStatusRow> | null = null;

  const dal = createSyncDal(db);
  const record = (q: Queryable, row: Omit<SyncStatusRow, 'last_sync_at'>) =>
    dal.record(q, { last_sync_at: clock.now(), ...row });

  const succeeded = (q: Queryable, lastUpdate: string, outcome: DawumSyncOutcome) =>
    record(q, { last_update: lastUpdate, outcome, error_code: null, error_detail: null });

  async function run(): Promise<SyncStatusRow> {
    const started = performance.now();
    try {
      const text = documentText(await download(url, timeoutMs));
      const held = await dal.status();
      // the unchanged check reads Last_Update alone: parsing and checking 5 000 surveys would take longer than
      // the download (a damaged copy of the same version changes nothing either way)
      if (held?.last_update != null && peekLastUpdate(text) === held.last_update) {
        await succeeded(db, held.last_update, 'UNCHANGED');
        return (await dal.status())!;
      }
      const data = parseDocument(text);
      const outcome = await db.transaction(async (tx) => {
        // replicas sharing a database import one after the other; the second then finds it unchanged
        await dal.lock(tx);
        const unchanged = (await dal.status(tx))?.last_update === data.lastUpdate;
        if (!unchanged) await dal.importData(tx, data);
        const result: DawumSyncOutcome = unchanged ? 'UNCHANGED' : 'OK';
        await succeeded(tx, data.lastUpdate, result);
        return result;
      });
      log.info(
        {
          outcome,
          lastUpdate: data.lastUpdate,
          surveys: data.surveys.length,
          ms: Math.round(performance.now() - started),
        },
        'dawum sync',
      );
    } catch (err) {
      const failure =
        err instanceof DawumSyncError
          ? err
          : new DawumSyncError('failed', { reason: (err as Error).message });
      log.warn({ err, code: failure.code }, 'dawum sync failed');
      const held = await dal.status();
      await record(db, {
        last_update: held?.last_update ?? null,
        outcome: 'FAILED',
        error_code: failure.code,
        error_detail: JSON.stringify(failure.detail),
      });
    }
    return (await dal.status())!;
  }

  return {
    status: () => dal.status(),
    /** Syncs now (or joins the sync in progress) and answers the status it leaves. */
    sync(): Promise<SyncStatusRow> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type DawumSync = ReturnType<typeof createDawumSync>;
