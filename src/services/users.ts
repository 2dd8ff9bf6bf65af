import { randomUUID } from 'node:crypto';
import type { ProvisionUserRequest, ProvisionUserResponse } from '../contract/partner.js';
import { DIETARY_PREFERENCES, USUAL_PLANS } from '../domain/catalogue.js';
import { canonicalEmail, canonicalPhone } from '../domain/contact.js';
import type { Clock } from '../domain/time.js';
import { AppError } from '../errors.js';
import { emptyProfile, type ServiceUser, type UserProfile, type UserStore } from '../store/users.js';
import { type Actor, requireNegotiated } from './actor.js';

const invalidValues = (values: string[] | null | undefined, allowed: readonly string[]): string[] =>
  (values ?? []).filter((v) => !allowed.includes(v));

/** The profile fields a request sets (undefined = not sent, so left as stored). */
const profileFrom = (req: ProvisionUserRequest): Partial<UserProfile> => {
  const p: Partial<UserProfile> = {};
  if (req.first_name !== undefined) p.firstName = req.first_name;
  if (req.last_name !== undefined) p.lastName = req.last_name;
  if (req.display_name !== undefined) p.displayName = req.display_name;
  if (req.email !== undefined) {
    p.email = req.email === null ? null : req.email.trim();
    p.emailCanonical = req.email === null ? null : canonicalEmail(req.email);
  }
  if (req.phone !== undefined) {
    p.phone = req.phone;
    p.phoneCanonical = req.phone === null ? null : canonicalPhone(req.phone);
  }
  if (req.usual_plans != null) p.usualPlans = [...new Set(req.usual_plans)];
  if (req.dietary_preferences != null) p.dietaryPreferences = [...new Set(req.dietary_preferences)];
  if (req.city !== undefined) p.city = req.city === null ? null : req.city.trim().toLowerCase();
  if (req.neighborhood_lat !== undefined) p.neighborhoodLat = req.neighborhood_lat;
  if (req.neighborhood_lng !== undefined) p.neighborhoodLng = req.neighborhood_lng;
  return p;
};

/** Spec 2.14: "updated" means onboarding info (plans, dietary, neighbourhood) was written. */
const writesOnboarding = (p: Partial<UserProfile>): boolean =>
  p.usualPlans !== undefined ||
  p.dietaryPreferences !== undefined ||
  p.neighborhoodLat !== undefined ||
  p.neighborhoodLng !== undefined;

export const createUsersService = (deps: { users: UserStore; clock: Clock }) => {
  const { users, clock } = deps;
  const now = () => clock().toISOString();

  const ensureContactIsFree = (userId: string, p: Partial<UserProfile>): void => {
    // Email and phone separately: one lookup of "email OR phone" finds only one of two owners.
    const owners = [
      users.findByCanonicalContact(p.emailCanonical ?? null, null),
      users.findByCanonicalContact(null, p.phoneCanonical ?? null),
    ];
    if (owners.some((other) => other && other.id !== userId))
      throw new AppError(
        'conflict',
        'That email or phone already belongs to another user; it was not changed',
      );
  };

  return {
    /** POST /users: idempotent upsert of the mapping; links by canonical email/phone (spec 4.2). */
    provision: (actor: Actor, req: ProvisionUserRequest): ProvisionUserResponse => {
      requireNegotiated(actor, 'User provisioning');
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
      const profile = profileFrom(req);
      const keyId = actor.credential.id;
      return users.transaction((): ProvisionUserResponse => {
        const at = now();
        const mapped = users.findMapped(keyId, req.external_user_id);
        if (mapped) {
          ensureContactIsFree(mapped.id, profile);
          users.updateUser(mapped.id, profile, at);
          return {
            external_user_id: req.external_user_id,
            created: false,
            linked: false,
            updated: writesOnboarding(profile),
          };
        }
        const existing =
          profile.emailCanonical || profile.phoneCanonical
            ? users.findByCanonicalContact(profile.emailCanonical ?? null, profile.phoneCanonical ?? null)
            : null;
        if (existing) {
          users.insertMapping(keyId, req.external_user_id, existing.id, at);
          return { external_user_id: req.external_user_id, created: false, linked: true, updated: false };
        }
        const id = randomUUID();
        users.insertUser(id, { ...emptyProfile, ...profile }, at);
        users.insertMapping(keyId, req.external_user_id, id, at);
        return {
          external_user_id: req.external_user_id,
          created: true,
          linked: false,
          updated: writesOnboarding(profile),
        };
      });
    },
    /** A negotiated key's external user; 404 that says to provision first. */
    resolveExternalUser: (credentialId: string, externalUserId: string): ServiceUser => {
      const user = users.findMapped(credentialId, externalUserId);
      if (!user)
        throw new AppError(
          'external_user_unknown',
          `External user '${externalUserId}' is not provisioned for this key; call POST /partner/v1/users first`,
        );
      return user;
    },
    findById: (id: string): ServiceUser | null => users.findById(id),
    /** Self-serve keys are bound to the service user with this email, created when new. */
    findOrCreateByEmail: (email: string): ServiceUser => {
      const canonical = canonicalEmail(email);
      if (!canonical) throw new AppError('bad_request', `'${email}' is not a valid email address`);
      return users.transaction(() => {
        const existing = users.findByCanonicalContact(canonical, null);
        if (existing) return existing;
        const id = randomUUID();
        users.insertUser(id, { ...emptyProfile, email: email.trim(), emailCanonical: canonical }, now());
        const created = users.findById(id);
        if (!created) throw new Error('user vanished inside its own transaction');
        return created;
      });
    },
    recordSeen: (userId: string, activityPk: number): void => users.recordSeen(userId, activityPk, now()),
  };
};
export type UsersService = ReturnType<typeof createUsersService>;
