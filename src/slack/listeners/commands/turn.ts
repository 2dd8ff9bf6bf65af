/** One `/activities` run past the ack, for a bound workspace's user: what every verb works with. */
import type { SlashCommand } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { Reply, SlackActor, SlackContext } from '../../context.js';

export interface CommandTurn {
  ctx: SlackContext;
  command: SlashCommand;
  respond: Reply;
  client: WebClient;
  teamId: string;
  userId: string;
  who: Extract<SlackActor, { bound: true }>;
}
