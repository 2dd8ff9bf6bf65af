/** `activities_near`: activities around a named place or a point, ranked for the user (no prices). */
import { z } from 'zod';
import { H3Query, HomescreenQuery } from '../../contract/params.js';
import { PartnerActivity } from '../../contract/partner.js';
import { AppError } from '../../platform/errors.js';
import { cellAt } from '../../platform/geo.js';
import { guarded, ok, type RegisterTool } from './tool-kit.js';

const NearInput = HomescreenQuery.pick({ usual_plans: true, booking_filter: true })
  .extend({
    place: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('A place name known to Jaunt, e.g. "Brooklyn" or "Montmartre". Give this or lat+lng.'),
    lat: H3Query.shape.lat.optional(),
    lng: H3Query.shape.lng.optional(),
    limit: z.number().int().min(1).max(20).default(10).describe('Most activities to return, 1..20.'),
  })
  .describe('Where to look: a place name, or lat and lng.');

/** The structured result: where it looked and the activities found there (ids, names, labels). */
export const NearOutput = z.object({
  place: z.string(),
  city: z.string(),
  h3_cell: z.string(),
  activities: z.array(
    PartnerActivity.pick({
      activity_id: true,
      name: true,
      display_label: true,
      is_bookable: true,
      next_datetime: true,
    }),
  ),
});

export const registerActivitiesNear: RegisterTool = (server, { services, actor }) => {
  server.registerTool(
    'activities_near',
    {
      title: 'Activities near a place',
      description:
        'List activities around a place, ranked for the user: give `place` (a neighbourhood or city name) or `lat` and `lng` in degrees. Use it for "what is there to do near X" without a specific wish; use search_activities when the user says what they want. Returns activity ids, names and next dates; no prices (get_activity has them).',
      inputSchema: NearInput,
      outputSchema: NearOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof NearInput>) => {
      let where: { label: string; h3Cell: string };
      if (args.place !== undefined) {
        const found = await services.workspaces.resolvePlace(args.place);
        if (!found)
          throw new AppError(
            'place_unknown',
            `no activities known around "${args.place}"; try a nearby city name or lat/lng`,
          );
        where = found;
      } else if (args.lat !== undefined && args.lng !== undefined) {
        where = { label: `${args.lat}, ${args.lng}`, h3Cell: cellAt({ lat: args.lat, lng: args.lng }, 7) };
      } else throw new AppError('bad_request', 'give either `place`, or both `lat` and `lng`');
      const shelves = await services.discovery.homescreen(actor, {
        h3Cell: where.h3Cell,
        limit: args.limit,
        usualPlans: args.usual_plans,
        shelved: false,
        bookingFilter: args.booking_filter,
        language: 'en',
      });
      const activities = shelves.shelves
        .flatMap((s) => s.activities)
        .slice(0, args.limit)
        .map((a) => ({
          activity_id: a.activity_id,
          name: a.name,
          display_label: a.display_label,
          is_bookable: a.is_bookable,
          next_datetime: a.next_datetime,
        }));
      const lines = activities.map(
        (a, i) =>
          `${i + 1}. ${a.name} [${a.activity_id}] ${a.display_label}${a.is_bookable ? ' (bookable)' : ''}`,
      );
      const structured: z.output<typeof NearOutput> = {
        place: where.label,
        city: shelves.city,
        h3_cell: shelves.h3_cell,
        activities,
      };
      return ok([`Near ${where.label} (${shelves.city}):`, ...lines].join('\n'), structured);
    }),
  );
};
