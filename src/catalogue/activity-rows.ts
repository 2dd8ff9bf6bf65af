/**
 * Reading published activities: the activity row and its children (translations, categories, tags,
 * sessions, ticket types) assembled into the domain's Activity. Store functions take an optional
 * executor last: a caller inside a transaction passes its `trx`, the others read through `db`.
 */
import type { Selectable } from 'kysely';
import type { Executor } from '../platform/db/index.js';
import type { DB } from '../platform/db/schema.js';
import type { Activity, Session, TicketType } from './activity.js';
import { chunks, ID_CHUNK } from './row-batches.js';
import { PUBLISHED } from './state-store.js';

type ActivityRow = Selectable<DB['activity']>;
type TicketRow = Selectable<DB['ticket_type']>;

/**
 * Translations, categories and tags of these activities, each in stored order: the one read of them
 * for presenting activities and for building search documents.
 */
export const activityTexts = (db: Executor, ids: readonly number[]) =>
  Promise.all([
    db
      .selectFrom('activity_translation')
      .select(['activity_id', 'lang', 'name', 'description'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('lang')
      .execute(),
    db
      .selectFrom('activity_category')
      .select(['activity_id', 'category'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('activity_tag')
      .select(['activity_id', 'tag'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('position')
      .execute(),
  ]);

/** Everything under these activities, in stored order. */
const children = (db: Executor, ids: readonly number[]) =>
  Promise.all([
    activityTexts(db, ids),
    db
      .selectFrom('activity_session')
      .select(['id', 'activity_id', 'date', 'time', 'starts_at'])
      .where('activity_id', 'in', ids)
      .orderBy('activity_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('ticket_type as t')
      .innerJoin('activity_session as s', 's.id', 't.session_id')
      .selectAll('t')
      .where('s.activity_id', 'in', ids)
      .orderBy('t.session_id')
      .orderBy('t.position')
      .execute(),
  ]);

const groupBy = <T, K>(list: readonly T[], key: (x: T) => K): Map<K, T[]> => {
  const m = new Map<K, T[]>();
  for (const x of list) {
    const k = key(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
};

const toTicket = (t: TicketRow): TicketType => ({
  name: t.name,
  priceMinor: t.price_minor,
  feeMinor: t.fee_minor,
  available: t.available === 1,
  description: t.description,
  onSaleStatus: t.on_sale_status,
  isFree: t.is_free === 1,
  minQuantity: t.min_quantity,
  maxQuantity: t.max_quantity,
  category: t.category,
});

/** The children of one activity, already grouped by activity (sessions' tickets by session). */
interface ActivityChildren {
  translations: { lang: string; name: string | null; description: string | null }[];
  categories: { category: string }[];
  tags: { tag: string }[];
  sessions: { id: number; date: string | null; time: string | null; starts_at: number | null }[];
  tickets: Map<number, TicketType[]>;
}

/** The domain's shape differs from the row's: booleans, JSON lists, a location, translations by tag. */
const toActivity = (r: ActivityRow, c: ActivityChildren): Activity => ({
  pk: r.id,
  activityId: r.activity_id,
  ref: r.ref,
  entityType: r.entity_type,
  name: r.name,
  shortDescription: r.short_description,
  description: r.description,
  venue: r.venue,
  address: r.address,
  semanticLocation: r.semantic_location,
  city: r.city,
  location: { lat: r.lat, lng: r.lng },
  timezone: r.timezone,
  rating: r.rating,
  ratingCount: r.rating_count,
  popularity: r.popularity,
  openingHours: r.opening_hours,
  bookingUrl: r.booking_url,
  bookingDomain: r.booking_domain,
  isBookable: r.is_bookable === 1,
  estimatedFulfillment: r.estimated_fulfillment,
  displayLabel: r.display_label,
  currency: r.currency,
  priceLabel: r.price_label,
  pictureUrls: JSON.parse(r.picture_urls) as string[],
  highlights: JSON.parse(r.highlights) as string[],
  tips: JSON.parse(r.tips) as string[],
  dietary: JSON.parse(r.dietary) as string[],
  categories: c.categories.map((x) => x.category),
  tags: c.tags.map((t) => t.tag),
  names: Object.fromEntries(
    c.translations.filter((t) => t.name !== null).map((t) => [t.lang, t.name as string]),
  ),
  descriptions: Object.fromEntries(
    c.translations.filter((t) => t.description !== null).map((t) => [t.lang, t.description as string]),
  ),
  sessions: c.sessions.map(
    (s): Session => ({
      date: s.date,
      time: s.time,
      startsAt: s.starts_at,
      tickets: c.tickets.get(s.id) ?? [],
    }),
  ),
});

/** Full activities for these rows, in their order: one query per child table for all of them. */
const assemble = async (db: Executor, rows: ActivityRow[]): Promise<Activity[]> => {
  if (rows.length === 0) return [];
  const [[translationRows, categoryRows, tagRows], sessionRows, ticketRows] = await children(
    db,
    rows.map((r) => r.id),
  );
  const translations = groupBy(translationRows, (x) => x.activity_id);
  const categories = groupBy(categoryRows, (x) => x.activity_id);
  const tags = groupBy(tagRows, (x) => x.activity_id);
  const sessions = groupBy(sessionRows, (x) => x.activity_id);
  const tickets = new Map<number, TicketType[]>();
  for (const t of ticketRows) {
    const ticket = toTicket(t);
    const arr = tickets.get(t.session_id);
    if (arr) arr.push(ticket);
    else tickets.set(t.session_id, [ticket]);
  }
  return rows.map((r) =>
    toActivity(r, {
      translations: translations.get(r.id) ?? [],
      categories: categories.get(r.id) ?? [],
      tags: tags.get(r.id) ?? [],
      sessions: sessions.get(r.id) ?? [],
      tickets,
    }),
  );
};

/** A published activity by its public id. */
export const findByPublicId = async (db: Executor, activityId: string): Promise<Activity | null> => {
  const row = await db
    .selectFrom('activity')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where(PUBLISHED)
    .executeTakeFirst();
  return row ? ((await assemble(db, [row]))[0] ?? null) : null;
};

/** Batch loader for discovery: full published activities for row ids, in the order given. */
export const loadByPks = async (db: Executor, pks: readonly number[]): Promise<Activity[]> => {
  if (pks.length === 0) return [];
  const rows: ActivityRow[] = [];
  for (const ids of chunks(pks, ID_CHUNK))
    rows.push(
      ...(await db.selectFrom('activity').selectAll().where('id', 'in', ids).where(PUBLISHED).execute()),
    );
  const byPk = new Map((await assemble(db, rows)).map((a) => [a.pk, a]));
  return pks.flatMap((pk) => byPk.get(pk) ?? []);
};

/** Published activities. */
export const countActivities = async (db: Executor): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('activity')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(PUBLISHED)
        .executeTakeFirst()
    )?.n ?? 0,
  );
