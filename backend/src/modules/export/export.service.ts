import type { Writable } from 'node:stream';
import type { Clock } from '../../lib/clock.js';
import type { JobRow } from '../../jobs/jobs.dal.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { DownloadsService } from '../downloads/index.js';
import { writeChunk } from '../downloads/index.js';
import type { ExportRegistry } from '../../lib/export-sections.js';

export const EXPORT_JOB = 'export-user-data';
export const EXPORT_FORMAT = 'portal-user-data';

export interface ExportServiceDeps {
  jobs: Pick<JobRunner, 'enqueue'>;
  downloads: Pick<DownloadsService, 'addDownload'>;
  registry: Pick<ExportRegistry, 'entries'>;
  memberExists: (userId: number) => Promise<boolean>;
  clock: Clock;
}

const isAsyncIterable = (v: unknown): v is AsyncIterable<unknown> =>
  typeof v === 'object' && v !== null && Symbol.asyncIterator in v;

/** JSON of `value` pretty-printed (2 spaces), every line after the first indented by `indent`. */
const pretty = (value: unknown, indent: string) =>
  (JSON.stringify(value, null, 2) ?? 'null').split('\n').join(`\n${indent}`);

/** "Export my data": a job that writes everything the sections hold about the member into their downloads. */
export function createExportService(deps: ExportServiceDeps) {
  const { jobs, downloads, registry, memberExists, clock } = deps;

  /** Streams `{"export": {...}, "<section>": ..., ...}` (pretty JSON) into `out`. */
  async function writeExport(userId: number, createdAt: Date, out: Writable): Promise<void> {
    const meta = { format: EXPORT_FORMAT, version: 1, user_id: userId, created_at: createdAt };
    await writeChunk(out, `{\n  "export": ${pretty(meta, '  ')}`);
    for (const [name, exporter] of registry.entries()) {
      const value = exporter(userId);
      if (isAsyncIterable(value)) {
        await writeChunk(out, `,\n  ${JSON.stringify(name)}: [`);
        let first = true;
        for await (const item of value) {
          await writeChunk(out, `${first ? '' : ','}\n    ${pretty(item, '    ')}`);
          first = false;
        }
        await writeChunk(out, first ? ']' : '\n  ]');
      } else {
        const resolved = await value;
        if (resolved === null || resolved === undefined) continue;
        await writeChunk(out, `,\n  ${JSON.stringify(name)}: ${pretty(resolved, '  ')}`);
      }
    }
    await writeChunk(out, '\n}\n');
  }

  return {
    /** Queues the export (one pending export per member: asking again while one is pending changes nothing). */
    async requestExport(userId: number): Promise<void> {
      await jobs.enqueue(EXPORT_JOB, {
        userId,
        payload: { user_id: userId },
        uniqueKey: `${EXPORT_JOB}:${userId}`,
      });
    },

    /** The job handler: `portal-export-<YYYY-MM-DD>.json` into the member's downloads. */
    async runJob(job: JobRow): Promise<void> {
      const userId = Number(job.payload.user_id ?? job.user_id);
      if (!Number.isSafeInteger(userId) || userId < 1) throw new Error('export job without a user id');
      if (!(await memberExists(userId))) return; // the member is gone: nothing to export
      const now = clock.now();
      await downloads.addDownload(userId, {
        filename: `portal-export-${now.toISOString().slice(0, 10)}.json`,
        mime: 'application/json',
        writeTo: (out) => writeExport(userId, now, out),
      });
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
