import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
    // vitest's default on 2 cores is one worker; the PostgreSQL half of each file waits on the server's process
    maxWorkers: 2,
  },
});
