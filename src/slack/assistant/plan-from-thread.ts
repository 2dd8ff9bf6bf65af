/**
 * "let the team vote between the first three": a plan poll for the channel in context. Not wired
 * yet: the thread says so plainly instead of pretending.
 */
import type { SayFn } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { TurnOutcome } from '../../conversations/index.js';
import type { SlackContext } from '../context.js';
import type { Who } from '../discover.js';
import { assistantWordsFor } from './assistant-messages.js';
import type { ThreadRef } from './thread-key.js';

export const planFromThread = async (
  _ctx: SlackContext,
  io: { client: WebClient; say: SayFn },
  _key: ThreadRef,
  _turn: TurnOutcome,
  _who: Who,
  lang: string,
): Promise<void> => {
  await io.say(assistantWordsFor(lang).voteSoon);
};
