/**
 * `npm run jaunt -- <command>`: serve, import, demo, keys, mail. Opens the same core as the server.
 * A command per file under commands/; this file dispatches and turns errors into messages and exit
 * codes.
 */
import { pino } from 'pino';
import { ImportFailed } from '../catalogue/index.js';
import { ConfigError, loadConfig, loadDotEnv } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import { OctoError } from '../suppliers/index.js';
import { type Command, CommandFailed, type CoreCommand, err, out, UsageError } from './args.js';
import { db } from './commands/db.js';
import { demo } from './commands/demo.js';
import { demoOcto } from './commands/demo-octo.js';
import { importFile } from './commands/import.js';
import { keys } from './commands/keys.js';
import { mail } from './commands/mail.js';
import { mcp } from './commands/mcp.js';
import { octoSim } from './commands/octo-sim.js';
import { openapi } from './commands/print-openapi.js';
import { generateKey, rotateSecrets } from './commands/secrets.js';
import { serve } from './commands/serve.js';
import { suppliers } from './commands/suppliers.js';
import { USAGE } from './usage.js';

/** Commands that open what they need themselves. */
const STANDALONE = new Map<string, Command>([
  ['serve', serve],
  ['demo', demo],
  ['demo-octo', demoOcto],
  ['octo-sim', octoSim],
  ['openapi', openapi],
  ['mcp', mcp],
  ['db', db],
  ['import', importFile],
]);

/** Commands run against the core, opened before and closed after. */
const WITH_CORE = new Map<string, CoreCommand>([
  ['keys', keys],
  ['suppliers', suppliers],
  ['secrets', rotateSecrets],
  ['mail', mail],
]);

const run = async (argv: string[]): Promise<number> => {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  const standalone = STANDALONE.get(command);
  if (standalone) return standalone(rest);
  if (command === 'secrets' && rest[0] === 'generate-key') return generateKey();

  loadDotEnv();
  const config = loadConfig();
  const { openCore } = await import('../main.js');
  const core = await openCore(config, { log: pino({ level: 'silent' }) });
  try {
    const withCore = WITH_CORE.get(command);
    if (!withCore) throw new UsageError(`unknown command '${command}'`);
    return await withCore(core, rest);
  } finally {
    await core.store.close();
  }
};

run(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof ImportFailed) {
      for (const p of e.problems) err(p);
      err(e.message);
    } else if (e instanceof UsageError || (e instanceof Error && e.name === 'TypeError' && 'code' in e)) {
      err(`${e.message}\n\n${USAGE}`);
    } else if (
      e instanceof ConfigError ||
      e instanceof AppError ||
      e instanceof OctoError ||
      e instanceof CommandFailed
    ) {
      err(e.message);
    } else {
      err(e instanceof Error ? (e.stack ?? e.message) : String(e));
    }
    process.exitCode = 1;
  },
);
