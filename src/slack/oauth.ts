/**
 * Slack OAuth distribution (`oauth` mode): installations kept by the workspaces feature, and the
 * install flow's two end pages. A finished install welcomes the installer by DM with a Connect Jaunt
 * button, in each reader's Slack language (users.info's locale); a cancelled or stale one says so.
 * Both pages end the response (bolt-js#1367); they are in English (no Slack user is known there).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import { parseAcceptLanguage } from '../platform/i18n/accept-language.js';
import { installKeyOf } from '../workspaces/index.js';
import {
  adminConnectMessage,
  connectHereMessage,
  installedByMemberMessage,
  welcomeMessage,
} from './blocks/workspace-messages.js';
import { ensureMember } from './channel-membership.js';
import { postDm, type SlackContext, slackProfile } from './context.js';
import { CATALOGUES, languageOfLocale, noticeWordsFor } from './i18n.js';
import { workspaceAdmins } from './workspace-admins.js';

/**
 * The least Jaunt needs (docs/slack.md lists what uses each). No chat:write.public: Jaunt posts only
 * in channels it is a member of, joining a public one (channels:join) when someone asks for a post
 * there; channels:read and groups:read tell it whether it is a member before it promises a post.
 */
export const BOT_SCOPES = [
  'commands',
  'chat:write',
  'im:write',
  'users:read',
  'users:read.email',
  'channels:read',
  'groups:read',
  'channels:join',
  // The assistant panel: its status, title and prompts; the person's messages to Jaunt.
  'assistant:write',
  'im:history',
];

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** An end page; with `link`, it opens Slack there by itself and keeps the link for when it cannot. */
/** The browser's language among Slack's (Accept-Language; no Slack user is known on these pages). */
const browserLang = (req: IncomingMessage | undefined): string =>
  parseAcceptLanguage(req?.headers['accept-language'])
    .map((tag) => tag.split('-')[0] ?? tag)
    .find((base) => base in CATALOGUES.notice) ?? 'en';

const page = (lang: string, title: string, body: string, link?: string): string =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${link ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(link)}">` : ''}<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1d1c1d}a{color:#1264a3}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(noticeWordsFor(lang).pageOpenSlack)}</a></p>` : ''}</body></html>`;

const installationStoreFor = ({ services }: SlackContext): InstallationStore => ({
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
});

/** The workspace's general channel (every member is in it), or null. */
const generalChannel = async (client: WebClient): Promise<string | null> => {
  const r = await client.conversations.list({ types: 'public_channel', exclude_archived: true, limit: 200 });
  return r.channels?.find((c) => c.is_general === true)?.id ?? null;
};

/**
 * Where an admin installer is sent: the general channel, with Connect Jaunt there seen by them
 * alone (Jaunt joins it to post that). Null when that cannot be done: the DM is the way then.
 */
const connectInGeneral = async (
  ctx: SlackContext,
  client: WebClient,
  teamId: string,
  installerId: string,
  lang?: string,
): Promise<string | null> => {
  try {
    const channel = await generalChannel(client);
    if (!channel || !(await ensureMember(ctx, client, teamId, channel))) return null;
    const msg = connectHereMessage(lang);
    await client.chat.postEphemeral({ channel, user: installerId, text: msg.text, blocks: msg.blocks });
    return channel;
  } catch (err) {
    ctx.log.info(
      { err, team: teamId },
      'slack install: no general channel to continue in; the DM has Connect',
    );
    return null;
  }
};

/**
 * The installer's welcome: an admin or owner gets Connect Jaunt and the one-time bind token by DM,
 * and Connect Jaunt again in the general channel, where the install page sends them (answered: that
 * channel's id); anyone else is told an admin must connect, and the admins (owners first) get
 * Connect Jaunt by DM.
 */
const welcome = async (
  ctx: SlackContext,
  installation: Installation,
  teamId: string,
  token: string,
): Promise<string | null> => {
  const { services, log, clientOptions } = ctx;
  const client = new WebClient(token, clientOptions);
  const installerId = installation.user.id;
  const teamName = installation.team?.name ?? null;
  const profile = await slackProfile(client, installerId, log);
  const lang = languageOfLocale(profile?.locale ?? null);
  if (profile?.isAdmin) {
    const issued = await services.workspaces.issueBindToken(teamId, installerId, teamName);
    await postDm(client, installerId, welcomeMessage({ ...issued, teamName, lang }));
    return connectInGeneral(ctx, client, teamId, installerId, lang);
  }
  const admins = (
    await workspaceAdmins(client).catch((err: unknown) => {
      log.warn({ err, team: teamId }, 'slack users.list failed: no admin could be told');
      return [] as string[];
    })
  ).filter((id) => id !== installerId);
  await postDm(client, installerId, installedByMemberMessage({ admins, teamName, lang }));
  for (const admin of admins) {
    // Each admin reads it in their own Slack language.
    const adminLang = languageOfLocale((await slackProfile(client, admin, log))?.locale ?? null);
    await postDm(
      client,
      admin,
      adminConnectMessage({ installerUserId: installerId, teamName, lang: adminLang }),
    ).catch((err: unknown) => log.warn({ err, team: teamId, admin }, 'slack admin connect DM failed'));
  }
  return null;
};

/** Runs after storeInstallation: welcome the installer (and the admins), then the page. */
const installSucceeded =
  (ctx: SlackContext) =>
  async (installation: Installation, _o: unknown, req: IncomingMessage, res: ServerResponse) => {
    const w = noticeWordsFor(browserLang(req));
    const teamId = installation.team?.id;
    let channel: string | null = null;
    try {
      const token = installation.bot?.token;
      if (teamId && token) channel = await welcome(ctx, installation, teamId, token);
    } catch (err) {
      ctx.log.warn({ err, team: teamId }, 'slack welcome DM failed; the Home tab offers Connect Jaunt');
    }
    const team = encodeURIComponent(teamId ?? '');
    // Straight to the step that is left: the general channel's Connect Jaunt, else Jaunt's messages.
    const link = channel
      ? `slack://channel?team=${team}&id=${encodeURIComponent(channel)}`
      : `slack://app?team=${team}&id=${encodeURIComponent(installation.appId ?? '')}`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      page(browserLang(req), w.pageInstalled, channel ? w.pageInstalledChannel : w.pageInstalledDm, link),
    );
  };

/** Cancelled on Slack's consent screen (?error=access_denied), or a stale/broken redirect. */
const installFailed =
  ({ log }: SlackContext) =>
  async (error: { code?: string }, _o: unknown, req: IncomingMessage, res: ServerResponse) => {
    const denied = /[?&]error=access_denied(&|$)/.test(req.url ?? '');
    log.info({ code: error.code, denied }, 'slack install not completed');
    res.writeHead(denied ? 200 : 400, { 'Content-Type': 'text/html; charset=utf-8' });
    const lang = browserLang(req);
    const w = noticeWordsFor(lang);
    res.end(page(lang, w.pageNotInstalled, denied ? w.pageCancelled : w.pageExpired));
  };

/** The ExpressReceiver's OAuth options: /slack/install, /slack/oauth_redirect and the store. */
export const oauthOptionsFor = (ctx: SlackContext) => {
  const { config, clientOptions } = ctx;
  return {
    clientId: config.SLACK_CLIENT_ID,
    clientSecret: config.SLACK_CLIENT_SECRET,
    stateSecret: config.SLACK_STATE_SECRET,
    scopes: BOT_SCOPES,
    installationStore: installationStoreFor(ctx),
    redirectUri: `${config.JAUNT_PUBLIC_URL}/slack/oauth_redirect`,
    installerOptions: {
      directInstall: true,
      redirectUriPath: '/slack/oauth_redirect',
      clientOptions,
      callbackOptions: {
        // The response must be ended in these callbacks or the browser spins (bolt-js#1367).
        successAsync: installSucceeded(ctx),
        failureAsync: installFailed(ctx),
      },
    },
  };
};
