/**
 * Share to channel: the card for everyone, naming who shared it. Jaunt joins a public channel it is
 * not in (the person asked for the post); where it cannot post (a private channel it was not invited
 * to, a DM between people) it says so plainly and sends the card to the person by DM instead.
 */
import { sharedCardMessage } from '../../blocks/activities.js';
import { imageUrlOk } from '../../blocks/kit.js';
import { cannotPostText } from '../../blocks/workspace-messages.js';
import { ensureMember, noteMembership, platformErrorOf } from '../../channel-membership.js';
import { detailFor, drained, postDm, type SlackContext, slackActor } from '../../context.js';
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
    const tell = (text: string) =>
      drained(respond)({ response_type: 'ephemeral', replace_original: false, text }).catch(() => undefined);
    try {
      const lang = await userLanguage(ctx, teamId, userId);
      const d = await detailFor(ctx, who.actor, action.value ?? '', lang);
      const msg = sharedCardMessage(
        { ...d, picture_url: d.picture_urls.find(imageUrlOk) ?? d.picture_url },
        userId,
        who.booking,
        lang,
      );
      if (await ensureMember(ctx, client, teamId, channelId)) {
        await client.chat.postMessage({ channel: channelId, text: msg.text, blocks: msg.blocks });
        return;
      }
      await postDm(client, userId, msg);
      await tell(`${cannotPostText('this card')} I sent it to you by DM instead, to forward from there.`);
    } catch (err) {
      if (platformErrorOf(err)) noteMembership(ctx, teamId, channelId, null);
      ctx.log.info({ err, channel: channelId }, 'slack share failed');
      await tell('Sorry, I could not share this card. Please try again.');
    }
  };
