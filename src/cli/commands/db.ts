/**
 * `db copy --from SQLITE_FILE --to POSTGRES_URL`: moves a whole installation into an empty Postgres
 * database and verifies the counts (docs/several-instances.md).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Command, CommandFailed, out, UsageError } from '../args.js';

/** The copy lives with the composition root, which alone opens databases; loaded only for `db`. */
const root = () => import('../../main.js');

const copy = async (argv: string[]): Promise<number> => {
  const [sub, ...args] = argv;
  if (sub !== 'copy') throw new UsageError(`unknown db command '${sub ?? ''}'`);
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from) throw new UsageError('db copy needs --from SQLITE_FILE');
  if (!existsSync(values.from)) throw new CommandFailed(`db copy: no SQLite database at ${values.from}`);
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to))
    throw new UsageError('db copy needs --to postgres://…');
  const { copyInstallation } = await root();
  const report = await copyInstallation(values.from, values.to, (name, rows) =>
    out(`${name.padEnd(24)} ${rows}`),
  );
  out(
    `copied ${report.rows} rows in ${report.tables.length} tables in ${report.seconds.toFixed(2)} s; ` +
      'counts verified. Start the instances with JAUNT_DATABASE_URL and the same JAUNT_SECRET_KEY.',
  );
  return 0;
};

/** `db copy`; a refused copy (no SQLite file, a target that is not empty) fails with its message. */
export const db: Command = async (argv) => {
  try {
    return await copy(argv);
  } catch (e) {
    throw e instanceof (await root()).CopyRefused ? new CommandFailed((e as Error).message) : e;
  }
};
