// What the load run observed: latencies per operation, every error with its time, and the fault windows, so that
// the end checks can tell errors a fault explains from those it does not.
import { fmt, pct } from '../stack';

export interface LoggedError {
  /** Seconds since the run began. */
  at: number;
  op: string;
  message: string;
}

export interface FaultWindow {
  name: string;
  /** Seconds since the run began; `end` once the faulted process answers again. */
  start: number;
  end: number | null;
}

/** After a fault recovered, errors still count as the fault's for this long (clients retry after a moment). */
export const GRACE_SECONDS = 10;

export interface Snapshot {
  latencies: Map<string, number[]>;
  calm: Map<string, number[]>;
}

export class Recorder {
  readonly began = performance.now();
  readonly latencies = new Map<string, number[]>();
  /** The latencies of operations that overlapped no fault window (with its grace). */
  readonly calm = new Map<string, number[]>();
  readonly errors: LoggedError[] = [];
  readonly windows: FaultWindow[] = [];
  /** Seconds since the run began. */
  now = () => (performance.now() - this.began) / 1000;

  /** Times one operation (a successful one: failures are logged by the caller, with their time). */
  async time<T>(op: string, fn: () => Promise<T>): Promise<T> {
    const start = this.now();
    const value = await fn();
    this.record(op, (this.now() - start) * 1000, start);
    return value;
  }

  record(op: string, ms: number, start = this.now() - ms / 1000) {
    const end = start + ms / 1000;
    const push = (map: Map<string, number[]>) => {
      const list = map.get(op);
      if (list) list.push(ms);
      else map.set(op, [ms]);
    };
    push(this.latencies);
    const overlaps = this.windows.some(
      (w) => start <= (w.end ?? Number.POSITIVE_INFINITY) + GRACE_SECONDS && end >= w.start,
    );
    if (!overlaps) push(this.calm);
  }

  /** Logs an error at `at` (seconds since the run began; default now). */
  error(op: string, error: unknown, at = this.now()) {
    const message = error instanceof Error ? error.message : String(error);
    this.errors.push({ at, op, message: message.slice(0, 160) });
  }

  /** Runs a fault and records its window from the start until `fn` resolves (the process answers again). */
  async fault(name: string, fn: () => Promise<void>) {
    const window: FaultWindow = { name, start: this.now(), end: null };
    this.windows.push(window);
    console.log(`  [${fmt(window.start)} s] fault: ${name}`);
    try {
      await fn();
    } finally {
      window.end = this.now();
      console.log(`  [${fmt(window.end)} s] recovered: ${name}`);
    }
  }

  /** The fault window (plus the grace) an error falls into, if any: the latest that began before it. */
  windowOf(error: LoggedError): FaultWindow | undefined {
    return this.windows.findLast(
      (w) => error.at >= w.start && error.at <= (w.end ?? Number.POSITIVE_INFINITY) + GRACE_SECONDS,
    );
  }

  /** Clears the latencies (after the warm-up); errors stay. */
  resetLatencies() {
    this.latencies.clear();
    this.calm.clear();
  }

  /** A copy of the latencies so far (the load's, before the end checks add their own). */
  snapshot(): Snapshot {
    const copy = (map: Map<string, number[]>) => new Map([...map].map(([op, l]) => [op, [...l]]));
    return { latencies: copy(this.latencies), calm: copy(this.calm) };
  }

  /** Throughput, p50/p95/p99 (and p95 outside the fault windows) and errors per operation over `seconds`. */
  printOperations(seconds: number, { latencies, calm }: Snapshot) {
    const ops = [...new Set([...latencies.keys(), ...this.errors.map((e) => e.op)])].sort();
    const total = [...latencies.values()].reduce((n, l) => n + l.length, 0);
    const ms = (sorted: number[], p: number) => (sorted.length ? fmt(pct(sorted, p)) : '–');
    console.log(`\nthroughput: ${total} operations in ${fmt(seconds)} s = ${fmt(total / seconds)} ops/s`);
    console.log(
      '| operation | ok | ops/s | p50 ms | p95 ms | p99 ms | p95 outside faults ms | errors |\n' +
        '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const op of ops) {
      const sorted = [...(latencies.get(op) ?? [])].sort((a, b) => a - b);
      const calmSorted = [...(calm.get(op) ?? [])].sort((a, b) => a - b);
      const errors = this.errors.filter((e) => e.op === op).length;
      console.log(
        `| ${op} | ${sorted.length} | ${fmt(sorted.length / seconds)} | ${ms(sorted, 50)} | ${ms(sorted, 95)} | ` +
          `${ms(sorted, 99)} | ${ms(calmSorted, 95)} | ${errors} |`,
      );
    }
  }

  /** Every error with its time and its fault window; long runs of alike errors are folded. */
  printErrors() {
    if (!this.errors.length) return console.log('\nerrors: none');
    console.log(`\nerrors (${this.errors.length}; time s | operation | fault window | message):`);
    const folded = new Map<string, { first: number; last: number; count: number }>();
    for (const e of this.errors) {
      const key = `${e.op} | ${this.windowOf(e)?.name ?? 'OUTSIDE ANY FAULT'} | ${e.message}`;
      const f = folded.get(key);
      if (f) Object.assign(f, { last: e.at, count: f.count + 1 });
      else folded.set(key, { first: e.at, last: e.at, count: 1 });
    }
    for (const [key, f] of folded)
      console.log(`  ${fmt(f.first)}${f.count > 1 ? `–${fmt(f.last)} (${f.count}×)` : ''} | ${key}`);
  }
}
