/** What every CLI command shares: its two output streams, the usage error and number arguments. */

import type { AccessCore, Core } from '../main.js';
import { databaseLabel } from '../platform/database-label.js';

export const out = (s: string) => process.stdout.write(`${s}\n`);
export const err = (s: string) => process.stderr.write(`${s}\n`);

/** A command line the CLI cannot run: printed with the usage text, exit code 1. */
export class UsageError extends Error {}

/** A command that refused or failed in a way the user can act on: its message alone, exit code 1. */
export class CommandFailed extends Error {}

/** "Postgres postgres://jaunt@db:5432/jaunt" or "SQLite /abs/data/jaunt.db": where a command reads and writes. */
export const databaseOf = (core: Pick<Core, 'config'>): string => databaseLabel(core.config);

export const positiveInt = (v: string | undefined, name: string, fallback: number): number => {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} must be a positive integer`);
  return n;
};

/** A command that opens what it needs itself; answers the exit code, or -1 to keep running. */
export type Command = (args: string[]) => Promise<number>;

/** A command run against the opened core (store and services), which the CLI closes after it. */
export type CoreCommand = (core: Core, args: string[]) => Promise<number>;

/** A command run against the store and the access feature alone (API keys), opened and closed by the CLI. */
export type AccessCommand = (core: AccessCore, args: string[]) => Promise<number>;
