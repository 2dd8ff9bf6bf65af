/**
 * Connect Jaunt: admins only; the modal takes the API key (a loading view first: users.info can be
 * slow), with the admin's place pre-filled from their Slack time zone so the first look needs no
 * typing.
 */
import { connectModal, messageModal } from '../../blocks/modals.js';
import { connectRefusedText } from '../../blocks/workspace-messages.js';
import { type SlackContext, slackProfile } from '../../context.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';
import { openLoadingModal } from '../modal-first.js';

/**
 * A place name from an IANA zone's city part ("America/New_York" → "New York",
 * "America/Argentina/Buenos_Aires" → "Buenos Aires"); null for zones that name no city ("Etc/UTC").
 * Only a pre-fill: the admin sees it and can change it, and Jaunt checks it like any typed place.
 */
export const placeOfZone = (tz: string | null): string | null => {
  if (!tz?.includes('/') || /^(Etc|SystemV|US|Canada|Brazil|Chile|Mexico)\//.test(tz)) return null;
  const city = tz.split('/').pop()?.replace(/_/g, ' ').trim() ?? '';
  return /^[A-Za-z][A-Za-z .'-]*$/.test(city) ? city : null;
};

export const connect =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, client }) => {
    await ack();
    const fill = await openLoadingModal(
      client,
      { triggerId: body.trigger_id, overModal: false },
      'Connect Jaunt',
    );
    if (!fill) return;
    const teamId = teamOf(body);
    const profile = await slackProfile(client, body.user.id, ctx.log);
    if (!profile?.isAdmin) return fill(messageModal('Connect Jaunt', connectRefusedText));
    const saved = await ctx.services.workspaces.savedLocation(teamId, body.user.id);
    await fill(
      connectModal(await ctx.services.workspaces.issueBindToken(teamId, body.user.id), {
        place: saved?.label ?? placeOfZone(profile.tz),
        channelId: body.channel?.id ?? null,
      }),
    );
  };
