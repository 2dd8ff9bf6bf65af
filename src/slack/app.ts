/**
 * The Slack front door: a Bolt app on our own express app and port (ExpressReceiver adds
 * POST /slack/events, and in OAuth mode GET /slack/install and /slack/oauth_redirect).
 * Two modes: multi-workspace OAuth with installations in SQLite, or one workspace with
 * SLACK_BOT_TOKEN. Without Slack settings the factory returns null and the service runs without it.
 */

import type { Logger as BoltLogger } from '@slack/bolt';
import {
  App,
  ExpressReceiver,
  type Installation,
  type InstallationQuery,
  type InstallationStore,
  LogLevel,
} from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Clock } from '../domain/time.js';
import type { Services } from '../services/index.js';
import { installKeyOf } from '../services/workspaces.js';
import { connectedMessage, welcomeMessage } from './blocks/messages.js';
import { registerCommands } from './commands.js';
import {
  botTokenResolver,
  clientOptionsFor,
  postDm,
  type SlackContext,
  type SlackMode,
  slackModeOf,
} from './context.js';
import { registerEvents } from './events.js';
import { registerInteractions } from './interactions.js';

export const BOT_SCOPES = [
  'commands',
  'chat:write',
  'chat:write.public',
  'im:write',
  'users:read',
  'users:read.email',
];

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

  const botTokenFor = botTokenResolver(services, config);

  const ctx: SlackContext = { services, config, log, clock, clientOptions, botTokenFor };

  const receiver = new ExpressReceiver({
    app: web,
    signingSecret: config.SLACK_SIGNING_SECRET ?? '',
    logger,
    processBeforeResponse: false,
    ...(mode === 'oauth'
      ? {
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
              // Runs after storeInstallation: welcome the installer with a bind token. The response
              // must be ended here or the browser spins (bolt-js#1367).
              successAsync: async (installation, _options, _req, res) => {
                const teamId = installation.team?.id;
                try {
                  const token = installation.bot?.token;
                  if (teamId && token) {
                    const issued = await services.workspaces.issueBindToken(
                      teamId,
                      installation.user.id,
                      installation.team?.name ?? null,
                    );
                    const client = new WebClient(token, clientOptions);
                    await postDm(
                      client,
                      installation.user.id,
                      welcomeMessage({
                        ...issued,
                        publicUrl: config.JAUNT_PUBLIC_URL,
                        teamName: installation.team?.name ?? null,
                      }),
                    );
                  }
                } catch (err) {
                  log.warn(
                    { err, team: teamId },
                    'slack welcome DM failed; /activities connect re-issues the token',
                  );
                }
                const appLink = `slack://app?team=${encodeURIComponent(teamId ?? '')}&id=${encodeURIComponent(installation.appId ?? '')}`;
                res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
                res.end(
                  `<!doctype html><html><body><h1>Jaunt is installed</h1><p>Check your direct messages in Slack for the bind token.</p><p><a href="${escapeHtml(appLink)}">Open Slack</a></p></body></html>`,
                );
              },
            },
          },
        }
      : {}),
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

  bolt.error(async (err) => {
    log.error({ err }, 'slack listener failed');
  });

  // Slack retries an event it thinks we missed (X-Slack-Retry-Num); handle each event_id once.
  bolt.use(async ({ body, next }) => {
    const eventId = (body as { event_id?: unknown }).event_id;
    if (typeof eventId === 'string' && !services.workspaces.firstSeen(`event:${eventId}`)) {
      log.info({ event_id: eventId }, 'slack event replay ignored');
      return;
    }
    await next();
  });

  registerCommands(bolt, ctx);
  registerInteractions(bolt, ctx);
  registerEvents(bolt, ctx);

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
  return { mode, bolt, ctx };
};
