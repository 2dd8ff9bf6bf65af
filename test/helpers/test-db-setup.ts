/** Vitest setup for every test file: the Postgres databases a file created go when it ends. */
import { afterAll } from 'vitest';
import { dropTestDatabases } from './test-db.js';

afterAll(dropTestDatabases);
