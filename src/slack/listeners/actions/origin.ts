/**
 * Where a button was pressed: its channel, the message to thread under unless ephemeral, and the
 * activity and session the button carries (`parseBookButtonValue`).
 */
import type { BlockAction } from '@slack/bolt';
import { type BookOrigin, decodeOrigin } from '../../blocks/modals.js';
import { parseBookButtonValue } from '../../booking-form.js';

export const originOf = (body: BlockAction, buttonValue: string): BookOrigin => {
  const { activityId, sessionKey } = parseBookButtonValue(buttonValue);
  if (body.view) {
    const inherited = decodeOrigin(body.view.private_metadata);
    if (inherited) return { ...inherited, activityId, sessionKey };
  }
  const c = body.container as { channel_id?: string; message_ts?: string; is_ephemeral?: boolean };
  return {
    activityId,
    channelId: body.channel?.id ?? c.channel_id ?? null,
    messageTs: c.is_ephemeral === false && c.message_ts ? c.message_ts : null,
    sessionKey,
  };
};
