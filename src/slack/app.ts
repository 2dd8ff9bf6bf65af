/**
 * The Slack front door. Three modes, one set of listeners:
 * - `oauth`: multi-workspace HTTP (ExpressReceiver on our express app and port: POST /slack/events,
 *   GET /slack/install, GET /slack/oauth_redirect), installations in SQLite;
 * - `single`: one workspace over HTTP with SLACK_BOT_TOKEN;
 * - `socket`: one workspace over Socket Mode (SLACK_APP_TOKEN + SLACK_BOT_TOKEN), no public URL.
 * Without Slack settings the factory returns null and the service runs without it.
 */
import type { Logger as BoltLogger } from '@slack/bolt';
import {
  App,
  ExpressReceiver,
  type Installation,
  type InstallationQuery,
  type InstallationStore,
  LogLevel,
  SocketModeReceiver,
} from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Clock } from '../platform/time.js';
import type { Services } from '../services.js';
import { installKeyOf } from '../workspaces/index.js';
import { connectedMessage, welcomeMessage } from './blocks/workspace-messages.js';
import {
  botTokenResolver,
  clientOptionsFor,
  postDm,
  type SlackContext,
  type SlackMode,
  slackModeOf,
} from './context.js';
import { registerListeners } from './listeners/index.js';
import { createPlanUpdater, type PlanUpdater } from './plan-polls.js';

/** No chat:write.public: Jaunt posts only where it was invited, and private results go by DM. */
export const BOT_SCOPES = ['commands', 'chat:write', 'im:write', 'users:read', 'users:read.email'];

export interface SlackAppDeps {
  services: Services;
  config: Config;
  log: Logger;
  web: Express;
  clock?: Clock;
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

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string, link?: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1d1c1d}a{color:#1264a3}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${link ? `<p><a href="${escapeHtml(link)}">Open Slack</a></p>` : ''}</body></html>`;

export const createSlackApp = (deps: SlackAppDeps): SlackRuntime | null => {
  const { services, config, log, web } = deps;
  const clock = deps.clock ?? (() => new Date());
  const which = slackModeOf(config);
  if (which.mode === null) {
    log.info({ reason: which.reason }, 'Slack app is off');
    return null;
  }
  const mode = which.mode;
  const clientOptions = clientOptionsFor(config);
  const logger = boltLogger(log);
  const botTokenFor = botTokenResolver(services, config);
  const ctx: SlackContext = { services, config, log, clock, clientOptions, botTokenFor };
  const planUpdater = createPlanUpdater();

  const installationStore: InstallationStore = {
    storeInstallation: async (installation) => {
      const installKey = installKeyOf({
        teamId: installation.team?.id ?? null,
        enterpriseId: installation.enterprise?.id ?? null,
        isEnterpriseInstall: installation.isEnterpriseInstall === true,
      });
      if (!installKey) throw new Error('installation without team or enterprise');
      await services.workspaces.recordInstallation({
        installKey,
        teamId: installation.team?.id ?? null,
        enterpriseId: installation.enterprise?.id ?? null,
        isEnterpriseInstall: installation.isEnterpriseInstall === true,
        teamName: installation.team?.name ?? null,
        installerUserId: installation.user.id,
        botUserId: installation.bot?.userId ?? null,
        installationJson: JSON.stringify(installation),
      });
    },
    fetchInstallation: async (query: InstallationQuery<boolean>) => {
      const key = installKeyOf(query);
      const row = key ? await services.workspaces.installation(key) : null;
      if (!row) throw new Error(`no installation for ${key ?? 'unknown workspace'}`);
      return JSON.parse(row.installationJson) as Installation<'v1' | 'v2', boolean>;
    },
    deleteInstallation: async (query: InstallationQuery<boolean>) => {
      const key = installKeyOf(query);
      if (key) await services.workspaces.removeInstallation(key, query.teamId ?? null);
    },
  };

  const oauthOptions = {
    clientId: config.SLACK_CLIENT_ID,
    clientSecret: config.SLACK_CLIENT_SECRET,
    stateSecret: config.SLACK_STATE_SECRET,
    scopes: BOT_SCOPES,
    installationStore,
    redirectUri: `${config.JAUNT_PUBLIC_URL}/slack/oauth_redirect`,
    installerOptions: {
      directInstall: true,
      redirectUriPath: '/slack/oauth_redirect',
      clientOptions,
      callbackOptions: {
        // Runs after storeInstallation: welcome the installer with a Connect Jaunt button. The
        // response must be ended here or the browser spins (bolt-js#1367).
        successAsync: async (
          installation: Installation,
          _o: unknown,
          _req: unknown,
          res: import('node:http').ServerResponse,
        ) => {
          const teamId = installation.team?.id;
          try {
            const token = installation.bot?.token;
            if (teamId && token) {
              const issued = await services.workspaces.issueBindToken(
                teamId,
                installation.user.id,
                installation.team?.name ?? null,
              );
              await postDm(
                new WebClient(token, clientOptions),
                installation.user.id,
                welcomeMessage({ ...issued, teamName: installation.team?.name ?? null }),
              );
            }
          } catch (err) {
            log.warn({ err, team: teamId }, 'slack welcome DM failed; the Home tab offers Connect Jaunt');
          }
          const appLink = `slack://app?team=${encodeURIComponent(teamId ?? '')}&id=${encodeURIComponent(installation.appId ?? '')}`;
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(
            page(
              'Jaunt is installed',
              'Open Slack: Jaunt sent you a message with one last step, Connect Jaunt.',
              appLink,
            ),
          );
        },
        // Cancelled on Slack's consent screen (?error=access_denied), or a stale/broken redirect.
        failureAsync: async (
          error: { code?: string },
          _o: unknown,
          req: import('node:http').IncomingMessage,
          res: import('node:http').ServerResponse,
        ) => {
          const denied = /[?&]error=access_denied(&|$)/.test(req.url ?? '');
          log.info({ code: error.code, denied }, 'slack install not completed');
          res.writeHead(denied ? 200 : 400, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(
            denied
              ? page(
                  'Jaunt was not installed',
                  'You cancelled the installation. Nothing was added to your workspace. You can install Jaunt again at any time.',
                )
              : page(
                  'Jaunt was not installed',
                  'The installation link expired or was already used. Please start the installation again.',
                ),
          );
        },
      },
    },
  };

  let socketReceiver: SocketModeReceiver | null = null;
  let socketConnected = false;
  let bolt: App;
  if (mode === 'socket') {
    socketReceiver = new SocketModeReceiver({
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
    socketReceiver.client.on('connected', () => {
      socketConnected = true;
    });
    socketReceiver.client.on('disconnected', () => {
      socketConnected = false;
    });
    bolt = new App({
      receiver: socketReceiver,
      logger,
      clientOptions,
      authorize: async () => ({ botToken: config.SLACK_BOT_TOKEN }),
    });
  } else {
    const receiver = new ExpressReceiver({
      app: web,
      signingSecret: config.SLACK_SIGNING_SECRET ?? '',
      logger,
      processBeforeResponse: false,
      ...(mode === 'oauth' ? oauthOptions : {}),
    });
    bolt = new App({
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
  }

  bolt.error(async (err) => {
    log.error({ err }, 'slack listener failed');
  });

  // Slack retries an event it thinks we missed (X-Slack-Retry-Num, or retry_attempt over the
  // socket); handle each event_id once.
  bolt.use(async ({ body, next }) => {
    const eventId = (body as { event_id?: unknown }).event_id;
    if (typeof eventId === 'string' && !(await services.workspaces.firstSeen(`event:${eventId}`))) {
      log.info({ event_id: eventId }, 'slack event replay ignored');
      return;
    }
    await next();
  });

  registerListeners(bolt, ctx, { planUpdater });

  services.workspaces.onBound(async (e) => {
    if (!e.notifyUserId) return;
    const token = await botTokenFor(e.teamId);
    if (!token) return;
    const ws = await services.workspaces.workspace(e.teamId);
    await postDm(
      new WebClient(token, clientOptions),
      e.notifyUserId,
      connectedMessage(ws?.teamName ?? null),
    ).catch((err: unknown) => log.warn({ err, team: e.teamId }, 'slack "connected" DM failed'));
  });

  log.info({ mode }, 'Slack app is on');
  return {
    mode,
    bolt,
    ctx,
    planUpdater,
    start: async () => {
      if (socketReceiver) await bolt.start();
    },
    stop: async () => {
      if (socketReceiver) await bolt.stop();
    },
    connected: () => (socketReceiver ? socketConnected : null),
  };
};
