/**
 * The one writer of activity_session and ticket_type rows, for the import and the price refresh.
 * Both functions are steps of the caller's transaction: they take its executor first, as
 * `recordCatalogueChanges` and the outbox's `enqueue` do.
 */
import type { Insertable } from 'kysely';
import type { Executor } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import type { Session } from './activity.js';
import { insertRows } from './row-batches.js';
import { recordCatalogueChanges } from './state-store.js';

const ticketRow = (
  sessionId: number,
  t: Session['tickets'][number],
  position: number,
): Insertable<DB['ticket_type']> => ({
  session_id: sessionId,
  position,
  name: t.name,
  price_minor: t.priceMinor,
  fee_minor: t.feeMinor,
  available: t.available ? 1 : 0,
  description: t.description,
  on_sale_status: t.onSaleStatus,
  is_free: t.isFree ? 1 : 0,
  min_quantity: t.minQuantity,
  max_quantity: t.maxQuantity,
  category: t.category,
});

/**
 * Writes sessions and their ticket types, in order, for several activities at once. Call inside the
 * caller's transaction; the activities must have no sessions yet (see replaceActivitySessions).
 */
export const writeSessions = async (
  trx: Executor,
  items: readonly { activityPk: number; sessions: readonly Session[] }[],
): Promise<void> => {
  const sessionRows = items.flatMap(({ activityPk, sessions }) =>
    sessions.map(
      (s, position): Insertable<DB['activity_session']> => ({
        activity_id: activityPk,
        position,
        date: s.date,
        time: s.time,
        starts_at: s.startsAt,
      }),
    ),
  );
  if (sessionRows.length === 0) return;
  // Ids come back by (activity, position): RETURNING promises no row order.
  const ids = new Map<string, number>();
  await insertRows(sessionRows, async (batch) => {
    for (const r of await trx
      .insertInto('activity_session')
      .values(batch)
      .returning(['id', 'activity_id', 'position'])
      .execute())
      ids.set(`${r.activity_id}:${r.position}`, r.id);
  });
  const tickets = items.flatMap(({ activityPk, sessions }) =>
    sessions.flatMap((s, i) => {
      const sessionId = ids.get(`${activityPk}:${i}`) as number;
      return s.tickets.map((t, position) => ticketRow(sessionId, t, position));
    }),
  );
  await insertRows(tickets, (batch) => trx.insertInto('ticket_type').values(batch).execute());
};

/**
 * Replaces one activity's sessions and tickets (price refresh) and announces the change, so every
 * instance's snapshot picks up the new prices. Call inside the caller's transaction.
 */
export const replaceActivitySessions = async (
  trx: Executor,
  activityPk: number,
  sessions: readonly Session[],
  now: string,
): Promise<void> => {
  await trx.deleteFrom('activity_session').where('activity_id', '=', activityPk).execute();
  await writeSessions(trx, [{ activityPk, sessions }]);
  await recordCatalogueChanges(trx, [activityPk], { now });
};
