/**
 * `npm run jaunt -- <command>`: serve, import, demo, keys, mail. Opens the same core as the server.
 * A command per file under commands/; this file dispatches and turns errors into messages and exit
 * codes.
 */
import type { Logger } from 'pino';
import { ConfigError, loadConfig, loadDotEnv } from '../platform/config.js';
import { databaseLabel } from '../platform/database-label.js';
import { AppError } from '../platform/errors.js';
import {
  type AccessCommand,
  type Command,
  CommandFailed,
  type CoreCommand,
  err,
  out,
  UsageError,
} from './args.js';
import { actionable } from './failures.js';
import { commandWords, nearest, USAGE, usageOf } from './usage.js';

// `npm run jaunt -- openapi | head`: the reader left, which is not an error of ours.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// A server a command starts may fail outside its promise (an 'error' event nobody awaited, such as
// `demo-octo --sim-port` on a busy port): still one line for what a person can fix.
process.on('uncaughtException', (e) => {
  const line = actionable(e);
  err(line ?? (e instanceof Error ? (e.stack ?? e.message) : String(e)));
  process.exit(1);
});

/** The command being run, for a usage error's own usage lines. */
let current = '';

/**
 * Commands are loaded when they run: a command pays for its own modules only (a feature's index
 * brings the whole feature), so `openapi` or `demo` start without the services.
 */
const later =
  <A extends unknown[]>(load: () => Promise<(...args: A) => number | Promise<number>>) =>
  async (...args: A): Promise<number> =>
    (await load())(...args);

/** Commands that open what they need themselves. */
const STANDALONE = new Map<string, Command>([
  ['serve', later(async () => (await import('./commands/serve.js')).serve)],
  ['demo', later(async () => (await import('./commands/demo.js')).demo)],
  ['demo-octo', later(async () => (await import('./commands/demo-octo.js')).demoOcto)],
  ['octo-sim', later(async () => (await import('./commands/octo-sim.js')).octoSim)],
  ['openapi', later(async () => (await import('./commands/print-openapi.js')).openapi)],
  ['mcp', later(async () => (await import('./commands/mcp.js')).mcp)],
  ['db', later(async () => (await import('./commands/db.js')).db)],
  ['import', later(async () => (await import('./commands/import.js')).importFile)],
]);

/**
 * Commands about API keys, run against the store and the access feature alone (`openAccess`): they
 * load none of the other features' modules and libraries.
 */
const WITH_ACCESS = new Map<string, AccessCommand>([
  ['keys', later(async () => (await import('./commands/keys.js')).keys)],
  ['secrets', later(async () => (await import('./commands/secrets.js')).rotateSecrets)],
]);

/** Commands run against the core, opened before and closed after. */
const WITH_CORE = new Map<string, CoreCommand>([
  ['suppliers', later(async () => (await import('./commands/suppliers.js')).suppliers)],
  ['mail', later(async () => (await import('./commands/mail.js')).mail)],
  ['webhooks', later(async () => (await import('./commands/webhooks.js')).webhooks)],
]);

/** Flags that ask for two different things at once: refused, with the command's usage. */
const CONFLICTS: Record<string, string[][]> = {
  'mail list': [['--unmatched', '--failed', '--needs-review']],
};

const refuseConflicts = (command: string, rest: string[]): void => {
  for (const group of CONFLICTS[`${command} ${rest[0] ?? ''}`] ?? []) {
    const given = group.filter((f) => rest.some((a) => a === f || a.startsWith(`${f}=`)));
    if (given.length > 1) throw new UsageError(`${given.join(' and ')} cannot be used together: choose one`);
  }
};

/** Errors a person can act on: their message alone, no stack. */
const expected = async (e: unknown): Promise<boolean> => {
  if (e instanceof ConfigError || e instanceof AppError || e instanceof CommandFailed) return true;
  // Only a command that reached a supplier can throw this; its module is loaded by then.
  const { OctoError } = await import('../suppliers/index.js');
  return e instanceof OctoError;
};

const run = async (argv: string[]): Promise<number> => {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  current = command;
  if (!STANDALONE.has(command) && !WITH_CORE.has(command) && !WITH_ACCESS.has(command)) {
    const near = nearest(command, commandWords().keys());
    throw new UsageError(`unknown command '${command}'${near ? `: did you mean ${near}?` : ''}`);
  }
  const subs = commandWords().get(command);
  const sub = rest[0];
  if (subs && subs.size > 0 && sub !== undefined && !sub.startsWith('-') && !subs.has(sub))
    throw new UsageError(`unknown ${command} command '${sub}'`);
  refuseConflicts(command, rest);
  const standalone = STANDALONE.get(command);
  if (standalone) return standalone(rest);
  if (command === 'secrets' && rest[0] === 'generate-key')
    return (await import('./commands/secrets.js')).generateKey();

  loadDotEnv();
  const config = loadConfig();
  const { openAccess, openCore } = await import('../main.js');
  // Say where: a key written into the wrong database is how instances end up answering 401.
  err(`database: ${databaseLabel(config)}`);
  const withAccess = WITH_ACCESS.get(command);
  if (withAccess) {
    // Silent, as the whole core's logger below, without loading pino for it.
    const silent: Pick<Logger, 'info'> = { info: () => {} };
    const core = await openAccess(config, { log: silent });
    try {
      return await withAccess(core, rest);
    } finally {
      await core.store.close();
    }
  }
  const withCore = WITH_CORE.get(command);
  if (!withCore) throw new UsageError(`unknown command '${command}'`);
  const { pino } = await import('pino');
  const core = await openCore(config, { log: pino({ level: 'silent' }) });
  try {
    return await withCore(core, rest);
  } finally {
    await core.store.close();
  }
};

/** "unknown suppliers command 'lst'" → "…: did you mean list?" */
const suggest = (message: string): string => {
  const m = /^unknown ([a-z-]+) command '([^']*)'$/.exec(message);
  if (!m?.[1] || m[2] === undefined) return message;
  const near = nearest(m[2], commandWords().get(m[1]) ?? []);
  return near ? `${message}: did you mean ${near}?` : message;
};

const report = async (e: unknown): Promise<void> => {
  const { ImportFailed } = await import('../catalogue/index.js');
  if (e instanceof ImportFailed) {
    for (const p of e.problems) err(p);
    err(e.message);
  } else if (e instanceof UsageError || (e instanceof Error && e.name === 'TypeError' && 'code' in e)) {
    const usage = usageOf(current);
    err(
      usage
        ? `${suggest(e.message)}\n\n${usage}`
        : `${e.message}\nRun 'npm run jaunt -- help' for the list of commands.`,
    );
  } else if (await expected(e)) {
    err((e as Error).message);
  } else if (actionable(e)) {
    err(actionable(e) ?? '');
  } else {
    err(e instanceof Error ? (e.stack ?? e.message) : String(e));
  }
};

run(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  async (e: unknown) => {
    await report(e);
    process.exitCode = 1;
  },
);
