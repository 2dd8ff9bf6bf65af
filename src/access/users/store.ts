/**
 * Service users and partner mappings. A service user is a shared identity (email, phone: what
 * linking matches on); each (key, external user) mapping keeps its own profile over it, written and
 * read only through that mapping (README "Security model").
 */
import type { Selectable, Updateable } from 'kysely';
import type { Executor, Store } from '../../platform/db/index.js';
import type { PartnerUserTable, ServiceUserTable } from '../../platform/db/schema.js';

/** The user as one credential sees it: the shared id plus that credential's own profile. */
export interface ServiceUser {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  usualPlans: string[];
  dietaryPreferences: string[];
  city: string | null;
  neighborhood: { lat: number; lng: number } | null;
  createdAt: string;
  updatedAt: string;
}

/** What linking matches on: canonical email and phone, unique across all users. */
export interface UserIdentity {
  email: string | null;
  emailCanonical: string | null;
  phone: string | null;
  phoneCanonical: string | null;
}

/** A mapping's own profile (contact values as that partner knows them, names, onboarding). */
export interface UserProfile {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  usualPlans: string[];
  dietaryPreferences: string[];
  city: string | null;
  neighborhoodLat: number | null;
  neighborhoodLng: number | null;
}

export interface Mapping {
  userId: string;
  /** This mapping created the user, so it (and only it) may change the user's identity. */
  createdUser: boolean;
}

type IdentityRow = Selectable<ServiceUserTable>;
type MappingRow = Selectable<PartnerUserTable>;

/** The user's own credentials (self-serve key) see the identity and no partner's profile. */
const fromIdentity = (r: IdentityRow): ServiceUser => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  firstName: null,
  lastName: null,
  displayName: null,
  usualPlans: [],
  dietaryPreferences: [],
  city: null,
  neighborhood: null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const fromMapping = (r: MappingRow): ServiceUser => ({
  id: r.user_id,
  email: r.email,
  phone: r.phone,
  firstName: r.first_name,
  lastName: r.last_name,
  displayName: r.display_name,
  usualPlans: JSON.parse(r.usual_plans) as string[],
  dietaryPreferences: JSON.parse(r.dietary_preferences) as string[],
  city: r.city,
  neighborhood:
    r.neighborhood_lat !== null && r.neighborhood_lng !== null
      ? { lat: r.neighborhood_lat, lng: r.neighborhood_lng }
      : null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

type MappingColumns = Updateable<PartnerUserTable>;
type IdentityColumns = Updateable<ServiceUserTable>;

/** The mapping columns a partial profile writes (undefined keeps the stored value); lists as JSON text. */
const profileColumns = (p: Partial<UserProfile>): MappingColumns => {
  const c: MappingColumns = {};
  if (p.email !== undefined) c.email = p.email;
  if (p.phone !== undefined) c.phone = p.phone;
  if (p.firstName !== undefined) c.first_name = p.firstName;
  if (p.lastName !== undefined) c.last_name = p.lastName;
  if (p.displayName !== undefined) c.display_name = p.displayName;
  if (p.usualPlans !== undefined) c.usual_plans = JSON.stringify(p.usualPlans);
  if (p.dietaryPreferences !== undefined) c.dietary_preferences = JSON.stringify(p.dietaryPreferences);
  if (p.city !== undefined) c.city = p.city;
  if (p.neighborhoodLat !== undefined) c.neighborhood_lat = p.neighborhoodLat;
  if (p.neighborhoodLng !== undefined) c.neighborhood_lng = p.neighborhoodLng;
  return c;
};

const identityColumns = (i: Partial<UserIdentity>): IdentityColumns => {
  const c: IdentityColumns = {};
  if (i.email !== undefined) c.email = i.email;
  if (i.emailCanonical !== undefined) c.email_canonical = i.emailCanonical;
  if (i.phone !== undefined) c.phone = i.phone;
  if (i.phoneCanonical !== undefined) c.phone_canonical = i.phoneCanonical;
  return c;
};

/** The row operations over one executor: the root handle, or a transaction's. */
const userRows = (db: Executor) => {
  const mappingRow = (apiKeyId: string, externalUserId: string) =>
    db
      .selectFrom('partner_user')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('external_user_id', '=', externalUserId)
      .executeTakeFirst();
  return {
    /** Hot path: resolves X-External-User-Id for a negotiated key (primary key), with that mapping's profile. */
    findMapped: async (apiKeyId: string, externalUserId: string): Promise<ServiceUser | null> => {
      const r = await mappingRow(apiKeyId, externalUserId);
      return r ? fromMapping(r) : null;
    },
    findMapping: async (apiKeyId: string, externalUserId: string): Promise<Mapping | null> => {
      const r = await mappingRow(apiKeyId, externalUserId);
      return r ? { userId: r.user_id, createdUser: r.created_user === 1 } : null;
    },
    /** The user as their own credentials see them: identity only. */
    findById: async (id: string): Promise<ServiceUser | null> => {
      const r = await db.selectFrom('service_user').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? fromIdentity(r) : null;
    },
    /** The user id holding a canonical email or phone (linking, spec 4.2 rule 2). */
    findByCanonicalContact: async (
      emailCanonical: string | null,
      phoneCanonical: string | null,
    ): Promise<string | null> => {
      if (emailCanonical === null && phoneCanonical === null) return null;
      const r = await db
        .selectFrom('service_user')
        .select('id')
        .where((eb) =>
          eb.or([
            ...(emailCanonical === null ? [] : [eb('email_canonical', '=', emailCanonical)]),
            ...(phoneCanonical === null ? [] : [eb('phone_canonical', '=', phoneCanonical)]),
          ]),
        )
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      return r?.id ?? null;
    },
    insertUser: async (id: string, identity: UserIdentity, at: string): Promise<void> => {
      await db
        .insertInto('service_user')
        .values({
          id,
          email: identity.email,
          email_canonical: identity.emailCanonical,
          phone: identity.phone,
          phone_canonical: identity.phoneCanonical,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    /** Only ever called for the mapping that created the user (see Mapping.createdUser). */
    updateIdentity: async (id: string, identity: Partial<UserIdentity>, at: string): Promise<void> => {
      const set = identityColumns(identity);
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('service_user')
        .set({ ...set, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    insertMapping: async (
      m: { apiKeyId: string; externalUserId: string; userId: string; createdUser: boolean },
      profile: Partial<UserProfile>,
      at: string,
    ): Promise<void> => {
      await db
        .insertInto('partner_user')
        .values({
          // The lists start empty; every other profile column not given stays null.
          usual_plans: '[]',
          dietary_preferences: '[]',
          ...profileColumns(profile),
          api_key_id: m.apiKeyId,
          external_user_id: m.externalUserId,
          user_id: m.userId,
          created_user: m.createdUser ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    /** Writes the mapping's own profile: the fields given (undefined keeps the stored value). */
    updateMapping: async (
      apiKeyId: string,
      externalUserId: string,
      profile: Partial<UserProfile>,
      at: string,
    ): Promise<void> => {
      const set = profileColumns(profile);
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('partner_user')
        .set({ ...set, updated_at: at })
        .where('api_key_id', '=', apiKeyId)
        .where('external_user_id', '=', externalUserId)
        .execute();
    },
    recordSeen: async (userId: string, apiKeyId: string, activityPk: number, at: string): Promise<void> => {
      await db
        .insertInto('interaction')
        .values({ user_id: userId, api_key_id: apiKeyId, activity_id: activityPk, kind: 'SEEN', at })
        .execute();
    },
  };
};
export type UserRows = ReturnType<typeof userRows>;

/** A unique or primary key refused a row (SQLite constraint codes, Postgres 23505). */
const isUniqueViolation = (e: unknown): boolean => {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

export const userStore = (store: Store) => ({
  ...userRows(store.db),
  /**
   * Runs fn atomically: every read and write of `fn` goes through the rows it is given. The callers
   * are find-or-insert upserts, so when a concurrent transaction inserted the same mapping or contact
   * first (possible on Postgres, where transactions overlap), fn runs once more and finds it.
   */
  transaction: async <T>(fn: (rows: UserRows) => Promise<T>): Promise<T> => {
    try {
      return await store.transaction((trx) => fn(userRows(trx)));
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      return store.transaction((trx) => fn(userRows(trx)));
    }
  },
});
export type UserStore = ReturnType<typeof userStore>;
