import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

/** A process that stops with `stopOnSignals`; its stop takes `stopMs` (or never ends with -1). */
async function service(stopMs: number, ipc = false) {
  const code = `
    import { stopOnSignals } from './src/signals.ts';
    const log = { info: (o, m) => console.log(m), warn: (o, m) => console.log(m), error: (o, m) => console.log(m) };
    stopOnSignals({ log, timeoutMs: 2000, stop: () => new Promise((r) => ${stopMs} >= 0 && setTimeout(r, ${stopMs})) });
    setInterval(() => {}, 1000);
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: new URL('..', import.meta.url),
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  const stdout = child.stdout!;
  stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('ready')) await once(stdout, 'data');
  const exited = once(child, 'exit').then(([status]) => status as number);
  return { child, exited, output: () => output };
}

describe('stopOnSignals', () => {
  it('stops once and exits 0', async () => {
    const s = await service(50);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('shutting down');
  });

  it('takes a SIGTERM right after a SIGINT as the same stop (Ctrl-C reached the group, then the launcher)', async () => {
    const s = await service(300);
    s.child.kill('SIGINT');
    while (!s.output().includes('shutting down')) await new Promise((r) => setTimeout(r, 5));
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('already shutting down');
    expect(s.output()).not.toContain('second signal');
  });

  it('stops once and exits 0 when the launcher that started it is gone (its IPC channel closed)', async () => {
    const s = await service(50, true);
    s.child.disconnect();
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('shutting down');
  });

  it('exits 1 at a second signal, and when the stop outlasts its time', async () => {
    const twice = await service(-1);
    twice.child.kill('SIGINT');
    while (!twice.output().includes('shutting down')) await new Promise((r) => setTimeout(r, 20));
    twice.child.kill('SIGINT');
    expect(await twice.exited).toBe(1);
    expect(twice.output()).toContain('second signal');

    const slow = await service(-1);
    slow.child.kill('SIGTERM');
    expect(await slow.exited).toBe(1);
    expect(slow.output()).toContain('timed out');
  });
});
