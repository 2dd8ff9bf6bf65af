/** The service's logger and its start-up lines: light, so the cluster primary can use them too. */
import { type Logger, pino } from 'pino';
import type { Config } from './config.js';

export const createLogger = (config: Config): Logger =>
  pino({ level: config.JAUNT_LOG_LEVEL, base: { service: 'jaunt' } });

/** What `npm start` prints once the service listens. */
export const printStartLines = (lines: string[]): void => {
  process.stdout.write(['', ...lines, ''].join('\n'));
};

/** The end of a start that threw: its stack on stderr, exit 1. */
export const exitFailedStart = (err: unknown): never => {
  process.stderr.write(`Jaunt failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
};
