/**
 * The Bolt app for each mode: over Socket Mode (one workspace, SLACK_APP_TOKEN), or over HTTP on our
 * express app (`single` with SLACK_BOT_TOKEN, `oauth` with the install flow), Bolt's logs in ours.
 */
import type { Logger as BoltLogger } from '@slack/bolt';
import { App, ExpressReceiver, LogLevel, SocketModeReceiver } from '@slack/bolt';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { SlackContext, SlackMode } from './context.js';
import { oauthOptionsFor } from './oauth.js';

/** A Bolt app and, over Socket Mode, whether its socket is connected now. */
export interface BoltApp {
  bolt: App;
  /** Socket Mode: whether the socket is connected now; null over HTTP. */
  connected(): boolean | null;
  /** Whether start/stop open and close a socket (Socket Mode) or do nothing (HTTP). */
  socket: boolean;
}

const boltLogger = (log: Logger): BoltLogger => {
  const line = (m: unknown[]) => m.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ');
  // Bolt logs whole payloads at debug level: format only what will be written.
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...m: unknown[]) => {
      if (log.isLevelEnabled(level)) log[level]({ component: 'bolt' }, line(m));
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    setLevel: () => undefined,
    getLevel: () => LogLevel.INFO,
    setName: () => undefined,
  };
};

const socketBolt = ({ config, log, clientOptions }: SlackContext, logger: BoltLogger): BoltApp => {
  let connected = false;
  const receiver = new SocketModeReceiver({
    appToken: config.SLACK_APP_TOKEN ?? '',
    logger,
    // apps.connections.open goes through these options (tests point them at a local stand-in).
    installerOptions: { clientOptions },
    // Ack and log: a listener error must not make Slack redeliver the same payload forever.
    processEventErrorHandler: async ({ error }) => {
      log.error({ err: error }, 'slack listener failed');
      return true;
    },
  });
  receiver.client.on('connected', () => {
    connected = true;
  });
  receiver.client.on('disconnected', () => {
    connected = false;
  });
  const bolt = new App({
    receiver,
    logger,
    clientOptions,
    authorize: async () => ({ botToken: config.SLACK_BOT_TOKEN }),
  });
  return { bolt, connected: () => connected, socket: true };
};

const httpBolt = (ctx: SlackContext, mode: 'oauth' | 'single', web: Express, logger: BoltLogger): BoltApp => {
  const { config, clientOptions } = ctx;
  const receiver = new ExpressReceiver({
    app: web,
    signingSecret: config.SLACK_SIGNING_SECRET ?? '',
    logger,
    processBeforeResponse: false,
    ...(mode === 'oauth' ? oauthOptionsFor(ctx) : {}),
  });
  const bolt = new App({
    receiver,
    logger,
    clientOptions,
    ...(mode === 'single'
      ? {
          // A custom authorize avoids Bolt's auth.test call at start-up in single-workspace mode.
          authorize: async () => ({ botToken: config.SLACK_BOT_TOKEN }),
        }
      : {}),
  });
  return { bolt, connected: () => null, socket: false };
};

export const boltFor = (ctx: SlackContext, mode: SlackMode, web: Express): BoltApp => {
  const logger = boltLogger(ctx.log);
  return mode === 'socket' ? socketBolt(ctx, logger) : httpBolt(ctx, mode, web, logger);
};
