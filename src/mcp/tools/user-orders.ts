/** `list_orders`: the user's bookings, newest first, with their status. */
import { z } from 'zod';
import { OrderBooking } from '../../contract/bookings.js';
import { guarded, needUser, ok, type RegisterTool } from './tool-kit.js';

const OrdersInput = z.object({
  limit: z.number().int().min(1).max(50).default(10).describe('Most recent bookings to return, 1..50.'),
});

/** The structured result: the user's bookings, newest first (OrderBooking's fields, `id` as booking_id). */
export const OrdersOutput = z.object({
  bookings: z.array(
    OrderBooking.pick({
      status: true,
      activity_name: true,
      authorization_amount_cents: true,
      created_at: true,
    }).extend({
      booking_id: z.string(),
    }),
  ),
});

export const registerListOrders: RegisterTool = (server, { services, actor }) => {
  server.registerTool(
    'list_orders',
    {
      title: "The user's orders",
      description:
        "The user's bookings, newest first, with status (accepted/pending, confirmed, failed, deliverable_ready, cancelled), activity name and authorised amount. Use it to check a booking's result after book_activity.",
      inputSchema: OrdersInput,
      outputSchema: OrdersOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof OrdersInput>) => {
      needUser(actor, 'Orders');
      const orders = await services.orders.list(actor, 'en');
      const bookings: z.output<typeof OrdersOutput>['bookings'] = orders.bookings
        .slice(0, args.limit)
        .map((b) => ({
          booking_id: b.id,
          status: b.status,
          activity_name: b.activity_name,
          authorization_amount_cents: b.authorization_amount_cents,
          created_at: b.created_at,
        }));
      const lines = bookings.map(
        (b) => `- ${b.booking_id} ${b.status}: ${b.activity_name ?? 'activity'} (${b.created_at})`,
      );
      return ok(bookings.length > 0 ? lines.join('\n') : 'No bookings yet.', { bookings });
    }),
  );
};
