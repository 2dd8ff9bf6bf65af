/** The message shortcut: search with a message's text as the prompt, answered privately. */
import type { App } from '@slack/bolt';
import { clip } from '../../blocks/kit.js';
import { notConnectedTextFor } from '../../blocks/workspace-messages.js';
import { PROMPT_MAX } from '../../command-text.js';
import { drained, type SlackContext, slackActor } from '../../context.js';
import { answer, runSearch, userLanguage } from '../../discover.js';
import { noticeWordsFor } from '../../i18n.js';
import { SHORTCUT_FIND_FROM_MESSAGE } from '../../ids.js';
import { failText } from '../commands/reply.js';

export const register = (app: App, ctx: SlackContext): void => {
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
          await answer(ctx, respond, client, userId, {
            text: notConnectedTextFor(await userLanguage(ctx, teamId, userId)),
          });
          return;
        }
        if (prompt === '') {
          await answer(ctx, respond, client, userId, {
            text: noticeWordsFor(await userLanguage(ctx, teamId, userId)).noMessageText,
          });
          return;
        }
        await answer(
          ctx,
          respond,
          client,
          userId,
          await runSearch(ctx, who, teamId, userId, prompt, [], client),
        );
      } catch (err) {
        ctx.log.error({ err }, 'slack message shortcut failed');
        await answer(ctx, respond, client, userId, {
          text: failText(err, await userLanguage(ctx, teamId, userId)),
        });
      }
    },
  );
};
