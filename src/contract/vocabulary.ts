/** The spec's closed vocabularies (2.14): usual plans, the homescreen subset, dietary preferences. */
/** The usual_plans vocabulary (homescreen accepts the subset in HOMESCREEN_PLANS). */
export const USUAL_PLANS = [
  'visit-the-city',
  'fun-with-kids',
  'friends-hangout',
  'date-nights',
  'work-meetups',
  'meet-new-people',
  'staying-active',
  'pet-friendly',
  'nature-time',
  'accessible-wheelchair-outings',
] as const;
export type UsualPlan = (typeof USUAL_PLANS)[number];

export const HOMESCREEN_PLANS = [
  'fun-with-kids',
  'pet-friendly',
  'date-nights',
  'meet-new-people',
  'friends-hangout',
  'staying-active',
  'nature-time',
] as const satisfies readonly UsualPlan[];

export const DIETARY_PREFERENCES = [
  'vegan',
  'vegetarian',
  'kosher',
  'halal',
  'gluten_free',
  'pescatarian',
  'alcohol_free',
] as const;
export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];
