// The EPG import of a provider, run as a job: QUEUED → RUNNING → FINISHED | FAILED. It streams the XMLTV (the
// provider's epg_url, else the x-tvg-url of its last playlist; plain or gzip) through the reader, keeps the
// programmes from yesterday 00:00 UTC to seven days ahead and COPYs them in batches under the import's id, matches
// the provider's catalogue channels to the XMLTV channels (match.ts), and swaps: the provider shows the new
// programmes and the old ones go, in one transaction. A failure drops what it wrote; the old programmes stay.
// Progress goes to `iptvEpgImport`, throttled. A provider has at most one import queued or running: asking for
// another answers that one (the admin's button, a saved EPG URL, a finished playlist import, the daily refresh).
import type { RestIptvEpgImport } from '@portal/contract';
import { iptvEpgImportEvents } from '@portal/contract';
import type { Db } from '../../../db/client.js';
import type { Locale } from '../../../http/locale.js';
import { DEFAULT_LOCALE } from '../../../http/locale.js';
import { storedErrorText } from '../../../http/messages.js';
import type { JobRow } from '../../../jobs/jobs.dal.js';
import type { JobContext, JobRunner } from '../../../jobs/runner.js';
import { JobCancelled } from '../../../jobs/runner.js';
import type { Clock } from '../../../lib/clock.js';
import type { Outbound } from '../../../lib/outbound.js';
import { MAX_XML_DEPTH, MAX_XML_PIECE, XmlLimitExceeded } from '../../../lib/xml-bounds.js';
import type { Broadcaster } from '../../../realtime/broadcaster.js';
import { download, EVENT_INTERVAL_MS, ImportFailure, throttle } from '../import.service.js';
import type { EpgDal, EpgImportRow } from './epg.dal.js';
import { matchChannels } from './match.js';
import type { XmltvProgramme } from './xmltv.js';
import { readXmltv, XmltvTooLarge } from './xmltv.js';

export const EPG_JOB = 'iptv.epg';

/** Programmes per COPY. */
const BATCH = 5_000;
const DAY_MS = 86_400_000;

/** The programmes an import keeps: from yesterday 00:00 UTC to seven days after `now`. */
export function epgWindow(now: Date): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - DAY_MS), to: new Date(now.getTime() + 7 * DAY_MS) };
}

export function epgImportView(row: EpgImportRow, locale: Locale): RestIptvEpgImport {
  const iso = (d: Date | null) => (d === null ? null : d.toISOString());
  return {
    id: row.id,
    provider_id: row.provider_id,
    state: row.state,
    url: row.url,
    current: row.current,
    programme_count: row.programme_count,
    channel_count: row.channel_count,
    matched_count: row.matched_count,
    skipped: Object.entries(row.skipped).map(([reason, count]) => ({ reason, count })),
    truncated: row.truncated,
    error_code: row.error_code,
    error: storedErrorText(
      locale,
      'iptv.epg_error',
      'iptv.epg_error.internal',
      row.error_code,
      row.error_detail,
    ),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    created_at: row.created_at.toISOString(),
  };
}

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface EpgImportDeps {
  db: Db;
  epgDal: EpgDal;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  jobs: Pick<JobRunner, 'enqueue' | 'nudge'>;
  clock: Clock;
  log: { info: LogFn; warn: LogFn; error: LogFn };
  /** Downloads the XMLTV. */
  outbound: Outbound;
  /** The largest XMLTV (downloaded, and again once unzipped). */
  maxBytes: number;
  /** A download fails when the server sends nothing for this long (default 30 s). */
  fetchIdleMs?: number;
}

export function createEpgImport(deps: EpgImportDeps) {
  const { db, epgDal, clock, log, maxBytes } = deps;
  const fetchIdleMs = deps.fetchIdleMs ?? 30_000;

  const publish = (
    event: (typeof iptvEpgImportEvents)[keyof typeof iptvEpgImportEvents],
    row: EpgImportRow | null,
  ) =>
    row
      ? deps.broadcaster
          .broadcast(event, epgImportView(row, DEFAULT_LOCALE))
          .catch((err: unknown) => log.warn({ err, epgImportId: row.id }, 'iptv epg import event not sent'))
      : Promise.resolve();

  /** Reads the XMLTV into programme rows of the import; answers the counts and the XMLTV channels' names. */
  async function read(row: EpgImportRow, url: string, ctx: JobContext) {
    const { summary, items } = readXmltv(download(deps.outbound, url, maxBytes, fetchIdleMs), maxBytes);
    const window = epgWindow(clock.now());
    const names = new Map<string, string[]>();
    let batch: XmltvProgramme[] = [];
    let programmeCount = 0;
    let outside = 0;
    const tick = throttle(EVENT_INTERVAL_MS);
    // one batch is written while the next is read
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      await writing;
      if (batch.length === 0) return;
      writing = epgDal.writeProgrammes(row.id, batch);
      writing.catch(() => {}); // handled when awaited
      batch = [];
      await ctx.progress({ current: programmeCount, total: null, stage: 'parsing' });
      if (tick())
        await publish(
          iptvEpgImportEvents.iptvEpgProgress,
          await epgDal.progress(row.id, programmeCount, clock.now()),
        );
    };
    try {
      for await (const item of items) {
        if (item.kind === 'channel') {
          const known = names.get(item.channel.id);
          if (known) known.push(...item.channel.displayNames);
          else names.set(item.channel.id, [...item.channel.displayNames]);
          continue;
        }
        const p = item.programme;
        if (p.stop <= window.from || p.start >= window.to) {
          outside += 1;
          continue;
        }
        if (!names.has(p.channel)) names.set(p.channel, []);
        batch.push(p);
        programmeCount += 1;
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      await writing;
    } catch (err) {
      await writing.catch(() => {});
      const failure =
        err instanceof XmltvTooLarge
          ? new ImportFailure('tooLarge', { max: Math.floor(maxBytes / 1048576) })
          : err instanceof XmlLimitExceeded
            ? err.limit === 'piece'
              ? new ImportFailure('textTooLong', { max: MAX_XML_PIECE / 1024 })
              : new ImportFailure('tooDeep', { max: MAX_XML_DEPTH })
            : err instanceof Error
              ? err
              : new Error(String(err));
      throw Object.assign(failure, { skipped: { ...summary.skipped } });
    }
    const skipped = { ...summary.skipped };
    if (outside > 0) skipped.outsideWindow = outside;
    if (summary.failure) throw Object.assign(new ImportFailure(summary.failure), { skipped });
    if (programmeCount === 0) throw Object.assign(new ImportFailure('noProgrammes'), { skipped });
    return { names, programmeCount, skipped, truncated: summary.truncated };
  }

  async function fail(row: Pick<EpgImportRow, 'id'>, err: unknown) {
    const failure =
      err instanceof ImportFailure
        ? err
        : new ImportFailure(err instanceof JobCancelled ? 'cancelled' : 'internal');
    const skipped = (err as { skipped?: Record<string, number> }).skipped;
    const failed = await epgDal.fail(
      row.id,
      { code: failure.code, detail: failure.detail },
      { skipped },
      clock.now(),
    );
    await publish(iptvEpgImportEvents.iptvEpgFailed, failed);
  }

  /** The job: one EPG import from start to end. */
  async function run(job: JobRow, ctx: JobContext): Promise<void> {
    const { importId } = job.payload as { importId: number };
    const old = await epgDal.find(importId);
    if (!old) return;
    const url = await epgDal.sourceUrl(old.provider_id);
    const row = await epgDal.start(importId, url, clock.now());
    if (!row) {
      // not QUEUED: an earlier attempt died mid-way
      if (old.state === 'RUNNING') await fail(old, new ImportFailure('interrupted'));
      return;
    }
    await publish(iptvEpgImportEvents.iptvEpgProgress, row);
    const started = Date.now();
    try {
      if (!url) throw new ImportFailure('noUrl');
      const parsed = await read(row, url, ctx);
      const matches = matchChannels(await epgDal.catalogue(row.provider_id), parsed.names);
      await epgDal.writeMatches(row.id, matches);
      const done = await epgDal.swap(
        row,
        {
          programmeCount: parsed.programmeCount,
          channelCount: parsed.names.size,
          matchedCount: matches.length,
          skipped: parsed.skipped,
          truncated: parsed.truncated,
        },
        clock.now(),
      );
      if (!done) throw new ImportFailure('interrupted');
      await publish(iptvEpgImportEvents.iptvEpgFinished, done);
      log.info(
        {
          epgImportId: row.id,
          providerId: row.provider_id,
          programmes: done.programme_count,
          matched: done.matched_count,
          ms: Date.now() - started,
        },
        'iptv epg import finished',
      );
    } catch (err) {
      if (!(err instanceof ImportFailure) && !(err instanceof JobCancelled)) {
        log.error({ err, epgImportId: row.id }, 'iptv epg import failed');
      }
      await fail(row, err);
      throw err;
    } finally {
      await follow(row, url, job.user_id);
    }
  }

  /**
   * What changed while an import ran is read next: another EPG source, or new channels (a playlist import that
   * finished meanwhile asked for this running import instead of one matched to its channels).
   */
  async function follow(row: EpgImportRow, read: string | null, userId: number | null) {
    try {
      const source = await epgDal.sourceUrl(row.provider_id);
      if (!source) return;
      if (
        source !== read ||
        (await epgDal.channelsChangedSince(row.provider_id, row.started_at ?? row.created_at))
      ) {
        await queue(row.provider_id, userId);
      }
    } catch (err) {
      log.error({ err, providerId: row.provider_id }, 'iptv epg import not queued');
    }
  }

  /** Queues an EPG import of the provider, or answers the one queued or running. */
  async function queue(providerId: number, userId: number | null): Promise<EpgImportRow> {
    // the active import may end between the insert that found it and the look-up: then the insert is tried again
    for (;;) {
      const queued = await db.transaction(async (tx) => {
        const row = await epgDal.insert(providerId, clock.now(), tx);
        if (row)
          await deps.jobs.enqueue(EPG_JOB, { userId, payload: { importId: row.id }, maxAttempts: 1 }, tx);
        return row;
      });
      if (queued) {
        deps.jobs.nudge();
        return queued;
      }
      const active = await epgDal.active(providerId);
      if (active) return active;
    }
  }

  return {
    run,
    queue,

    /** As queue, where the provider has an EPG source (epg_url or its playlist's x-tvg-url); else nothing. */
    async queueIfSource(providerId: number, userId: number | null): Promise<EpgImportRow | null> {
      return (await epgDal.sourceUrl(providerId)) ? queue(providerId, userId) : null;
    },

    /** Start-up: imports a previous process left running end FAILED (`interrupted`). */
    async failInterrupted(): Promise<number> {
      const failed = await epgDal.failInterrupted(clock.now());
      if (failed > 0) log.warn({ failed }, 'iptv epg imports interrupted by a restart');
      return failed;
    },
  };
}

export type EpgImport = ReturnType<typeof createEpgImport>;
