import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for the dependencies (@graphql-tools, graphql-ws, Apollo); point the
    // test code at the same one, or graphql-js sees two copies of itself ("Cannot use GraphQLSchema from another
    // module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Integration tests start a real backend child process per file.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
