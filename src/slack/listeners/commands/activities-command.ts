/**
 * The `/activities` listener: a replayed request (same trigger_id) is acknowledged and ignored;
 * help answers in the ack; an unbound workspace gets its answer in the ack; a search acks with
 * "looking for…"; then the verb runs and answers through the response URL.
 */
import { AppError } from '../../../platform/errors.js';
import { esc } from '../../blocks/kit.js';
import { notConnectedTextFor } from '../../blocks/workspace-messages.js';
import { type CommandVerb, parseCommand } from '../../command-text.js';
import { drained, type SlackContext, slackActor } from '../../context.js';
import { answer, nearMe, runSearch, userLanguage } from '../../discover.js';
import { commandWordsFor, fill, helpFor } from '../../i18n.js';
import { COMMAND } from '../../ids.js';
import type { CommandListener } from '../listener-kinds.js';
import { connect } from './connect-verb.js';
import { location } from './location-verb.js';
import { plan } from './plan-verb.js';
import { ephemeral, failText } from './reply.js';
import type { CommandTurn } from './turn.js';

/** near, location, plan or search, for a bound user. */
const runVerb = async (t: CommandTurn, parsed: CommandVerb): Promise<void> => {
  const { ctx, respond, client, teamId, userId, who } = t;
  if (parsed.verb === 'near') {
    await answer(ctx, respond, client, userId, await nearMe(ctx, who, teamId, userId, client));
  } else if (parsed.verb === 'location') {
    await location(t, parsed.place);
  } else if (parsed.verb === 'plan') {
    await plan(t, parsed.prompt, parsed.by);
  } else if (parsed.verb === 'search') {
    await answer(
      ctx,
      respond,
      client,
      userId,
      await runSearch(ctx, who, teamId, userId, parsed.prompt, [], client),
    );
  }
};

export const activities =
  (ctx: SlackContext): CommandListener =>
  async ({ command, ack, respond: rawRespond, client }) => {
    const { services, log } = ctx;
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
      // The help a user read before (their locale is known) comes in their language.
      await ack(ephemeral(helpFor(await userLanguage(ctx, teamId, userId), COMMAND)));
      return;
    }
    if (parsed.verb === 'connect') {
      await ack();
      await connect(ctx, command, respond, client);
      return;
    }
    // The binding is one local lookup: unbound workspaces get their answer in the ack itself.
    const ws = await services.workspaces.workspace(teamId);
    if (!ws?.bound) {
      // Rare (before an admin connects), so one users.info for the person's language is worth it.
      const lang = await userLanguage(ctx, teamId, userId, client);
      await ack(ephemeral(notConnectedTextFor(lang)));
      return;
    }
    if (parsed.verb === 'search') {
      const lang = await userLanguage(ctx, teamId, userId);
      await ack(ephemeral(fill(commandWordsFor(lang).lookingFor, { prompt: esc(parsed.prompt) })));
    } else {
      await ack();
    }
    try {
      const who = await slackActor(ctx, client, teamId, userId);
      if (!who.bound) {
        await respond(ephemeral(notConnectedTextFor(await userLanguage(ctx, teamId, userId))));
        return;
      }
      await runVerb({ ctx, command, respond, client, teamId, userId, who }, parsed);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) log.error({ err }, 'slack /activities failed');
      const lang = await userLanguage(ctx, teamId, userId);
      await respond(ephemeral(failText(err, lang))).catch(() => undefined);
    }
  };
