import { defineConfig } from 'vitest/config';

// One topology (six processes and a database) for the whole suite: its files run one after another.
export default defineConfig({
  test: { include: ['*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000, fileParallelism: false },
});
