/**
 * Assistant threads' rows (`assistant_thread`, migration 023): the kept request, the last answer's
 * cards and the channel in context, read and written whole, so any instance continues a thread.
 * Kysely only, both engines.
 */
import type { Kysely } from 'kysely';
import type { Executor, Store } from '../platform/db/index.js';
import type { ThreadLang } from './lexicon/refinements.js';
import { emptyRequest, type KeptRequest, type ShownCard, type ThreadKey, type ThreadState } from './types.js';

/** The table's row (declared here: the conversations room owns it). */
export interface AssistantThreadTable {
  team_id: string;
  channel_id: string;
  thread_ts: string;
  user_id: string;
  context_channel_id: string | null;
  language: string | null;
  request: string;
  shown: string;
  skipped: string;
  turns: number;
  plan_id: string | null;
  created_at: string;
  updated_at: string;
}

type Tables = { assistant_thread: AssistantThreadTable };

export interface ThreadStore {
  get(key: ThreadKey, trx?: Executor): Promise<ThreadState | null>;
  /** Creates the thread, or updates who and which channel is in context. */
  touch(
    key: ThreadKey,
    userId: string,
    contextChannelId: string | null,
    now: string,
    trx?: Executor,
  ): Promise<void>;
  /** Writes the whole state (creating the row if a turn came before the start event). */
  save(t: ThreadState, now: string, trx?: Executor): Promise<void>;
  /** Notes the poll the thread started. */
  setPlan(key: ThreadKey, planId: string, now: string, trx?: Executor): Promise<void>;
  /** The thread that started a poll, or null. */
  byPlan(planId: string, trx?: Executor): Promise<ThreadState | null>;
  /** Deletes a workspace's threads; how many. */
  removeTeam(teamId: string, trx?: Executor): Promise<number>;
}

const parse = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

const toState = (r: AssistantThreadTable): ThreadState => ({
  teamId: r.team_id,
  channelId: r.channel_id,
  threadTs: r.thread_ts,
  userId: r.user_id,
  contextChannelId: r.context_channel_id,
  language: r.language as ThreadLang | null,
  request: { ...emptyRequest(), ...parse<Partial<KeptRequest>>(r.request, {}) },
  shown: parse<ShownCard[]>(r.shown, []),
  skipped: parse<ShownCard[]>(r.skipped, []),
  turns: Number(r.turns),
});

export const createThreadStore = (store: Store): ThreadStore => {
  const db = (trx?: Executor): Kysely<Tables> =>
    (trx ?? store.db).withTables<Tables>() as unknown as Kysely<Tables>;
  return {
    get: async (k, trx) => {
      const r = await db(trx)
        .selectFrom('assistant_thread')
        .selectAll()
        .where('team_id', '=', k.teamId)
        .where('channel_id', '=', k.channelId)
        .where('thread_ts', '=', k.threadTs)
        .executeTakeFirst();
      return r ? toState(r) : null;
    },
    touch: async (k, userId, contextChannelId, now, trx) => {
      await db(trx)
        .insertInto('assistant_thread')
        .values({
          team_id: k.teamId,
          channel_id: k.channelId,
          thread_ts: k.threadTs,
          user_id: userId,
          context_channel_id: contextChannelId,
          language: null,
          request: JSON.stringify(emptyRequest()),
          shown: '[]',
          skipped: '[]',
          turns: 0,
          plan_id: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['team_id', 'channel_id', 'thread_ts']).doUpdateSet({
            user_id: userId,
            // A context event without a channel keeps the one known.
            ...(contextChannelId ? { context_channel_id: contextChannelId } : {}),
            updated_at: now,
          }),
        )
        .execute();
    },
    save: async (t, now, trx) => {
      const row = {
        user_id: t.userId,
        context_channel_id: t.contextChannelId,
        language: t.language,
        request: JSON.stringify(t.request),
        shown: JSON.stringify(t.shown),
        skipped: JSON.stringify(t.skipped),
        turns: t.turns,
        updated_at: now,
      };
      await db(trx)
        .insertInto('assistant_thread')
        .values({
          team_id: t.teamId,
          channel_id: t.channelId,
          thread_ts: t.threadTs,
          created_at: now,
          ...row,
        })
        .onConflict((oc) => oc.columns(['team_id', 'channel_id', 'thread_ts']).doUpdateSet(row))
        .execute();
    },
    setPlan: async (k, planId, now, trx) => {
      await db(trx)
        .updateTable('assistant_thread')
        .set({ plan_id: planId, updated_at: now })
        .where('team_id', '=', k.teamId)
        .where('channel_id', '=', k.channelId)
        .where('thread_ts', '=', k.threadTs)
        .execute();
    },
    byPlan: async (planId, trx) => {
      const r = await db(trx)
        .selectFrom('assistant_thread')
        .selectAll()
        .where('plan_id', '=', planId)
        .executeTakeFirst();
      return r ? toState(r) : null;
    },
    removeTeam: async (teamId, trx) => {
      const r = await db(trx).deleteFrom('assistant_thread').where('team_id', '=', teamId).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
};
