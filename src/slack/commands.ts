/**
 * `/activities [near me | location <place> | connect | help | <anything>]` and the message shortcut.
 * Every listener acknowledges first (answers within Slack's 3 s, typically in a millisecond), then
 * works and answers through the response URL.
 */
import type { App } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { HOMESCREEN_PLANS } from '../domain/catalogue.js';
import { AppError } from '../errors.js';
import type { Actor } from '../services/actor.js';
import { searchBlocks, shelfBlocks } from './blocks/activities.js';
import { clip, esc } from './blocks/kit.js';
import {
  askLocationMessage,
  connectRefusedText,
  connectSentText,
  connectTokenMessage,
  helpText,
  notConnectedText,
} from './blocks/messages.js';
import {
  drained,
  locate,
  postDm,
  type Reply,
  type SlackContext,
  slackActor,
  slackProfile,
} from './context.js';
import { COMMAND, SHORTCUT_FIND_FROM_MESSAGE } from './ids.js';

const PROMPT_MAX = 500;

export type CommandVerb =
  | { verb: 'help' }
  | { verb: 'near' }
  | { verb: 'location'; place: string }
  | { verb: 'connect' }
  | { verb: 'search'; prompt: string };

/** Pure parse of the command text. */
export const parseCommand = (text: string): CommandVerb => {
  const t = text.trim();
  const lower = t.toLowerCase();
  if (lower === '' || lower === 'help') return { verb: 'help' };
  if (/^near( me| here)?$/.test(lower)) return { verb: 'near' };
  if (lower === 'connect') return { verb: 'connect' };
  const loc = /^location\b\s*(.*)$/is.exec(t);
  if (loc) return { verb: 'location', place: (loc[1] ?? '').trim() };
  return { verb: 'search', prompt: clip(t, PROMPT_MAX) };
};

const ephemeral = (text: string) => ({ response_type: 'ephemeral' as const, text });

const failText = (e: unknown): string =>
  e instanceof AppError && e.status < 500
    ? `Sorry — ${e.message}.`
    : 'Sorry, something went wrong on our side. Please try again.';

/** The shelved homescreen for the actor's location, or a prompt to set one. */
export const nearMe = async (
  ctx: SlackContext,
  actor: Actor,
  teamId: string,
  userId: string,
): Promise<{ text: string; blocks?: unknown[] }> => {
  const where = await locate(ctx, actor, teamId, userId);
  if (!where) return askLocationMessage();
  const shelves = await ctx.services.discovery.homescreen(actor, {
    h3Cell: where.h3Cell,
    limit: 20,
    usualPlans: HOMESCREEN_PLANS.filter((p) => actor.user?.usualPlans.includes(p)),
    shelved: true,
    bookingFilter: 'all',
    language: 'en',
  });
  return shelfBlocks(shelves, { locationLabel: where.label });
};

const runSearch = async (
  ctx: SlackContext,
  actor: Actor,
  teamId: string,
  userId: string,
  prompt: string,
): Promise<{ text: string; blocks?: unknown[] }> => {
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  const res = await ctx.services.search.search(actor, {
    prompt,
    location: saved?.label ?? null,
    language: 'en',
  });
  return searchBlocks(prompt, res);
};

/** Answers privately through the response URL; if that has expired or fails, by DM. */
const answer = async (
  ctx: SlackContext,
  respond: Reply,
  client: WebClient,
  userId: string,
  msg: { text: string; blocks?: unknown[] },
): Promise<void> => {
  try {
    await respond({
      response_type: 'ephemeral',
      replace_original: false,
      text: msg.text,
      blocks: msg.blocks as never,
    });
  } catch (err) {
    ctx.log.warn({ err }, 'slack respond failed; answering by DM');
    await postDm(client, userId, msg).catch((e: unknown) =>
      ctx.log.error({ err: e }, 'slack DM fallback failed'),
    );
  }
};

export const registerCommands = (app: App, ctx: SlackContext): void => {
  const { services, log } = ctx;

  app.command(COMMAND, async ({ command, ack, respond: rawRespond, client }) => {
    const respond = drained(rawRespond);
    const parsed = parseCommand(command.text ?? '');
    const teamId = command.team_id;
    const userId = command.user_id;
    if (parsed.verb === 'help') {
      await ack(ephemeral(helpText));
      return;
    }
    if (parsed.verb === 'connect') {
      await ack();
      const profile = await slackProfile(client, userId, log);
      if (!profile?.isAdmin) {
        await respond(ephemeral(connectRefusedText));
        return;
      }
      try {
        const issued = await services.workspaces.issueBindToken(teamId, userId);
        await postDm(
          client,
          userId,
          connectTokenMessage({ ...issued, publicUrl: ctx.config.JAUNT_PUBLIC_URL }),
        );
        await respond(ephemeral(connectSentText));
      } catch (err) {
        log.error({ err }, 'slack connect failed');
        await respond(ephemeral('Sorry, I could not send you a bind token. Please try again.'));
      }
      return;
    }
    // The binding is one local lookup: unbound workspaces get their answer in the ack itself.
    const ws = await services.workspaces.workspace(teamId);
    if (!ws?.bound) {
      await ack(ephemeral(notConnectedText));
      return;
    }
    if (parsed.verb === 'search') {
      await ack(ephemeral(`:mag: Looking for “${esc(parsed.prompt)}”… results will appear here.`));
    } else {
      await ack();
    }
    try {
      const who = await slackActor(ctx, client, teamId, userId);
      if (!who.bound) {
        await respond(ephemeral(notConnectedText));
        return;
      }
      if (parsed.verb === 'near') {
        await answer(ctx, respond, client, userId, await nearMe(ctx, who.actor, teamId, userId));
      } else if (parsed.verb === 'location') {
        if (parsed.place === '') {
          await answer(ctx, respond, client, userId, askLocationMessage());
          return;
        }
        const saved = await services.workspaces.saveLocation(teamId, userId, parsed.place);
        await respond(
          ephemeral(`:round_pushpin: Saved *${esc(saved.label)}* as your location. Here is what's on:`),
        );
        await answer(ctx, respond, client, userId, await nearMe(ctx, who.actor, teamId, userId));
      } else {
        await answer(
          ctx,
          respond,
          client,
          userId,
          await runSearch(ctx, who.actor, teamId, userId, parsed.prompt),
        );
      }
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) log.error({ err }, 'slack /activities failed');
      await respond(ephemeral(failText(err))).catch(() => undefined);
    }
  });

  app.shortcut(
    { callback_id: SHORTCUT_FIND_FROM_MESSAGE, type: 'message_action' },
    async ({ shortcut, ack, respond: rawRespond, client }) => {
      const respond = drained(rawRespond);
      await ack();
      const teamId = shortcut.team?.id ?? shortcut.user.team_id ?? '';
      const userId = shortcut.user.id;
      const prompt = clip((shortcut.message.text ?? '').trim(), PROMPT_MAX);
      try {
        const who = await slackActor(ctx, client, teamId, userId);
        if (!who.bound) {
          await answer(ctx, respond, client, userId, { text: notConnectedText });
          return;
        }
        if (prompt === '') {
          await answer(ctx, respond, client, userId, { text: 'That message has no text to search with.' });
          return;
        }
        await answer(ctx, respond, client, userId, await runSearch(ctx, who.actor, teamId, userId, prompt));
      } catch (err) {
        log.error({ err }, 'slack message shortcut failed');
        await answer(ctx, respond, client, userId, { text: failText(err) });
      }
    },
  );
};
