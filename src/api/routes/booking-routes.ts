/** Bookings (create, get, cancel) and the signed ticket downloads. */
import { Router } from 'express';
import { z } from 'zod';
import {
  type BookingDetail,
  BookingPath,
  type BookingWebhookPayload,
  CancelBookingRequest,
  type CreateBookingAcceptedResponse,
  CreateBookingRequest,
  type WebhookDeliveriesSummary,
} from '../../contract/bookings.js';
import type { Services } from '../../services.js';
import { actorFor, requireNegotiated } from '../auth.js';
import { parse } from '../validation.js';

/** POST /bookings (spec 4.9), the additive GET /bookings/{booking_id}, POST …/cancel and POST …/webhooks/redeliver. */
export const bookingRoutes = (services: Services): Router => {
  const router = Router();
  router.post('/bookings', async (req, res) => {
    const actor = await actorFor(req, 'none');
    requireNegotiated(actor, 'Booking');
    const body = parse(CreateBookingRequest, req.body, 'body');
    const answer: CreateBookingAcceptedResponse = await services.bookings.create(actor, body);
    res.status(202).json(answer);
  });
  router.get('/bookings/:booking_id', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    requireNegotiated(actor, 'Booking');
    const { booking_id } = parse(BookingPath, req.params, 'path');
    const payload = await services.bookings.get(actor, booking_id);
    // Additive: the booking's own address, so support can forward a vendor's mail to it, and how
    // its callbacks are getting on, so a partner can see a failing receiver.
    const answer: BookingDetail = {
      ...payload,
      inbound_email: await services.mail.addressFor(booking_id),
      webhook_deliveries: await services.bookings.webhookSummary(actor, booking_id),
    };
    res.json(answer);
  });
  router.post('/bookings/:booking_id/webhooks/redeliver', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    requireNegotiated(actor, 'Booking');
    const { booking_id } = parse(BookingPath, req.params, 'path');
    const answer: WebhookDeliveriesSummary = await services.bookings.redeliverFailedWebhooks(
      actor,
      booking_id,
    );
    res.status(202).json(answer);
  });
  router.post('/bookings/:booking_id/cancel', async (req, res) => {
    const actor = await actorFor(req, 'optional');
    requireNegotiated(actor, 'Booking');
    const { booking_id } = parse(BookingPath, req.params, 'path');
    const body = parse(CancelBookingRequest, req.body ?? {}, 'body');
    const answer: BookingWebhookPayload = await services.bookings.cancel(
      actor,
      booking_id,
      body.reason ?? null,
    );
    res.json(answer);
  });
  return router;
};

const TicketPath = z.object({
  booking_id: z.string().min(1).max(100),
  file: z.string().regex(/^[A-Za-z0-9-]{1,40}\.(pdf|pkpass|png|jpg|gif)$/),
});
const TicketQuery = z.object({ expires: z.string().min(1).max(20), sig: z.string().min(1).max(100) });

/** GET /tickets/{booking_id}/{code}.pdf?expires&sig: the signed link is the credential (spec 2.13 download URLs). */
export const ticketRoutes = (services: Services): Router => {
  const router = Router();
  router.get('/tickets/:booking_id/:file', async (req, res) => {
    const path = parse(TicketPath, req.params, 'path');
    const query = parse(TicketQuery, req.query, 'query');
    // md-… files came from vendor mail; the others are the tickets we render.
    const f = path.file.startsWith('md-')
      ? await services.mail.file(path.booking_id, path.file, query.expires, query.sig)
      : await services.bookings.ticketFile(path.booking_id, path.file, query.expires, query.sig);
    const ascii = f.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res
      .status(200)
      .set({
        'content-type': f.contentType,
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.filename)}`,
        'cache-control': 'private, no-store',
      })
      .send(f.bytes);
  });
  return router;
};
