// The import of a provider's playlist, run as a job: QUEUED → PARSING → STORING → FINISHED | FAILED.
// Parsing streams the playlist (an uploaded file or the provider's channel_url) through the M3U parser and
// writes the entries in batches to staging rows (COPY); the swap copies them into the provider's channels in ONE
// transaction (update by identity, insert new, delete vanished), so a failed or interrupted import never leaves
// the catalogue half-written. On PostgreSQL the swap's transaction runs behind the parser, chunk by staged chunk,
// on a connection of its own (the two cost about the same, so the import takes little more than the slower);
// PGlite has one connection, which that transaction would hold, so there it starts once parsing is done.
// Progress goes to `iptvM3uUpload`, throttled; what describes stored channels is sent after the commit.
import fs from 'node:fs';
import type { RestIptvImport } from '@portal/contract';
import { iptvImportEvents } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import type { Locale } from '../../http/locale.js';
import { DEFAULT_LOCALE } from '../../http/locale.js';
import { storedErrorText } from '../../http/messages.js';
import type { JobRow } from '../../jobs/jobs.dal.js';
import type { JobContext, JobRunner } from '../../jobs/runner.js';
import { JobCancelled } from '../../jobs/runner.js';
import type { Clock } from '../../lib/clock.js';
import type { Outbound } from '../../lib/outbound.js';
import type { Broadcaster } from '../../realtime/broadcaster.js';
import type { ChannelsDal, StagedEntry } from './channels.dal.js';
import type { ImportRow, ImportsDal } from './imports.dal.js';
import type { Credentials } from './m3u/index.js';
import {
  ChannelIdentities,
  PASSWORD_TEMPLATE,
  parseM3u,
  templateCredentials,
  USERNAME_TEMPLATE,
} from './m3u/index.js';
import type { ChannelSource } from './channel-source.js';
import type { ProvidersDal } from './providers.dal.js';

export const IMPORT_JOB = 'iptv.import';

/** Entries per staging COPY; the swap copies each staged batch as it lands (small batches keep it close behind). */
const BATCH = 5_000;
/** At most ~10 progress events a second (spec: the wizard's progress bar, not a firehose). */
export const EVENT_INTERVAL_MS = 100;

/** Why an import ends FAILED: a code of `iptv.error.<code>` and its message's replacements. */
export class ImportFailure extends Error {
  constructor(
    readonly code: string,
    readonly detail?: Record<string, string | number>,
  ) {
    super(`import failed: ${code}${detail ? ` ${JSON.stringify(detail)}` : ''}`);
    this.name = 'ImportFailure';
  }
}

export function importView(row: ImportRow, locale: Locale): RestIptvImport {
  const iso = (d: Date | null) => (d === null ? null : d.toISOString());
  return {
    id: row.id,
    provider_id: row.provider_id,
    state: row.state,
    current: row.current,
    total: row.total,
    channel_count: row.channel_count,
    group_count: row.group_count,
    removed_count: row.removed_count,
    skipped: Object.entries(row.skipped).map(([reason, count]) => ({ reason, count })),
    credentials_found: row.credentials_found,
    error_code: row.error_code,
    error: storedErrorText(locale, 'iptv.error', 'iptv.error.internal', row.error_code, row.error_detail),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    created_at: row.created_at.toISOString(),
  };
}

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface ImportServiceDeps {
  db: Db;
  importsDal: ImportsDal;
  channelsDal: ChannelsDal;
  providersDal: ProvidersDal;
  /** The provider's stored credentials: found in the playlist's links, filled into channel_url to fetch it. */
  channelSource: Pick<ChannelSource, 'credentials' | 'fetchUrl'>;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  jobs: Pick<JobRunner, 'enqueue' | 'nudge'>;
  clock: Clock;
  log: { info: LogFn; warn: LogFn; error: LogFn };
  /** Downloads channel_url. */
  outbound: Outbound;
  /** IPTV_MAX_UPLOAD_MB in bytes: also the cap of a playlist downloaded from channel_url. */
  maxBytes: number;
  /** A download from channel_url fails when the provider sends nothing for this long (default 30 s). */
  fetchIdleMs?: number;
  /** Runs after an import has finished (the job's member, if any); a failure is logged, the import stays done. */
  afterImport?: (providerId: number, userId: number | null) => Promise<unknown>;
}

interface ImportPayload {
  importId: number;
}

/**
 * The file at `url` (a playlist; the EPG import's XMLTV too) as a byte stream, through the guarded client: at most
 * `maxBytes` (once a Content-Encoding is undone), aborted when the server sends nothing for `idleMs` (a large
 * playlist may take minutes, a stalled one must not hold its provider forever), HTTP errors as failures. Network
 * failures and refused targets are one `network` failure without detail (see lib/outbound.ts).
 */
export async function* download(
  outbound: Outbound,
  url: string,
  maxBytes: number,
  idleMs: number,
): AsyncGenerator<Uint8Array> {
  const controller = new AbortController();
  let timedOut = false;
  const arm = () =>
    setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleMs);
  let timer = arm();
  const rearm = () => {
    clearTimeout(timer);
    timer = arm();
  };
  try {
    let res: Awaited<ReturnType<Outbound['fetch']>>;
    try {
      res = await outbound.fetch(url, {
        signal: controller.signal,
        headers: { 'user-agent': 'Portal IPTV import' },
      });
    } catch {
      if (timedOut) throw new ImportFailure('timeout');
      throw new ImportFailure('network');
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => {});
      throw new ImportFailure('http', { status: res.status });
    }
    let bytes = 0;
    try {
      for await (const chunk of res.body) {
        rearm();
        bytes += chunk.byteLength;
        if (bytes > maxBytes) throw new ImportFailure('tooLarge', { max: Math.floor(maxBytes / 1048576) });
        yield chunk;
      }
    } catch (err) {
      if (timedOut) throw new ImportFailure('timeout');
      if (err instanceof ImportFailure) throw err;
      // the connection dropped mid-way
      throw new ImportFailure('network');
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** True at most every `ms`. */
export function throttle(ms: number) {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < ms) return false;
    last = now;
    return true;
  };
}

/** How far parsing has staged the playlist, for the swap that follows it; either side can end the other. */
class Staging {
  staged = 0;
  private done = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;

  advance(staged: number) {
    this.staged = staged;
    this.notify();
  }
  finish() {
    this.done = true;
    this.notify();
  }
  /** Parsing failed (the swap rolls back) or the swap failed (parsing stops at its next batch). */
  abort(err: unknown) {
    this.error ??= err;
    this.notify();
  }
  throwIfAborted() {
    if (this.error !== null) throw this.error;
  }
  /** Waits until `want` positions are staged or parsing has ended; answers the staged count and whether it ended. */
  async until(want: number): Promise<{ staged: number; done: boolean }> {
    while (this.error === null && !this.done && this.staged < want) {
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    this.throwIfAborted();
    return { staged: this.staged, done: this.done };
  }
  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

export function createImportService(deps: ImportServiceDeps) {
  const { db, importsDal, channelsDal, providersDal, clock, log } = deps;
  const fetchIdleMs = deps.fetchIdleMs ?? 30_000;
  // The credentials an admin typed for an upload, by import id: kept in memory only, never in the jobs table. An
  // import outlives no restart (start-up fails it as interrupted), so nothing needs them after one.
  const typedCredentials = new Map<number, Credentials>();

  const publish = (event: (typeof iptvImportEvents)[keyof typeof iptvImportEvents], row: ImportRow) =>
    deps.broadcaster
      .broadcast(event, importView(row, DEFAULT_LOCALE))
      .catch((err: unknown) => log.warn({ err, importId: row.id }, 'iptv import event not sent'));

  const removeFile = (file: string | null | undefined) =>
    file ? fs.promises.rm(file, { force: true }) : Promise.resolve();

  async function fail(row: Pick<ImportRow, 'id'>, err: unknown, skipped?: Record<string, number>) {
    const failure =
      err instanceof ImportFailure
        ? err
        : new ImportFailure(err instanceof JobCancelled ? 'cancelled' : 'internal');
    await channelsDal.dropStaged(row.id);
    const failed = await importsDal.fail(
      row.id,
      { code: failure.code, detail: failure.detail },
      { skipped },
      clock.now(),
    );
    if (failed) await publish(iptvImportEvents.iptvImportFailed, failed);
    return failed;
  }

  /** Parses the playlist into staging rows; answers the counts the finished import reports. */
  async function parseToStaging(
    row: ImportRow,
    source: AsyncIterable<Uint8Array>,
    payload: { credentials?: Credentials },
    ctx: JobContext,
    staging: Staging,
  ) {
    const parse = parseM3u(source);
    const identities = new ChannelIdentities();
    const groups = new Set<string>();
    const tick = throttle(EVENT_INTERVAL_MS);
    let batch: StagedEntry[] = [];
    let count = 0;
    let credentialsFound = 0;
    // the credentials the links now ask for: members must enter them (the provider's required fields)
    const templated = new Set<'username' | 'password'>();
    // One batch is written while the next is parsed: the database and the parser work side by side.
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      await writing;
      staging.throwIfAborted();
      if (batch.length === 0) return;
      const stagedUpTo = count;
      writing = channelsDal
        .stage(row.id, count - batch.length, batch)
        .then(() => staging.advance(stagedUpTo));
      // handled when awaited (next flush); without this a failure meanwhile would count as unhandled
      writing.catch(() => {});
      batch = [];
      if (!tick()) return;
      const progress = await importsDal.progress(
        row.id,
        { state: 'PARSING', current: count, total: null },
        clock.now(),
      );
      await ctx.progress({ current: count, total: null, stage: 'parsing' });
      if (progress) await publish(iptvImportEvents.iptvImportParsed, progress);
    };
    try {
      for await (const entry of parse) {
        let url = entry.url;
        if (payload.credentials) {
          const link = templateCredentials(url, payload.credentials);
          if (link.replaced) {
            url = link.url;
            credentialsFound += 1;
            if (url.includes(USERNAME_TEMPLATE)) templated.add('username');
            if (url.includes(PASSWORD_TEMPLATE)) templated.add('password');
          }
        }
        if (entry.groupTitle) groups.add(entry.groupTitle);
        batch.push({ entry, identity: identities.next(entry), url });
        count += 1;
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      await writing;
    } catch (err) {
      // a batch still being written must land before the failure drops the staged rows
      await writing.catch(() => {});
      throw Object.assign(err instanceof Error ? err : new Error(String(err)), {
        skipped: { ...parse.summary.skipped },
      });
    }
    const skipped = parse.summary.skipped as Record<string, number>;
    if (parse.summary.failure) throw Object.assign(new ImportFailure(parse.summary.failure), { skipped });
    // the playlist's EPG source (x-tvg-url / url-tvg): the EPG import's default when the provider has no epg_url
    const epgUrl = parse.summary.header.epgUrls[0] ?? null;
    return { channelCount: count, groupCount: groups.size, skipped, credentialsFound, epgUrl, templated };
  }

  /** The job: one import from start to end. */
  async function run(job: JobRow, ctx: JobContext): Promise<void> {
    const payload = job.payload as unknown as ImportPayload;
    const row = await importsDal.startParsing(payload.importId, clock.now());
    if (!row) {
      // not QUEUED: an attempt of this job died mid-way (its lease ran out) or start-up failed it already
      const old = await importsDal.find(payload.importId);
      if (old && old.state !== 'FINISHED' && old.state !== 'FAILED') {
        await fail(old, new ImportFailure('interrupted'));
        await removeFile(old.file_path);
      }
      return;
    }
    const started = Date.now();
    try {
      const provider = await providersDal.find(row.provider_id);
      if (!provider) throw new ImportFailure('internal');
      const credentials =
        typedCredentials.get(row.id) ?? deps.channelSource.credentials(provider) ?? undefined;
      const source =
        row.source === 'upload'
          ? fs.createReadStream(row.file_path ?? '', { highWaterMark: 256 * 1024 })
          : download(deps.outbound, deps.channelSource.fetchUrl(provider), deps.maxBytes, fetchIdleMs);
      const staging = new Staging();
      // positions the swap has copied so far (on PostgreSQL it runs behind the parser)
      let stored = 0;
      const parsed = (async () => {
        const counts = await parseToStaging(row, source, { credentials }, ctx, staging);
        const total = counts.channelCount;
        const storing = await importsDal.progress(
          row.id,
          { state: 'STORING', current: stored, total },
          clock.now(),
        );
        if (!storing) throw new ImportFailure('interrupted');
        await ctx.progress({ current: stored, total, stage: 'storing' });
        await publish(iptvImportEvents.iptvImportParsed, storing);
        return { counts, storing };
      })();
      parsed.then(
        () => staging.finish(),
        (err: unknown) => staging.abort(err),
      );

      const swap = async () => {
        const swapped = db.transaction(async (tx) => {
          // the provider stays until the commit (its channels have no foreign key: see providers.dal remove)
          if (!(await providersDal.lockForSwap(tx, row.provider_id))) throw new ImportFailure('interrupted');
          const now = clock.now();
          const tick = throttle(EVENT_INTERVAL_MS);
          for (;;) {
            const { staged, done } = await staging.until(stored + BATCH);
            const to = Math.min(staged, stored + BATCH);
            if (to > stored) await channelsDal.upsertStaged(tx, row.provider_id, row.id, stored, to, now);
            stored = to;
            if (done && stored === staged) break;
            // current === total is sent after the commit: the wizard takes it as "stored"
            if (done && tick()) {
              const { storing } = await parsed;
              await publish(iptvImportEvents.iptvImportStoring, { ...storing, current: stored });
            }
          }
          const { counts } = await parsed;
          const { epgUrl, templated, ...result } = counts;
          const removedCount = await channelsDal.removeOthers(tx, row.provider_id, row.id);
          await providersDal.setChannelCount(tx, row.provider_id, counts.channelCount);
          await providersDal.setPlaylistEpgUrl(tx, row.provider_id, epgUrl);
          await providersDal.requireFields(tx, row.provider_id, [...templated], now);
          await channelsDal.dropStaged(row.id, tx);
          const done = await importsDal.finish(row.id, { ...result, removedCount }, clock.now(), tx);
          if (!done) throw new ImportFailure('interrupted');
          tx.afterCommit(async () => {
            await publish(iptvImportEvents.iptvImportStoring, done);
            await publish(iptvImportEvents.iptvImportFinished, done);
          });
          return done;
        });
        // a failed swap stops the parser; either failure is reported once both have ended
        swapped.catch((err: unknown) => staging.abort(err));
        return swapped;
      };
      if (db.driver !== 'pg') await parsed;
      const [parseResult, swapResult] = await Promise.allSettled([parsed, swap()]);
      if (parseResult.status === 'rejected') throw parseResult.reason;
      if (swapResult.status === 'rejected') throw swapResult.reason;
      const finished = swapResult.value;
      const total = finished.channel_count;
      log.info(
        {
          importId: row.id,
          providerId: row.provider_id,
          channels: total,
          removed: finished.removed_count,
          ms: Date.now() - started,
        },
        'iptv import finished',
      );
      await deps
        .afterImport?.(row.provider_id, job.user_id)
        .catch((err: unknown) => log.error({ err, importId: row.id }, 'iptv after-import step failed'));
    } catch (err) {
      const skipped = (err as { skipped?: Record<string, number> }).skipped;
      if (!(err instanceof ImportFailure) && !(err instanceof JobCancelled)) {
        log.error({ err, importId: row.id }, 'iptv import failed');
      }
      await fail(row, err, skipped);
      // the job ends failed (or cancelled) too; an ImportFailure is the playlist's fault, not worth a retry
      throw err;
    } finally {
      typedCredentials.delete(row.id);
      await removeFile(row.file_path);
    }
  }

  return {
    run,

    /**
     * Queues an import of the provider (an uploaded file, or its channel_url); 409 while one is queued or running.
     * `credentials`: the username and password the admin typed for this upload.
     */
    async queue(
      providerId: number,
      source: { kind: 'upload'; file: string; credentials?: Credentials } | { kind: 'url' },
      userId: number | null,
    ): Promise<ImportRow> {
      const queued = await db.transaction(async (tx) => {
        const row = await importsDal.insert(
          providerId,
          source.kind,
          source.kind === 'upload' ? source.file : null,
          clock.now(),
          tx,
        );
        if (!row) throw new HttpError(409, { key: 'iptv.import_running' });
        const payload: ImportPayload = { importId: row.id };
        await deps.jobs.enqueue(
          IMPORT_JOB,
          { userId, payload: payload as unknown as Record<string, unknown>, maxAttempts: 1 },
          tx,
        );
        return row;
      });
      if (source.kind === 'upload' && source.credentials) typedCredentials.set(queued.id, source.credentials);
      deps.jobs.nudge();
      return queued;
    },

    /**
     * Start-up (called while the app is built, before any worker runs): imports a previous process left parsing or
     * storing end FAILED (`interrupted`).
     */
    async failInterrupted(): Promise<number> {
      const failed = await importsDal.failInterrupted(clock.now());
      for (const row of failed) await removeFile(row.file_path);
      if (failed.length > 0)
        log.warn({ imports: failed.map((r) => r.id) }, 'iptv imports interrupted by a restart');
      return failed.length;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
