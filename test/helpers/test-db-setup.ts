/**
 * Vitest setup for every test file: the Postgres databases a file created go when it ends. Only
 * test-db.ts creates them, and it registers its drop here when a file loads it; a file that never
 * does (the pure ones) does not load pg and the database layer for nothing.
 */
import { afterAll } from 'vitest';

/** Where test-db.ts leaves `dropTestDatabases` when it loads. */
const DROP_TEST_DATABASES = Symbol.for('jaunt.test.dropTestDatabases');

afterAll(async () => {
  const drop = (globalThis as { [DROP_TEST_DATABASES]?: () => Promise<void> })[DROP_TEST_DATABASES];
  if (drop) await drop();
});
