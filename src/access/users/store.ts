/**
 * Service users and partner mappings. A service user is a shared identity (email, phone: what
 * linking matches on); each (key, external user) mapping keeps its own profile over it, written and
 * read only through that mapping (docs/security.md).
 */
import type { Selectable, Updateable } from 'kysely';
import type { Executor, Store } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';

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

type IdentityRow = Selectable<DB['service_user']>;
type MappingRow = Selectable<DB['partner_user']>;

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

type MappingColumns = Updateable<DB['partner_user']>;
type IdentityColumns = Updateable<DB['service_user']>;

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

/** The new mapping's keys; its profile columns come from a partial profile. */
export interface NewMapping {
  apiKeyId: string;
  externalUserId: string;
  userId: string;
  createdUser: boolean;
}

/**
 * Service users and their partner mappings. Every function runs on `trx` when given (joining the
 * caller's transaction), else on the root handle; `transaction` opens one for `withTransaction`.
 */
export interface UserStore extends Pick<Store, 'transaction'> {
  /** Hot path: resolves X-External-User-Id for a negotiated key (primary key), with that mapping's profile. */
  findMapped(apiKeyId: string, externalUserId: string, trx?: Executor): Promise<ServiceUser | null>;
  findMapping(apiKeyId: string, externalUserId: string, trx?: Executor): Promise<Mapping | null>;
  /** The user as their own credentials see them: identity only. */
  findById(id: string, trx?: Executor): Promise<ServiceUser | null>;
  /** The user id holding a canonical email or phone (linking, spec 4.2 rule 2). */
  findByCanonicalContact(
    emailCanonical: string | null,
    phoneCanonical: string | null,
    trx?: Executor,
  ): Promise<string | null>;
  insertUser(id: string, identity: UserIdentity, at: string, trx?: Executor): Promise<void>;
  /** Only ever called for the mapping that created the user (see Mapping.createdUser). */
  updateIdentity(id: string, identity: Partial<UserIdentity>, at: string, trx?: Executor): Promise<void>;
  insertMapping(m: NewMapping, profile: Partial<UserProfile>, at: string, trx?: Executor): Promise<void>;
  /** Writes the mapping's own profile: the fields given (undefined keeps the stored value). */
  updateMapping(
    apiKeyId: string,
    externalUserId: string,
    profile: Partial<UserProfile>,
    at: string,
    trx?: Executor,
  ): Promise<void>;
  recordSeen(userId: string, apiKeyId: string, activityPk: number, at: string, trx?: Executor): Promise<void>;
}

const on = (store: Store, trx?: Executor): Executor => trx ?? store.db;

const mappingRow = (db: Executor, apiKeyId: string, externalUserId: string) =>
  db
    .selectFrom('partner_user')
    .selectAll()
    .where('api_key_id', '=', apiKeyId)
    .where('external_user_id', '=', externalUserId)
    .executeTakeFirst();

const findMapped = async (
  store: Store,
  apiKeyId: string,
  externalUserId: string,
  trx?: Executor,
): Promise<ServiceUser | null> => {
  const r = await mappingRow(on(store, trx), apiKeyId, externalUserId);
  return r ? fromMapping(r) : null;
};

const findMapping = async (
  store: Store,
  apiKeyId: string,
  externalUserId: string,
  trx?: Executor,
): Promise<Mapping | null> => {
  const r = await mappingRow(on(store, trx), apiKeyId, externalUserId);
  return r ? { userId: r.user_id, createdUser: r.created_user === 1 } : null;
};

const findUserById = async (store: Store, id: string, trx?: Executor): Promise<ServiceUser | null> => {
  const r = await on(store, trx)
    .selectFrom('service_user')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? fromIdentity(r) : null;
};

const findByCanonicalContact = async (
  store: Store,
  emailCanonical: string | null,
  phoneCanonical: string | null,
  trx?: Executor,
): Promise<string | null> => {
  if (emailCanonical === null && phoneCanonical === null) return null;
  const r = await on(store, trx)
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
};

const insertUser = async (
  store: Store,
  id: string,
  identity: UserIdentity,
  at: string,
  trx?: Executor,
): Promise<void> => {
  await on(store, trx)
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
};

const updateIdentity = async (
  store: Store,
  id: string,
  identity: Partial<UserIdentity>,
  at: string,
  trx?: Executor,
): Promise<void> => {
  const set = identityColumns(identity);
  if (Object.keys(set).length === 0) return;
  await on(store, trx)
    .updateTable('service_user')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .execute();
};

const insertMapping = async (
  store: Store,
  m: NewMapping,
  profile: Partial<UserProfile>,
  at: string,
  trx?: Executor,
): Promise<void> => {
  await on(store, trx)
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
};

const updateMapping = async (
  store: Store,
  apiKeyId: string,
  externalUserId: string,
  profile: Partial<UserProfile>,
  at: string,
  trx?: Executor,
): Promise<void> => {
  const set = profileColumns(profile);
  if (Object.keys(set).length === 0) return;
  await on(store, trx)
    .updateTable('partner_user')
    .set({ ...set, updated_at: at })
    .where('api_key_id', '=', apiKeyId)
    .where('external_user_id', '=', externalUserId)
    .execute();
};

const recordSeen = async (
  store: Store,
  userId: string,
  apiKeyId: string,
  activityPk: number,
  at: string,
  trx?: Executor,
): Promise<void> => {
  await on(store, trx)
    .insertInto('interaction')
    .values({ user_id: userId, api_key_id: apiKeyId, activity_id: activityPk, kind: 'SEEN', at })
    .execute();
};

/** A unique or primary key refused a row (SQLite constraint codes, Postgres 23505). */
export const isUniqueViolation = (e: unknown): boolean => {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

export const userStore = (store: Store): UserStore => ({
  transaction: (fn) => store.transaction(fn),
  findMapped: (...a) => findMapped(store, ...a),
  findMapping: (...a) => findMapping(store, ...a),
  findById: (...a) => findUserById(store, ...a),
  findByCanonicalContact: (...a) => findByCanonicalContact(store, ...a),
  insertUser: (...a) => insertUser(store, ...a),
  updateIdentity: (...a) => updateIdentity(store, ...a),
  insertMapping: (...a) => insertMapping(store, ...a),
  updateMapping: (...a) => updateMapping(store, ...a),
  recordSeen: (...a) => recordSeen(store, ...a),
});
