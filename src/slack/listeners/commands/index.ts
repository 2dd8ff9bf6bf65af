/**
 * `/activities [near me | location <place> | plan … | connect | help | <anything>]`. Every branch
 * acknowledges first (within Slack's 3 s, typically a millisecond), then works and answers through
 * the response URL. A replayed signed request (same trigger_id) is acknowledged and ignored.
 */
import type { App } from '@slack/bolt';
import { AppError } from '../../../platform/errors.js';
import { PLAN_DEFAULT_MS, PLAN_MAX_OPTIONS } from '../../../workspaces/index.js';
import { pickShelves } from '../../blocks/activities.js';
import { esc } from '../../blocks/kit.js';
import { connectModal } from '../../blocks/modals.js';
import {
  askLocationMessage,
  connectRefusedText,
  helpText,
  notConnectedText,
} from '../../blocks/workspace-messages.js';
import { deadlineMs, parseCommand } from '../../command-text.js';
import { drained, locate, type SlackContext, slackActor, slackProfile } from '../../context.js';
import { answer, nearMe, runSearch, userLanguage } from '../../discover.js';
import { COMMAND } from '../../ids.js';
import { postPlan } from '../../plan-polls.js';

const ephemeral = (text: string) => ({ response_type: 'ephemeral' as const, text });

export const failText = (e: unknown): string =>
  e instanceof AppError && e.status < 500
    ? `Sorry: ${esc(e.message)}.`
    : 'Sorry, something went wrong on our side. Please try again.';

export const register = (app: App, ctx: SlackContext): void => {
  const { services, log } = ctx;

  app.command(COMMAND, async ({ command, ack, respond: rawRespond, client }) => {
    const respond = drained(rawRespond);
    // Bolt checks signature and age (5 min); within that window a captured request could be
    // replayed: each trigger_id runs once.
    if (!(await services.workspaces.firstSeen(`command:${command.trigger_id}`))) {
      log.info({ trigger: command.trigger_id }, 'slack command replay ignored');
      await ack();
      return;
    }
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
      await client.views
        .open({
          trigger_id: command.trigger_id,
          view: connectModal(await services.workspaces.issueBindToken(teamId, userId)),
        })
        .catch(async (err: unknown) => {
          log.warn({ err }, 'slack connect modal failed');
          await respond(ephemeral('Sorry, I could not open the Connect form. Try the Home tab.'));
        });
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
        await answer(ctx, respond, client, userId, await nearMe(ctx, who, teamId, userId, client));
      } else if (parsed.verb === 'location') {
        if (parsed.place === '') {
          await answer(ctx, respond, client, userId, askLocationMessage());
          return;
        }
        const saved = await services.workspaces.saveLocation(teamId, userId, parsed.place);
        await respond(
          ephemeral(`:round_pushpin: Saved *${esc(saved.label)}* as your location. Here is what's on:`),
        );
        await answer(ctx, respond, client, userId, await nearMe(ctx, who, teamId, userId, client));
      } else if (parsed.verb === 'plan') {
        if (command.channel_id.startsWith('D')) {
          await respond(ephemeral('Plans are for channels: run this where your friends can vote.'));
          return;
        }
        const language = await userLanguage(ctx, teamId, userId);
        let options: { activityId: string; name: string; bookable: boolean }[] = [];
        if (parsed.prompt) {
          const saved = await services.workspaces.savedLocation(teamId, userId);
          const res = await services.search.search(who.actor, {
            prompt: parsed.prompt,
            location: saved?.label ?? null,
            language,
          });
          options = res.results
            .filter((r): r is typeof r & { activity_id: string } => r.activity_id !== null)
            .map((r) => ({ activityId: r.activity_id, name: r.name, bookable: false }));
        } else {
          const where = await locate(ctx, who.actor, teamId, userId);
          if (!where) {
            await answer(ctx, respond, client, userId, askLocationMessage());
            return;
          }
          const shelves = await services.discovery.homescreen(who.actor, {
            h3Cell: where.h3Cell,
            limit: 20,
            usualPlans: [],
            shelved: true,
            bookingFilter: 'all',
            language,
          });
          // One from each shelf first, for variety.
          const picked = pickShelves(shelves, 5, 2);
          const firsts = picked.flatMap((p) => p.cards.slice(0, 1));
          const rest = picked.flatMap((p) => p.cards.slice(1));
          options = [...firsts, ...rest].map((a) => ({
            activityId: a.activity_id,
            name: a.name,
            bookable: a.is_bookable,
          }));
        }
        const unique = await Promise.all(
          options
            .filter((o, i) => options.findIndex((x) => x.activityId === o.activityId) === i)
            .slice(0, PLAN_MAX_OPTIONS)
            .map(async (o) => {
              try {
                return {
                  ...o,
                  bookable: (await services.catalogue.detail(who.actor, o.activityId, [language]))
                    .is_bookable,
                };
              } catch {
                return o;
              }
            }),
        );
        if (unique.length < 3) {
          await respond(ephemeral('I could not find at least 3 options for that. Try other words.'));
          return;
        }
        const tz = (await services.workspaces.userTz(teamId, userId)) ?? 'UTC';
        await postPlan(ctx, client, {
          teamId,
          channelId: command.channel_id,
          organiserUserId: userId,
          prompt: parsed.prompt,
          options: unique,
          durationMs: deadlineMs(parsed.by, ctx.clock(), tz, PLAN_DEFAULT_MS),
        });
      } else {
        await answer(
          ctx,
          respond,
          client,
          userId,
          await runSearch(ctx, who, teamId, userId, parsed.prompt, [], client),
        );
      }
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) log.error({ err }, 'slack /activities failed');
      await respond(ephemeral(failText(err))).catch(() => undefined);
    }
  });
};
