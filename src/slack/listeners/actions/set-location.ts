/** Set location: the location modal, remembering whether to refresh Home or answer in place. */
import { locationModal } from '../../blocks/modals.js';
import type { ButtonListener } from '../listener-kinds.js';

export const setLocation =
  (): ButtonListener =>
  async ({ ack, body, client }) => {
    await ack();
    const fromHome = body.view?.type === 'home';
    const meta = JSON.stringify({ home: fromHome, r: fromHome ? null : (body.response_url ?? null) });
    await client.views.open({ trigger_id: body.trigger_id, view: locationModal(meta) });
  };
