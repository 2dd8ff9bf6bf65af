import type { Selectable } from 'kysely';
import { type Store, writeTransaction } from './db.js';
import type { ServiceUserTable } from './schema.js';

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

export interface UserProfile {
  email: string | null;
  emailCanonical: string | null;
  phone: string | null;
  phoneCanonical: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  usualPlans: string[];
  dietaryPreferences: string[];
  city: string | null;
  neighborhoodLat: number | null;
  neighborhoodLng: number | null;
}

type Row = Selectable<ServiceUserTable>;

const fromRow = (r: Row): ServiceUser => ({
  id: r.id,
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

const profileColumns = (p: UserProfile) => ({
  email: p.email,
  email_canonical: p.emailCanonical,
  phone: p.phone,
  phone_canonical: p.phoneCanonical,
  first_name: p.firstName,
  last_name: p.lastName,
  display_name: p.displayName,
  usual_plans: JSON.stringify(p.usualPlans),
  dietary_preferences: JSON.stringify(p.dietaryPreferences),
  city: p.city,
  neighborhood_lat: p.neighborhoodLat,
  neighborhood_lng: p.neighborhoodLng,
});

export const userStore = (store: Store) => {
  const mapping = store.sqlite.prepare<[string, string], Row>(
    `SELECT u.* FROM partner_user m JOIN service_user u ON u.id = m.user_id
     WHERE m.api_key_id = ? AND m.external_user_id = ?`,
  );
  const byId = store.sqlite.prepare<[string], Row>('SELECT * FROM service_user WHERE id = ?');
  return {
    /** Hot path: resolves X-External-User-Id for a negotiated key. */
    findMapped: (apiKeyId: string, externalUserId: string): ServiceUser | null => {
      const r = mapping.get(apiKeyId, externalUserId);
      return r ? fromRow(r) : null;
    },
    findById: (id: string): ServiceUser | null => {
      const r = byId.get(id);
      return r ? fromRow(r) : null;
    },
    findByCanonicalContact: (
      emailCanonical: string | null,
      phoneCanonical: string | null,
    ): ServiceUser | null => {
      const r = store.sqlite
        .prepare<[string | null, string | null], Row>(
          'SELECT * FROM service_user WHERE email_canonical = ? OR phone_canonical = ? ORDER BY created_at LIMIT 1',
        )
        .get(emailCanonical, phoneCanonical);
      return r ? fromRow(r) : null;
    },
    insertUser: (id: string, p: UserProfile, at: string): void => {
      store.sqlite
        .prepare(
          `INSERT INTO service_user (id, email, email_canonical, phone, phone_canonical, first_name, last_name,
             display_name, usual_plans, dietary_preferences, city, neighborhood_lat, neighborhood_lng, created_at, updated_at)
           VALUES (@id, @email, @email_canonical, @phone, @phone_canonical, @first_name, @last_name, @display_name,
             @usual_plans, @dietary_preferences, @city, @neighborhood_lat, @neighborhood_lng, @at, @at)`,
        )
        .run({ id, ...profileColumns(p), at });
    },
    /** Updates only the fields given (undefined keeps the stored value). */
    updateUser: (id: string, p: Partial<UserProfile>, at: string): void => {
      const values: Record<string, unknown> = profileColumns({ ...emptyProfile, ...p });
      const columns = (Object.keys(p) as (keyof UserProfile)[])
        .filter((k) => p[k] !== undefined)
        .map((k) => columnOf[k]);
      if (columns.length === 0) return;
      const sets = columns.map((c) => `${c} = @${c}`).join(', ');
      store.sqlite
        .prepare(`UPDATE service_user SET ${sets}, updated_at = @at WHERE id = @id`)
        .run({ ...Object.fromEntries(columns.map((c) => [c, values[c]])), id, at });
    },
    insertMapping: (apiKeyId: string, externalUserId: string, userId: string, at: string): void => {
      store.sqlite
        .prepare(
          `INSERT INTO partner_user (api_key_id, external_user_id, user_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(apiKeyId, externalUserId, userId, at, at);
    },
    recordSeen: (userId: string, activityPk: number, at: string): void => {
      store.sqlite
        .prepare(`INSERT INTO interaction (user_id, activity_id, kind, at) VALUES (?, ?, 'SEEN', ?)`)
        .run(userId, activityPk, at);
    },
    /** Runs fn atomically (better-sqlite3 transactions are synchronous). */
    transaction: <T>(fn: () => T): T => writeTransaction(store.sqlite, fn)(),
  };
};
export type UserStore = ReturnType<typeof userStore>;

export const emptyProfile: UserProfile = {
  email: null,
  emailCanonical: null,
  phone: null,
  phoneCanonical: null,
  firstName: null,
  lastName: null,
  displayName: null,
  usualPlans: [],
  dietaryPreferences: [],
  city: null,
  neighborhoodLat: null,
  neighborhoodLng: null,
};

const columnOf: Record<keyof UserProfile, string> = {
  email: 'email',
  emailCanonical: 'email_canonical',
  phone: 'phone',
  phoneCanonical: 'phone_canonical',
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  usualPlans: 'usual_plans',
  dietaryPreferences: 'dietary_preferences',
  city: 'city',
  neighborhoodLat: 'neighborhood_lat',
  neighborhoodLng: 'neighborhood_lng',
};
