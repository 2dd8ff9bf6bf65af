/**
 * Connect Jaunt: admins only; the modal takes the API key (a loading view first: users.info can be
 * slow), with the admin's place pre-filled from their Slack time zone so the first look needs no
 * typing. Everything is in the admin's Slack language (kept locale, then users.info's).
 */
import { connectModal, messageModal } from '../../blocks/modals.js';
import { connectRefusedTextFor } from '../../blocks/workspace-messages.js';
import { type SlackContext, slackProfile } from '../../context.js';
import { adminWordsFor, languageOfLocale } from '../../i18n.js';
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
    const teamId = teamOf(body);
    // A kept locale costs no Slack call, so the loading view is already in the right language.
    const kept = await ctx.services.workspaces.userLocale(teamId, body.user.id).catch(() => null);
    const known = languageOfLocale(kept);
    const fill = await openLoadingModal(
      client,
      { triggerId: body.trigger_id, overModal: false },
      adminWordsFor(known).connectJaunt,
    );
    if (!fill) return;
    const profile = await slackProfile(client, body.user.id, ctx.log);
    const lang = kept ? known : languageOfLocale(profile?.locale ?? null);
    if (!profile?.isAdmin)
      return fill(messageModal(adminWordsFor(lang).connectJaunt, connectRefusedTextFor(lang)));
    const saved = await ctx.services.workspaces.savedLocation(teamId, body.user.id);
    await fill(
      connectModal(
        await ctx.services.workspaces.issueBindToken(teamId, body.user.id),
        {
          place: saved?.label ?? placeOfZone(profile.tz),
          channelId: body.channel?.id ?? null,
        },
        lang,
      ),
    );
  };
