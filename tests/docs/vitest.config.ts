import { defineConfig } from 'vitest/config';

// One portal for every block of docs/scripts.md: its start and seeding take the long hook.
export default defineConfig({
  test: { include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000 },
});
