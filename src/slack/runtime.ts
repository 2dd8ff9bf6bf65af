/**
 * The Slack front door. Three modes, one set of listeners:
 * - `oauth`: multi-workspace HTTP (ExpressReceiver on our express app and port: POST /slack/events,
 *   GET /slack/install, GET /slack/oauth_redirect), installations in SQLite;
 * - `single`: one workspace over HTTP with SLACK_BOT_TOKEN;
 * - `socket`: one workspace over Socket Mode (SLACK_APP_TOKEN + SLACK_BOT_TOKEN), no public URL.
 * Without Slack settings the factory returns null and the service runs without it.
 */
import type { App } from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Clock } from '../platform/time.js';
import type { Services } from '../services.js';
import { connectedMessage } from './blocks/workspace-messages.js';
import { boltFor } from './bolt.js';
import {
  botTokenResolver,
  clientOptionsFor,
  postDm,
  type SlackContext,
  type SlackMode,
  slackProfile,
} from './context.js';
import { languageOfLocale } from './i18n.js';
import { registerListeners } from './listeners/index.js';
import { createPlanUpdater, type PlanUpdater } from './plan-polls.js';

export { BOT_SCOPES } from './oauth.js';

export interface SlackAppDeps {
  services: Services;
  config: Config;
  log: Logger;
  web: Express;
  clock?: Clock;
  /** The mode the config asks for (`slackModeOf`): the caller decided the app is on. */
  mode: SlackMode;
}

export interface SlackRuntime {
  mode: SlackMode;
  bolt: App;
  ctx: SlackContext;
  planUpdater: PlanUpdater;
  /** Opens the socket in Socket Mode (no-op over HTTP); call after the HTTP server listens. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Socket Mode: whether the socket is connected now (null over HTTP). */
  connected(): boolean | null;
}

/** Each event_id once: Slack retries an event it thinks we missed (X-Slack-Retry-Num, or retry_attempt). */
const ignoreReplays = (bolt: App, { services, log }: SlackContext): void => {
  bolt.use(async ({ body, next }) => {
    const eventId = (body as { event_id?: unknown }).event_id;
    if (typeof eventId === 'string' && !(await services.workspaces.firstSeen(`event:${eventId}`))) {
      log.info({ event_id: eventId }, 'slack event replay ignored');
      return;
    }
    await next();
  });
};

/** Tells the person who connected a workspace, by DM and in their Slack language, that it is connected. */
const announceBindings = ({ services, log, clientOptions, botTokenFor }: SlackContext): void => {
  services.workspaces.onBound(async (e) => {
    if (!e.notifyUserId) return;
    const token = await botTokenFor(e.teamId);
    if (!token) return;
    const ws = await services.workspaces.workspace(e.teamId);
    const client = new WebClient(token, clientOptions);
    // In the person's Slack language (users.info's locale), like the rest of the admin's side.
    const lang = languageOfLocale((await slackProfile(client, e.notifyUserId, log))?.locale ?? null);
    await postDm(client, e.notifyUserId, connectedMessage(ws?.teamName ?? null, lang)).catch((err: unknown) =>
      log.warn({ err, team: e.teamId }, 'slack "connected" DM failed'),
    );
  });
};

export const createSlackApp = (deps: SlackAppDeps): SlackRuntime => {
  const { services, config, log, web, mode } = deps;
  const clock = deps.clock ?? (() => new Date());
  const clientOptions = clientOptionsFor(config);
  const botTokenFor = botTokenResolver(services, config);
  const ctx: SlackContext = { services, config, log, clock, clientOptions, botTokenFor };
  const planUpdater = createPlanUpdater();
  const { bolt, connected, socket } = boltFor(ctx, mode, web);

  bolt.error(async (err) => {
    log.error({ err }, 'slack listener failed');
  });
  ignoreReplays(bolt, ctx);
  registerListeners(bolt, ctx, { planUpdater });
  announceBindings(ctx);

  log.info({ mode }, 'Slack app is on');
  return {
    mode,
    bolt,
    ctx,
    planUpdater,
    start: async () => {
      if (socket) await bolt.start();
    },
    stop: async () => {
      if (socket) await bolt.stop();
    },
    connected,
  };
};
