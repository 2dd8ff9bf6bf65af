import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Every Partner API response a test receives is checked against the OpenAPI document.
    setupFiles: ['test/helpers/contract-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    // The JSON report lets CI print one plain "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
