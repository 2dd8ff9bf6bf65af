/** `get_activity`: one activity's venue, bookability and sessions with ticket types and prices. */
import { z } from 'zod';
import { ActivityPath } from '../../contract/params.js';
import { PartnerActivityDetail, SessionTicket } from '../../contract/partner.js';
import { guarded, money, ok, type RegisterTool } from './tool-kit.js';

/** The structured result: the detail's fields an assistant books with, sessions renamed as book_activity takes them. */
export const ActivityOutput = PartnerActivityDetail.pick({
  activity_id: true,
  name: true,
  venue: true,
  short_description: true,
  is_bookable: true,
  is_open_now: true,
  next_datetime: true,
}).extend({
  currency: z.string().nullable(),
  sessions: z.array(
    z.object({
      session_date: z.string().nullable(),
      session_time: z.string().nullable(),
      tickets: z.array(
        SessionTicket.pick({ total: true, available: true, min_quantity: true, max_quantity: true }).extend({
          ticket_type_name: z.string(),
        }),
      ),
    }),
  ),
});

const compactDetail = (d: PartnerActivityDetail): z.output<typeof ActivityOutput> => ({
  activity_id: d.activity_id,
  name: d.name,
  venue: d.venue,
  short_description: d.short_description,
  is_bookable: d.is_bookable,
  is_open_now: d.is_open_now,
  next_datetime: d.next_datetime,
  currency: d.ticket_price?.currency ?? null,
  sessions: (d.ticket_price?.sessions ?? []).slice(0, 20).map((s) => ({
    session_date: s.date,
    session_time: s.time,
    tickets: s.tickets.map((t) => ({
      ticket_type_name: t.name,
      total: t.total,
      available: t.available,
      min_quantity: t.min_quantity,
      max_quantity: t.max_quantity,
    })),
  })),
});

export const registerGetActivity: RegisterTool = (server, { services, actor }) => {
  server.registerTool(
    'get_activity',
    {
      title: 'Activity details',
      description:
        'Details of one activity by activity_id (from search_activities or activities_near): venue, whether it is bookable, and its sessions with ticket types, total prices per ticket (fees included, in the activity currency) and availability. Use it before book_activity to pick a session and ticket type and to tell the user the price.',
      inputSchema: ActivityPath,
      outputSchema: ActivityOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof ActivityPath>) => {
      const d = compactDetail(
        await services.catalogue.detail(actor, args.activity_id, ['en'], { debug: false }),
      );
      const sessions = d.sessions.map(
        (s) =>
          `- ${s.session_date ?? 'any date'} ${s.session_time ?? ''}: ${s.tickets
            .map(
              (t) =>
                `${t.ticket_type_name} ${d.currency ? money(t.total, d.currency) : t.total}${t.available ? '' : ' (unavailable)'}`,
            )
            .join('; ')}`,
      );
      const text = [
        `${d.name}${d.venue ? ` at ${d.venue}` : ''} [${d.activity_id}]`,
        d.short_description ?? '',
        d.is_bookable ? 'Bookable. Sessions:' : 'Not bookable through Jaunt.',
        ...sessions,
      ]
        .filter((l) => l !== '')
        .join('\n');
      return ok(text, d);
    }),
  );
};
