/**
 * Service users and partner mappings. A service user is a shared identity (email, phone: what
 * linking matches on); each (key, external user) mapping keeps its own profile over it, written and
 * read only through that mapping (README "Security model").
 */
import { type Store, writeTransaction } from './db.js';
import type { PartnerUserTable, ServiceUserTable } from './schema.js';

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

type IdentityRow = ServiceUserTable;
type MappingRow = PartnerUserTable;

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

const profileColumns: Record<keyof UserProfile, string> = {
  email: 'email',
  phone: 'phone',
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  usualPlans: 'usual_plans',
  dietaryPreferences: 'dietary_preferences',
  city: 'city',
  neighborhoodLat: 'neighborhood_lat',
  neighborhoodLng: 'neighborhood_lng',
};

const identityColumns: Record<keyof UserIdentity, string> = {
  email: 'email',
  emailCanonical: 'email_canonical',
  phone: 'phone',
  phoneCanonical: 'phone_canonical',
};

/** `SET a = @a, ...` and its parameters for the fields given (undefined keeps the stored value). */
const setClause = <T extends object>(p: Partial<T>, columns: Record<keyof T, string>) => {
  const params: Record<string, unknown> = {};
  for (const k of Object.keys(p) as (keyof T)[]) {
    const v = p[k];
    if (v === undefined) continue;
    params[columns[k]] = Array.isArray(v) ? JSON.stringify(v) : v;
  }
  const sets = Object.keys(params).map((c) => `${c} = @${c}`);
  return { sets, params };
};

export const userStore = (store: Store) => {
  const { sqlite } = store;
  const mappingRow = sqlite.prepare<[string, string], MappingRow>(
    'SELECT * FROM partner_user WHERE api_key_id = ? AND external_user_id = ?',
  );
  const byId = sqlite.prepare<[string], IdentityRow>('SELECT * FROM service_user WHERE id = ?');
  const byContact = sqlite.prepare<[string | null, string | null], IdentityRow>(
    'SELECT * FROM service_user WHERE email_canonical = ? OR phone_canonical = ? ORDER BY created_at LIMIT 1',
  );
  const insertIdentity = sqlite.prepare(
    `INSERT INTO service_user (id, email, email_canonical, phone, phone_canonical, created_at, updated_at)
     VALUES (@id, @email, @emailCanonical, @phone, @phoneCanonical, @at, @at)`,
  );
  const insertSeen = sqlite.prepare(
    `INSERT INTO interaction (user_id, api_key_id, activity_id, kind, at) VALUES (?, ?, ?, 'SEEN', ?)`,
  );
  return {
    /** Hot path: resolves X-External-User-Id for a negotiated key, with that mapping's profile. */
    findMapped: (apiKeyId: string, externalUserId: string): ServiceUser | null => {
      const r = mappingRow.get(apiKeyId, externalUserId);
      return r ? fromMapping(r) : null;
    },
    findMapping: (apiKeyId: string, externalUserId: string): Mapping | null => {
      const r = mappingRow.get(apiKeyId, externalUserId);
      return r ? { userId: r.user_id, createdUser: r.created_user === 1 } : null;
    },
    /** The user as their own credentials see them: identity only. */
    findById: (id: string): ServiceUser | null => {
      const r = byId.get(id);
      return r ? fromIdentity(r) : null;
    },
    /** The user id holding a canonical email or phone (linking, spec 4.2 rule 2). */
    findByCanonicalContact: (emailCanonical: string | null, phoneCanonical: string | null): string | null =>
      byContact.get(emailCanonical, phoneCanonical)?.id ?? null,
    insertUser: (id: string, identity: UserIdentity, at: string): void => {
      insertIdentity.run({ id, ...identity, at });
    },
    /** Only ever called for the mapping that created the user (see Mapping.createdUser). */
    updateIdentity: (id: string, identity: Partial<UserIdentity>, at: string): void => {
      const { sets, params } = setClause(identity, identityColumns);
      if (sets.length === 0) return;
      sqlite
        .prepare(`UPDATE service_user SET ${sets.join(', ')}, updated_at = @at WHERE id = @id`)
        .run({ ...params, id, at });
    },
    insertMapping: (
      m: { apiKeyId: string; externalUserId: string; userId: string; createdUser: boolean },
      profile: Partial<UserProfile>,
      at: string,
    ): void => {
      const { params } = setClause(profile, profileColumns);
      const columns = Object.keys(params);
      sqlite
        .prepare(
          `INSERT INTO partner_user (api_key_id, external_user_id, user_id, created_user, ${[...columns, ''].join(', ')}created_at, updated_at)
           VALUES (@apiKeyId, @externalUserId, @userId, @createdUser, ${columns.map((c) => `@${c}, `).join('')}@at, @at)`,
        )
        .run({ ...m, createdUser: m.createdUser ? 1 : 0, ...params, at });
    },
    /** Writes the mapping's own profile: the fields given (undefined keeps the stored value). */
    updateMapping: (apiKeyId: string, externalUserId: string, profile: Partial<UserProfile>, at: string) => {
      const { sets, params } = setClause(profile, profileColumns);
      if (sets.length === 0) return;
      sqlite
        .prepare(
          `UPDATE partner_user SET ${sets.join(', ')}, updated_at = @at
            WHERE api_key_id = @apiKeyId AND external_user_id = @externalUserId`,
        )
        .run({ ...params, apiKeyId, externalUserId, at });
    },
    recordSeen: (userId: string, apiKeyId: string, activityPk: number, at: string): void => {
      insertSeen.run(userId, apiKeyId, activityPk, at);
    },
    /** Runs fn atomically (better-sqlite3 transactions are synchronous). */
    transaction: <T>(fn: () => T): T => writeTransaction(sqlite, fn)(),
  };
};
export type UserStore = ReturnType<typeof userStore>;
