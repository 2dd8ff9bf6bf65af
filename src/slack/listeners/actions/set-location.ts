/** Set location: the location modal, remembering whether to refresh Home or answer in place. */
import { locationModal } from '../../blocks/modals.js';
import type { SlackContext } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const setLocation =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, client }) => {
    await ack();
    const fromHome = body.view?.type === 'home';
    const meta = JSON.stringify({ home: fromHome, r: fromHome ? null : (body.response_url ?? null) });
    const lang = await userLanguage(ctx, teamOf(body), body.user.id);
    await client.views.open({ trigger_id: body.trigger_id, view: locationModal(meta, lang) });
  };
