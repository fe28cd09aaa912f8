// The resident set of every process of the target over time (Linux /proc), sampled every few seconds.
import { fmt, rssMb } from '../stack';
import type { Recorder } from './recorder';

interface Sample {
  at: number;
  label: string;
  mb: Record<string, number | null>;
}

export class MemorySampler {
  readonly samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rec: Recorder,
    /** name → pid of every process now (pids change when a fault restarts one) */
    private readonly processes: () => Record<string, number>,
  ) {}

  sample(label = ''): Sample {
    const mb = Object.fromEntries(Object.entries(this.processes()).map(([name, pid]) => [name, rssMb(pid)]));
    const s = { at: this.rec.now(), label, mb };
    this.samples.push(s);
    return s;
  }

  start(everyMs = 5000) {
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop() {
    clearInterval(this.timer);
  }

  /** The samples as a table, at most `rows` of them (labelled ones always). */
  print(rows = 40) {
    const names = [...new Set(this.samples.flatMap((s) => Object.keys(s.mb)))];
    const step = Math.max(1, Math.ceil(this.samples.length / rows));
    console.log(`\nresident memory (MB) over time, sampled every 5 s:`);
    console.log(
      `| time s | moment | ${names.join(' | ')} |\n|---:|---|${names.map(() => '---:').join('|')}|`,
    );
    this.samples.forEach((s, i) => {
      if (!s.label && i % step !== 0) return;
      const cells = names.map((n) => (s.mb[n] == null ? '–' : fmt(s.mb[n]!)));
      console.log(`| ${fmt(s.at)} | ${s.label} | ${cells.join(' | ')} |`);
    });
  }
}
