/** `cancel_booking`: cancels one of the user's bookings (at the supplier first for supplier activities). */
import type { z } from 'zod';
import { BookingPath, BookingWebhookPayload, CancelBookingRequest } from '../../contract/bookings.js';
import { guarded, needUser, ok, type RegisterTool } from './tool-kit.js';

const CancelInput = BookingPath.extend(CancelBookingRequest.shape);

/** The structured result: the booking's payload once cancelled, as POST /bookings/{id}/cancel answers it. */
export const CancelOutput = BookingWebhookPayload;

export const registerCancelBooking: RegisterTool = (server, { services, actor }) => {
  server.registerTool(
    'cancel_booking',
    {
      title: 'Cancel a booking',
      description:
        "Cancel one of the user's bookings by booking_id (from book_activity or list_orders). Only when the user asked to cancel that booking: say which booking (activity, date) and get their confirmation first. Supplier bookings are cancelled at the supplier first; after the supplier's cancellation cutoff, while a booking is still being placed, or for a failed booking the answer is a not_cancellable error. Cancelling again answers the same (idempotent). `reason` is passed on to the supplier.",
      inputSchema: CancelInput,
      outputSchema: CancelOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
    },
    guarded(async (args: z.output<typeof CancelInput>) => {
      needUser(actor, 'Cancelling');
      // Only the connection's own user's bookings: `get` answers not_found for anyone else's.
      await services.bookings.get(actor, args.booking_id);
      const cancelled: z.output<typeof CancelOutput> = await services.bookings.cancel(
        actor,
        args.booking_id,
        args.reason ?? null,
      );
      return ok(`Booking ${cancelled.booking_id} is ${cancelled.status}.`, cancelled);
    }),
  );
};
