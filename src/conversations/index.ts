/**
 * The conversations feature's public face: assistant threads (Slack's Agents & Assistants panel)
 * that keep a structured request and refine it turn by turn, with search's own understanding of each
 * turn (discovery's readPrompt). One use case per verb, beside this file; the state lives in the
 * database (assistant_thread), so a restart or another instance continues a thread.
 */
import type { PromptReader } from '../discovery/index.js';
import type { Store } from '../platform/db/index.js';
import type { Clock } from '../platform/time.js';
import { changeContext } from './change-context.js';
import { forgetWorkspace } from './forget-workspace.js';
import { notePlan } from './note-plan.js';
import { recordAnswer } from './record-answer.js';
import { startThread } from './start-thread.js';
import { createThreadStore } from './store.js';
import { type TurnInput, takeTurn } from './take-turn.js';
import type { ShownCard, ThreadKey, ThreadState, TurnOutcome } from './types.js';

export type { PromptReading } from '../discovery/index.js';
export type { ThreadLang } from './lexicon/refinements.js';
export type { TurnInput } from './take-turn.js';
export type { KeptRequest, ShownCard, ThreadKey, ThreadState, TurnAction, TurnOutcome } from './types.js';

export interface Conversations {
  /** assistant_thread_started: keeps the thread and the channel in context. */
  startThread(key: ThreadKey, userId: string, contextChannelId: string | null): Promise<ThreadState | null>;
  /** assistant_thread_context_changed: the channel Share posts to from now on. */
  changeContext(key: ThreadKey, userId: string, contextChannelId: string | null): Promise<void>;
  /** The thread as stored, or null. */
  thread(key: ThreadKey): Promise<ThreadState | null>;
  /** One message: the kept request refined, saved, and written as a prompt for search. */
  takeTurn(key: ThreadKey, input: TurnInput): Promise<TurnOutcome>;
  /** The cards the answer showed, in order. */
  recordAnswer(key: ThreadKey, cards: readonly ShownCard[]): Promise<void>;
  /** Notes the poll a thread started, so its result is reported back in the thread. */
  notePlan(key: ThreadKey, planId: string): Promise<void>;
  /** The thread that started a poll, or null (a poll started with /activities plan). */
  threadOfPlan(planId: string): Promise<ThreadState | null>;
  /** Uninstalled: the workspace's threads are deleted; how many. */
  forgetWorkspace(teamId: string): Promise<number>;
}

export interface ConversationsFeature {
  conversations: Conversations;
}

export interface ConversationsDeps {
  store: Store;
  clock: Clock;
  /** Search's reading of a prompt (discovery). */
  readPrompt: PromptReader;
}

export const createConversations = ({
  store,
  clock,
  readPrompt,
}: ConversationsDeps): ConversationsFeature => {
  const threads = createThreadStore(store);
  return {
    conversations: {
      startThread: startThread(threads, clock),
      changeContext: changeContext(threads, clock),
      thread: (key) => threads.get(key),
      takeTurn: takeTurn(threads, readPrompt, clock),
      recordAnswer: recordAnswer(threads, clock),
      notePlan: notePlan(threads, clock),
      threadOfPlan: (planId) => threads.byPlan(planId),
      forgetWorkspace: forgetWorkspace(threads),
    },
  };
};
