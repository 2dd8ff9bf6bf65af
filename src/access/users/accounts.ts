/**
 * The users use cases: provisioning a partner's external user (an idempotent upsert that links by
 * canonical email or phone, spec 4.2), resolving one per request, the self-serve key's user by email,
 * and SEEN interactions. Each is a function over `UsersDeps`; `createUsersService` only assembles them.
 */
import { randomUUID } from 'node:crypto';
import { canonicalEmail, canonicalPhone } from '../../contract/contact.js';
import type { ProvisionUserRequest, ProvisionUserResponse } from '../../contract/partner.js';
import { DIETARY_PREFERENCES, USUAL_PLANS } from '../../contract/vocabulary.js';
import { type Executor, withTransaction } from '../../platform/db/index.js';
import { AppError } from '../../platform/errors.js';
import type { Clock } from '../../platform/time.js';
import { type Actor, requireNegotiated } from '../actor.js';
import {
  isUniqueViolation,
  type ServiceUser,
  type UserIdentity,
  type UserProfile,
  type UserStore,
} from './store.js';

const invalidValues = (values: string[] | null | undefined, allowed: readonly string[]): string[] =>
  (values ?? []).filter((v) => !allowed.includes(v));

/** The mapping's own profile fields a request sets (undefined = not sent, so left as stored). */
const profileFrom = (req: ProvisionUserRequest): Partial<UserProfile> => {
  const p: Partial<UserProfile> = {};
  if (req.first_name !== undefined) p.firstName = req.first_name;
  if (req.last_name !== undefined) p.lastName = req.last_name;
  if (req.display_name !== undefined) p.displayName = req.display_name;
  if (req.email !== undefined) p.email = req.email === null ? null : req.email.trim();
  if (req.phone !== undefined) p.phone = req.phone;
  if (req.usual_plans != null) p.usualPlans = [...new Set(req.usual_plans)];
  if (req.dietary_preferences != null) p.dietaryPreferences = [...new Set(req.dietary_preferences)];
  if (req.city !== undefined) p.city = req.city === null ? null : req.city.trim().toLowerCase();
  if (req.neighborhood_lat !== undefined) p.neighborhoodLat = req.neighborhood_lat;
  if (req.neighborhood_lng !== undefined) p.neighborhoodLng = req.neighborhood_lng;
  return p;
};

/** The identity fields (what linking matches on) a request names. */
const identityFrom = (req: ProvisionUserRequest): Partial<UserIdentity> => {
  const i: Partial<UserIdentity> = {};
  if (req.email !== undefined) {
    i.email = req.email === null ? null : req.email.trim();
    i.emailCanonical = req.email === null ? null : canonicalEmail(req.email);
  }
  if (req.phone !== undefined) {
    i.phone = req.phone;
    i.phoneCanonical = req.phone === null ? null : canonicalPhone(req.phone);
  }
  return i;
};

/** Spec 2.14: "updated" means onboarding info (plans, dietary, neighbourhood) was written. */
const writesOnboarding = (p: Partial<UserProfile>): boolean =>
  p.usualPlans !== undefined ||
  p.dietaryPreferences !== undefined ||
  p.neighborhoodLat !== undefined ||
  p.neighborhoodLng !== undefined;

/** Told when a user's SEEN list grows, so caches of it (discovery's SEEN sets) drop theirs. */
export interface SeenListener {
  forget(userId: string): void;
}

export interface UsersDeps {
  users: UserStore;
  seen: SeenListener;
  clock: Clock;
}

export interface UsersService {
  /** POST /users: idempotent upsert of the mapping; links by canonical email/phone (spec 4.2). */
  provision(actor: Actor, req: ProvisionUserRequest): Promise<ProvisionUserResponse>;
  /** A negotiated key's external user; 404 that says to provision first. */
  resolveExternalUser(credentialId: string, externalUserId: string): Promise<ServiceUser>;
  findById(id: string): Promise<ServiceUser | null>;
  /** Self-serve keys are bound to the service user with this email, created when new. */
  findOrCreateByEmail(email: string): Promise<ServiceUser>;
  /** A SEEN interaction, kept with the credential it happened through (finding 2 of issue 8). */
  recordSeen(actor: Actor, activityPk: number): Promise<void>;
}

const now = (deps: UsersDeps): string => deps.clock().toISOString();

/**
 * Find-or-insert upserts run in one transaction. When a concurrent transaction inserted the same
 * mapping or contact first (possible on Postgres, where transactions overlap), `fn` runs once more in
 * a fresh transaction and finds it. Joined to a caller's `trx`, a refusal is the caller's to retry.
 */
const upsert = async <T>(
  deps: UsersDeps,
  trx: Executor | undefined,
  fn: (trx: Executor) => Promise<T>,
): Promise<T> => {
  try {
    return await withTransaction(deps.users, trx, fn);
  } catch (e) {
    if (trx || !isUniqueViolation(e)) throw e;
    return withTransaction(deps.users, trx, fn);
  }
};

/**
 * The identity changes a creating mapping may make: an email or phone that already belongs to
 * another user is left as it is (silently: the answer must not tell that it exists elsewhere).
 */
const freeIdentityChanges = async (
  users: UserStore,
  userId: string,
  i: Partial<UserIdentity>,
  trx: Executor,
): Promise<Partial<UserIdentity>> => {
  const free = async (emailCanonical: string | null, phoneCanonical: string | null) => {
    const holder = await users.findByCanonicalContact(emailCanonical, phoneCanonical, trx);
    return holder === null || holder === userId;
  };
  const out: Partial<UserIdentity> = {};
  if (i.emailCanonical !== undefined && (i.emailCanonical === null || (await free(i.emailCanonical, null)))) {
    out.email = i.email;
    out.emailCanonical = i.emailCanonical;
  }
  if (i.phoneCanonical !== undefined && (i.phoneCanonical === null || (await free(null, i.phoneCanonical)))) {
    out.phone = i.phone;
    out.phoneCanonical = i.phoneCanonical;
  }
  return out;
};

/** The request's lists hold only known values, and a neighbourhood comes as a pair. */
const checkProvisionRequest = (req: ProvisionUserRequest): void => {
  const badPlans = invalidValues(req.usual_plans, USUAL_PLANS);
  if (badPlans.length > 0)
    throw new AppError(
      'bad_request',
      `Invalid usual_plans value(s): ${badPlans.join(', ')}. Allowed: ${USUAL_PLANS.join(', ')}`,
    );
  const badDiet = invalidValues(req.dietary_preferences, DIETARY_PREFERENCES);
  if (badDiet.length > 0)
    throw new AppError(
      'bad_request',
      `Invalid dietary_preferences value(s): ${badDiet.join(', ')}. Allowed: ${DIETARY_PREFERENCES.join(', ')}`,
    );
  if ((req.neighborhood_lat == null) !== (req.neighborhood_lng == null))
    throw new AppError('bad_request', 'neighborhood_lat and neighborhood_lng must be sent together');
};

/** POST /users: idempotent upsert of the mapping; links by canonical email/phone (spec 4.2). */
export const provisionUser = async (
  deps: UsersDeps,
  actor: Actor,
  req: ProvisionUserRequest,
  trx?: Executor,
): Promise<ProvisionUserResponse> => {
  requireNegotiated(actor, 'User provisioning');
  checkProvisionRequest(req);
  const { users } = deps;
  const profile = profileFrom(req);
  const identity = identityFrom(req);
  const apiKeyId = actor.credential.id;
  const externalUserId = req.external_user_id;
  return upsert(deps, trx, async (trx): Promise<ProvisionUserResponse> => {
    const at = now(deps);
    const mapping = await users.findMapping(apiKeyId, externalUserId, trx);
    if (mapping) {
      // A mapping writes its own profile; only the mapping that created the user moves its identity.
      await users.updateMapping(apiKeyId, externalUserId, profile, at, trx);
      if (mapping.createdUser)
        await users.updateIdentity(
          mapping.userId,
          await freeIdentityChanges(users, mapping.userId, identity, trx),
          at,
          trx,
        );
      return {
        external_user_id: externalUserId,
        created: false,
        linked: false,
        updated: writesOnboarding(profile),
      };
    }
    const existing =
      identity.emailCanonical || identity.phoneCanonical
        ? await users.findByCanonicalContact(
            identity.emailCanonical ?? null,
            identity.phoneCanonical ?? null,
            trx,
          )
        : null;
    if (existing) {
      // Spec 4.2 rule 2: linking writes no profile; the mapping keeps only the contact it matched with.
      const contact: Partial<UserProfile> = { email: profile.email, phone: profile.phone };
      await users.insertMapping(
        { apiKeyId, externalUserId, userId: existing, createdUser: false },
        contact,
        at,
        trx,
      );
      return { external_user_id: externalUserId, created: false, linked: true, updated: false };
    }
    const id = randomUUID();
    await users.insertUser(
      id,
      { email: null, emailCanonical: null, phone: null, phoneCanonical: null, ...identity },
      at,
      trx,
    );
    await users.insertMapping({ apiKeyId, externalUserId, userId: id, createdUser: true }, profile, at, trx);
    return {
      external_user_id: externalUserId,
      created: true,
      linked: false,
      updated: writesOnboarding(profile),
    };
  });
};

/** A negotiated key's external user; 404 that says to provision first. */
export const resolveExternalUser = async (
  deps: UsersDeps,
  credentialId: string,
  externalUserId: string,
): Promise<ServiceUser> => {
  const user = await deps.users.findMapped(credentialId, externalUserId);
  if (!user)
    throw new AppError(
      'external_user_unknown',
      `External user '${externalUserId}' is not provisioned for this key; call POST /partner/v1/users first`,
    );
  return user;
};

/** Self-serve keys are bound to the service user with this email, created when new. */
export const findOrCreateUserByEmail = async (
  deps: UsersDeps,
  email: string,
  trx?: Executor,
): Promise<ServiceUser> => {
  const { users } = deps;
  const canonical = canonicalEmail(email);
  if (!canonical) throw new AppError('bad_request', `'${email}' is not a valid email address`);
  return upsert(deps, trx, async (trx) => {
    const existing = await users.findByCanonicalContact(canonical, null, trx);
    const found = existing === null ? null : await users.findById(existing, trx);
    if (found) return found;
    const id = randomUUID();
    await users.insertUser(
      id,
      { email: email.trim(), emailCanonical: canonical, phone: null, phoneCanonical: null },
      now(deps),
      trx,
    );
    const created = await users.findById(id, trx);
    if (!created) throw new Error('user vanished inside its own transaction');
    return created;
  });
};

/** A SEEN interaction, kept with the credential it happened through (finding 2 of issue 8). */
export const recordSeen = async (deps: UsersDeps, actor: Actor, activityPk: number): Promise<void> => {
  if (!actor.user) return;
  await deps.users.recordSeen(actor.user.id, actor.credential.id, activityPk, now(deps));
  deps.seen.forget(actor.user.id);
};

export const createUsersService = (deps: UsersDeps): UsersService => ({
  provision: (actor, req) => provisionUser(deps, actor, req),
  resolveExternalUser: (credentialId, externalUserId) =>
    resolveExternalUser(deps, credentialId, externalUserId),
  findById: (id) => deps.users.findById(id),
  findOrCreateByEmail: (email) => findOrCreateUserByEmail(deps, email),
  recordSeen: (actor, activityPk) => recordSeen(deps, actor, activityPk),
});
