/** Share to channel: the card for everyone, naming who shared it. */
import { sharedCardMessage } from '../../blocks/activities.js';
import { imageUrlOk } from '../../blocks/kit.js';
import { detailFor, drained, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const share =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client, respond }) => {
    await ack();
    const teamId = teamOf(body);
    const userId = body.user.id;
    const channelId = body.channel?.id ?? (body.container as { channel_id?: string }).channel_id;
    const who = await slackActor(ctx, client, teamId, userId);
    if (!who.bound || !channelId) return;
    try {
      const lang = await userLanguage(ctx, teamId, userId);
      const d = await detailFor(ctx, who.actor, action.value ?? '', lang);
      const msg = sharedCardMessage(
        { ...d, picture_url: d.picture_urls.find(imageUrlOk) ?? d.picture_url },
        userId,
        who.booking,
        lang,
      );
      await client.chat.postMessage({ channel: channelId, text: msg.text, blocks: msg.blocks });
    } catch (err) {
      ctx.log.info({ err, channel: channelId }, 'slack share failed');
      await drained(respond)({
        response_type: 'ephemeral',
        replace_original: false,
        text: 'I could not post in this channel. Invite Jaunt here first (type /invite @Jaunt).',
      }).catch(() => undefined);
    }
  };
