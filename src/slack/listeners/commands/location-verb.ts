/** `/activities location <place>`: saves the place, then shows what is on near it (no place: asks). */
import { esc } from '../../blocks/kit.js';
import { askLocationMessage } from '../../blocks/workspace-messages.js';
import { answer, nearMe } from '../../discover.js';
import { ephemeral } from './reply.js';
import type { CommandTurn } from './turn.js';

export const location = async (t: CommandTurn, place: string): Promise<void> => {
  const { ctx, respond, client, teamId, userId, who } = t;
  if (place === '') {
    await answer(ctx, respond, client, userId, askLocationMessage());
    return;
  }
  const saved = await ctx.services.workspaces.saveLocation(teamId, userId, place);
  await respond(
    ephemeral(`:round_pushpin: Saved *${esc(saved.label)}* as your location. Here is what's on:`),
  );
  await answer(ctx, respond, client, userId, await nearMe(ctx, who, teamId, userId, client));
};
