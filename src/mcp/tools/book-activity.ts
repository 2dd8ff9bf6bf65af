/** `book_activity`: books tickets for the user, a dry run unless live_purchase was asked for and the key may charge. */
import { z } from 'zod';
import { CreateBookingAcceptedResponse, CreateBookingRequest } from '../../contract/bookings.js';
import { PaymentMode } from '../../contract/partner.js';
import { AppError } from '../../platform/errors.js';
import { guarded, needUser, ok, type RegisterTool } from './tool-kit.js';

const BookInput = CreateBookingRequest.pick({
  activity_id: true,
  tickets: true,
  authorization_amount_cents: true,
  idempotency_key: true,
}).extend({
  payment_mode: PaymentMode.default('dry_run_success').describe(
    'dry_run_success (default) simulates a confirmed booking without charging; dry_run_failure simulates a decline; live_purchase charges the stored card for real: only when the user explicitly asked to buy and confirmed the total, and only if the key may charge.',
  ),
});

/** The structured result: the 202 answer of POST /bookings, with the mode and whether it was a dry run. */
export const BookOutput = CreateBookingAcceptedResponse.extend({
  payment_mode: PaymentMode,
  dry_run: z.boolean(),
});

export const registerBookActivity: RegisterTool = (server, { services, actor, deps }) => {
  server.registerTool(
    'book_activity',
    {
      title: 'Book tickets',
      description:
        'Book tickets for the user. By default this is a DRY RUN (payment_mode dry_run_success): nothing is charged and the booking is simulated. Only use payment_mode live_purchase when the user explicitly asked to buy, after telling them the total and getting their confirmation. Take session_date, session_time and ticket_type_name exactly from get_activity. authorization_amount_cents is the total you may charge in USD cents (tickets plus booking fee); if too low the error says the required amount. Reuse the same idempotency_key when retrying the same booking; use a new one for a new booking. Returns the booking_id and status (accepted, then confirmed or failed: check list_orders).',
      inputSchema: BookInput,
      outputSchema: BookOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    guarded(async (args: z.output<typeof BookInput>) => {
      const external = needUser(actor, 'Booking');
      if (args.payment_mode === 'live_purchase' && !actor.credential.canChargeStoredCard)
        throw new AppError(
          'payment_required',
          'This key may not charge the stored card: use payment_mode dry_run_success, or ask the partner for a key with live purchases',
        );
      const accepted = await services.bookings.create(
        actor,
        { ...args, external_user_id: external, webhook_url: `${deps.publicUrl}/mcp` },
        { kind: 'mcp' },
      );
      const dry = args.payment_mode !== 'live_purchase';
      const structured: z.output<typeof BookOutput> = {
        ...accepted,
        payment_mode: args.payment_mode,
        dry_run: dry,
      };
      return ok(
        `Booking ${accepted.booking_id} ${accepted.status}${dry ? ' (dry run: nothing charged)' : ''}. Check list_orders for the result.`,
        structured,
      );
    }),
  );
};
