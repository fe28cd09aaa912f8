import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PasswordHasherBusy, passwordTooLong } from './passwords.js';

/** The share of the time the event loop was busy (not waiting for I/O or a worker) while `work` ran. */
async function busyShare(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).utilization;
}

describe('password hashing off the event loop', () => {
  // cost 12: ~250 ms of CPU per hash, which inline would freeze the loop for
  const hasher = createPasswordHasher(12);

  it('keeps the event loop free while bcrypt works', async () => {
    // bcryptjs' own async API, as before: it runs on the loop in slices, which other requests wait behind
    const inline = await busyShare(() => Promise.all([bcrypt.hash('stall', 12), bcrypt.hash('stall', 12)]));
    const pooled = await busyShare(async () => {
      const hash = await hasher.hash('no stall');
      expect(await hasher.verify('no stall', hash)).toBe(true);
      await Promise.all([hasher.verify('x', hash), hasher.verify('y', 'not-a-hash')]);
    });
    expect(inline).toBeGreaterThan(0.7); // the measure sees a busy loop where there is one
    expect(pooled).toBeLessThan(0.3);
  });

  it('compares against a real hash for an unknown account, so both take as long', async () => {
    const hash = await hasher.hash('known');
    const t0 = performance.now();
    expect(await hasher.verify('guess', hash)).toBe(false);
    const known = performance.now() - t0;
    const t1 = performance.now();
    expect(await hasher.verify('guess', '')).toBe(false);
    const unknown = performance.now() - t1;
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('never matches, nor hashes, a password over 72 bytes (bcrypt would ignore the rest)', async () => {
    const fast = createPasswordHasher(10);
    const base = 'A'.repeat(72);
    expect(passwordTooLong(base)).toBe(false);
    expect(passwordTooLong(`${'A'.repeat(71)}ä`)).toBe(true);
    const hash = bcrypt.hashSync(base, 10);
    expect(await fast.verify(base, hash)).toBe(true);
    expect(await fast.verify(`${base}secret`, hash)).toBe(false);
    await expect(fast.hash(`${base}x`)).rejects.toThrow(/72 bytes/);
    const y = `$2y$${hash.slice(4)}`;
    expect(await fast.verify(base, y)).toBe(true);
  });

  it('turns a check away at once while `maxQueued` wait for a worker, never as a wrong password', async () => {
    const bounded = createPasswordHasher(10, 1);
    const hash = bcrypt.hashSync('right', 10);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => bounded.verify('right', hash)));
    const answered = results.filter((r) => r.status === 'fulfilled');
    const busy = results.filter((r) => r.status === 'rejected' && r.reason instanceof PasswordHasherBusy);
    expect(answered.every((r) => r.value === true)).toBe(true);
    // one at work per worker (at most 4) and one waiting; the rest refused
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(answered.length).toBeLessThanOrEqual(5);
    expect(busy.length).toBe(12 - answered.length);
  });
});
