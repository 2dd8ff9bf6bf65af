/**
 * `db copy --from SQLITE_FILE --to POSTGRES_URL`: moves a whole installation into an empty Postgres
 * database and verifies the counts (README "Running several instances").
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CopyRefused, copySqliteToPostgres } from '../../platform/db/copy.js';
import { openStore } from '../../platform/db/index.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';
import { type Command, CommandFailed, out, UsageError } from '../args.js';

const copy = async (argv: string[]): Promise<number> => {
  const [sub, ...args] = argv;
  if (sub !== 'copy') throw new UsageError(`unknown db command '${sub ?? ''}'`);
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from) throw new UsageError('db copy needs --from SQLITE_FILE');
  if (!existsSync(values.from)) throw new CopyRefused(`db copy: no SQLite database at ${values.from}`);
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to))
    throw new UsageError('db copy needs --to postgres://…');
  const migrationsDir = fileURLToPath(new URL('../../../db/migrations', import.meta.url));
  const target = await openStore({
    sqlitePath: values.from,
    databaseUrl: values.to,
    migrationsDir,
    // Sealed secrets move sealed: the copy never opens them, so no key is needed here.
    secrets: createSecretBox(randomBytes(32)),
    instanceId: 'jaunt-db-copy',
  });
  try {
    const report = await copySqliteToPostgres({
      sqlitePath: values.from,
      migrationsDir,
      target,
      onTable: (name, rows) => out(`${name.padEnd(24)} ${rows}`),
    });
    out(
      `copied ${report.rows} rows in ${report.tables.length} tables in ${report.seconds.toFixed(2)} s; ` +
        'counts verified. Start the instances with JAUNT_DATABASE_URL and the same JAUNT_SECRET_KEY.',
    );
    return 0;
  } finally {
    await target.close();
  }
};

/** `db copy`; a refused copy (no SQLite file, a target that is not empty) fails with its message. */
export const db: Command = async (argv) => {
  try {
    return await copy(argv);
  } catch (e) {
    throw e instanceof CopyRefused ? new CommandFailed(e.message) : e;
  }
};
