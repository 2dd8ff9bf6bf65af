import { defineConfig } from 'vitest/config';

/**
 * Tests whose assertion is a latency bound under load they make themselves, or that start several
 * service processes of their own: they run after the rest of the suite, one file at a time, so
 * another test file's CPU is not part of what they measure or wait for.
 */
const ALONE = [
  'test/services/concurrent-import.test.ts',
  'test/scale/two-instances.test.ts',
  'test/scale/cluster.test.ts',
];

/**
 * Tests of pure functions (no server, database, network or timers of their own): one process loads
 * the modules once for all of them (`isolate: false`) instead of once per file.
 */
const PURE = ['test/domain/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // Two test files at a time: most of a file's time is waiting (servers, databases, child
    // processes) and starting its fork. Vitest's default on a 2-core machine is one (cores - 1), which
    // left CI at 18 min per engine on a slower machine; the latency-bound files run alone regardless.
    maxWorkers: 2,
    // Every Partner API response a test receives is checked against the OpenAPI document; on
    // Postgres runs (JAUNT_TEST_DATABASE_URL) each file's databases are dropped when it ends.
    setupFiles: ['test/helpers/contract-setup.ts', 'test/helpers/test-db-setup.ts'],
    // Postgres runs: one migrated template database per run, copied for every test database.
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    // The JSON report lets CI print one plain "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: [...ALONE, ...PURE],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'pure', include: PURE, isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
