/**
 * The OCTO simulator's routes: outside the OCTO API, ticket files, pictures and the simulator's own
 * switches; under `/octo`, request counting, the fail switch, the Bearer key, then supplier,
 * capabilities, products, availability and bookings. An unknown path answers 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderTicketPdf } from '../../booking/index.js';
import { addDays } from '../../platform/time.js';
import { bookingOr400, cancel, confirm, confirmNow, productAndOption, reserve } from './booking-flow.js';
import {
  availabilityJson,
  bookingJson,
  type Caps,
  capsOf,
  pricing,
  productJson,
  unitPricing,
} from './json.js';
import type { SimOption, SimProduct } from './products.js';
import { readBody, send, str } from './request.js';
import {
  findSlot,
  OctoFail,
  type SimWorld,
  type Slot,
  slotsOn,
  statusOf,
  sweep,
  ticketsReady,
  vacanciesOf,
} from './world.js';

/** One request under `/octo`, once counted, let through and authorised. */
interface OctoRequest {
  w: SimWorld;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
  /** The path below `/octo`. */
  sub: string;
  caps: Caps;
  /** Headers every answer carries: the capabilities granted. */
  echo: Record<string, string>;
}

const notFound = (res: ServerResponse): void => {
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
};

/** GET /tickets/{uuid}/{unitItem}.pdf: a confirmed booking's ticket. */
const serveTicket = (w: SimWorld, res: ServerResponse, bookingUuid: string, itemUuid: string): void => {
  sweep(w);
  const b = w.bookings.get(bookingUuid);
  const item = b?.unitItems.find((u) => u.uuid === itemUuid);
  if (!b || !item || !ticketsReady(b)) {
    res.writeHead(404).end('Not Found');
    return;
  }
  const p = w.byId.get(b.productId) as SimProduct;
  const unit = p.options.find((x) => x.id === b.optionId)?.units.find((u) => u.id === item.unitId);
  const pdf = renderTicketPdf({
    code: item.code,
    activityName: p.title,
    ticketTypeName: unit?.title ?? item.unitId,
    session: b.localStart.slice(0, 16).replace('T', ' '),
    confirmationCode: b.supplierReference ?? b.uuid,
    holder: String(b.contact.fullName ?? `${b.contact.firstName ?? ''} ${b.contact.lastName ?? ''}`).trim(),
  });
  res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) });
  res.end(pdf);
};

/** Tickets, pictures and the simulator's switches; false when the path is none of them. */
const serveOutsideOcto = async (
  w: SimWorld,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
): Promise<boolean> => {
  const ticket = /^\/tickets\/([^/]+)\/([^/]+)\.pdf$/.exec(path);
  if (method === 'GET' && ticket) {
    serveTicket(w, res, decodeURIComponent(ticket[1] ?? ''), decodeURIComponent(ticket[2] ?? ''));
    return true;
  }
  if (method === 'GET' && /^\/media\/[^/]+\.svg$/.test(path)) {
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#2a6f97"/></svg>',
    );
    return true;
  }
  if (path === '/_sim/fail' && method === 'POST') {
    const body = await readBody(req);
    w.failures = { left: Number(body.count ?? 1), status: Number(body.status ?? 500) };
    send(res, 200, { failing: w.failures.left, status: w.failures.status });
    return true;
  }
  if (path === '/_sim/bookings' && method === 'GET') {
    send(res, 200, [...w.bookings.values()]);
    return true;
  }
  return false;
};

/** GET /supplier, /capabilities, /products and /products/{id}. */
const serveCatalogue = ({ w, res, method, sub, caps, echo }: OctoRequest): boolean => {
  if (method === 'GET' && sub === '/supplier') {
    send(res, 200, { id: 'octo-sim', name: 'OCTO Simulator', endpoint: `${w.origin}/octo` }, echo);
    return true;
  }
  if (method === 'GET' && sub === '/capabilities') {
    send(res, 200, [{ id: 'octo/pricing' }, { id: 'octo/content' }], echo);
    return true;
  }
  if (method === 'GET' && sub === '/products') {
    send(
      res,
      200,
      w.products.map((p) => productJson(w, p, caps)),
      echo,
    );
    return true;
  }
  const productPath = /^\/products\/([^/]+)$/.exec(sub);
  if (method === 'GET' && productPath) {
    const p = w.byId.get(decodeURIComponent(productPath[1] ?? ''));
    if (!p)
      throw new OctoFail('INVALID_PRODUCT_ID', 'The productId was missing or invalid', {
        productId: productPath[1],
      });
    send(res, 200, productJson(w, p, caps), echo);
    return true;
  }
  return false;
};

const dateRange = (body: Record<string, unknown>): string[] => {
  const single = str(body, 'localDate');
  const from = single ?? str(body, 'localDateStart');
  const to = single ?? str(body, 'localDateEnd');
  if (!from || !to || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
    throw new OctoFail(
      'BAD_REQUEST',
      'one of localDate, localDateStart+localDateEnd or availabilityIds is required',
    );
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 400; d = addDays(d, 1)) days.push(d);
  return days;
};

const requestedTotal = (opt: SimOption, units: unknown): number | null => {
  if (!Array.isArray(units)) return null;
  let total = 0;
  for (const x of units as { id?: unknown; quantity?: unknown }[]) {
    const u = opt.units.find((y) => y.id === x.id);
    if (!u)
      throw new OctoFail('INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId: x.id ?? null });
    total += u.retail * (Number.isInteger(x.quantity) ? (x.quantity as number) : 0);
  }
  return total;
};

/** POST /availability/calendar: each day's best slot. */
const calendar = async ({ w, req, res, caps, echo }: OctoRequest): Promise<void> => {
  const body = await readBody(req);
  const { p, opt } = productAndOption(w, body);
  const total = requestedTotal(opt, body.units);
  send(
    res,
    200,
    dateRange(body).map((date) => {
      const slots = slotsOn(w, p, opt, date).filter((s) => s.startMs > w.clock().getTime());
      const vac = slots.map((s) => vacanciesOf(w, p, opt, s));
      const best = vac.length === 0 ? 0 : Math.max(...vac);
      return {
        localDate: date,
        available: best > 0,
        status: slots.length === 0 ? 'CLOSED' : statusOf(best, p.capacity),
        vacancies: best,
        capacity: slots.length === 0 ? 0 : p.capacity,
        openingHours: p.openingHours && slots.length > 0 ? [p.openingHours] : [],
        ...(caps.pricing
          ? {
              unitPricingFrom: unitPricing(p, opt),
              pricingFrom: [pricing(p, total ?? Math.min(...opt.units.map((u) => u.retail)))],
            }
          : {}),
      };
    }),
    echo,
  );
};

/** POST /availability: the slots of some days, or of the ids asked for. */
const availability = async ({ w, req, res, caps, echo }: OctoRequest): Promise<void> => {
  const body = await readBody(req);
  const { p, opt } = productAndOption(w, body);
  const total = requestedTotal(opt, body.units);
  let slots: Slot[];
  if (Array.isArray(body.availabilityIds)) {
    slots = (body.availabilityIds as unknown[]).flatMap((id) => {
      const s = typeof id === 'string' ? findSlot(w, p, opt, id) : undefined;
      return s ? [s] : [];
    });
  } else slots = dateRange(body).flatMap((d) => slotsOn(w, p, opt, d));
  const now = w.clock().getTime();
  send(
    res,
    200,
    slots.filter((s) => s.startMs > now).map((s) => availabilityJson(w, p, opt, s, caps, total)),
    echo,
  );
};

/** GET /bookings?resellerReference=…|supplierReference=…: lookup by reference. */
const lookup = ({ w, url, res, caps, echo }: OctoRequest): void => {
  const ref = url.searchParams.get('resellerReference');
  const supplierRef = url.searchParams.get('supplierReference');
  if (!ref && !supplierRef)
    throw new OctoFail('BAD_REQUEST', 'resellerReference, supplierReference or a date range is required');
  const list = [...w.bookings.values()].filter(
    (b) => (ref && b.resellerReference === ref) || (supplierRef && b.supplierReference === supplierRef),
  );
  send(
    res,
    200,
    list.map((b) => bookingJson(w, b, caps)),
    echo,
  );
};

/** GET /bookings/{uuid} (a PENDING booking confirms after some polls), confirm and cancel. */
const bookingAction = async (r: OctoRequest, uuid: string, verb: string | undefined): Promise<boolean> => {
  const { w, req, res, method, caps, echo } = r;
  const b = bookingOr400(w, uuid);
  if (method === 'GET' && !verb) {
    if (b.status === 'PENDING' && ++b.polls >= w.pendingPolls) confirmNow(w, b);
    send(res, 200, bookingJson(w, b, caps), echo);
    return true;
  }
  if (method === 'POST' && verb === 'confirm') {
    send(res, 200, bookingJson(w, confirm(w, b, await readBody(req)), caps), echo);
    return true;
  }
  if ((method === 'POST' && verb === 'cancel') || (method === 'DELETE' && !verb)) {
    send(res, 200, bookingJson(w, cancel(w, b, await readBody(req)), caps), echo);
    return true;
  }
  return false;
};

/** The OCTO API proper; false when no route matches. */
const serveOcto = async (r: OctoRequest): Promise<boolean> => {
  const { w, req, res, method, sub, caps, echo } = r;
  if (serveCatalogue(r)) return true;
  if (method === 'POST' && sub === '/availability/calendar') {
    await calendar(r);
    return true;
  }
  if (method === 'POST' && sub === '/availability') {
    await availability(r);
    return true;
  }
  if (method === 'POST' && sub === '/bookings') {
    const body = await readBody(req);
    send(res, 200, bookingJson(w, reserve(w, body), caps), echo);
    return true;
  }
  if (method === 'GET' && sub === '/bookings') {
    lookup(r);
    return true;
  }
  const action = /^\/bookings\/([^/]+)(?:\/(confirm|cancel))?$/.exec(sub);
  return action ? bookingAction(r, decodeURIComponent(action[1] ?? ''), action[2]) : false;
};

/** Answers one request; OctoFail and other errors are the caller's to turn into JSON. */
export const route = async (w: SimWorld, req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const url = new URL(req.url ?? '/', 'http://sim');
  const method = req.method ?? 'GET';
  const path = url.pathname;

  if (await serveOutsideOcto(w, req, res, method, path)) return;
  if (!path.startsWith('/octo/') && path !== '/octo') return notFound(res);
  const sub = path.slice('/octo'.length) || '/';
  const countKey = `${method} ${sub.replace(/^\/bookings\/[^/]+/, '/bookings/{uuid}').replace(/^\/products\/[^/]+/, '/products/{id}')}`;
  w.counts[countKey] = (w.counts[countKey] ?? 0) + 1;

  if (w.failures.left > 0) {
    w.failures.left--;
    return send(res, w.failures.status, {
      error: 'INTERNAL_SERVER_ERROR',
      errorMessage: 'simulated supplier outage',
    });
  }
  const auth = req.headers.authorization ?? '';
  const key = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
  if (!key || (w.apiKey !== undefined && key !== w.apiKey))
    throw new OctoFail('UNAUTHORIZED', 'missing or invalid API key');
  const caps = capsOf(req);
  const echo = { 'octo-capabilities': caps.list.join(', ') };
  sweep(w);
  if (!(await serveOcto({ w, req, res, url, method, sub, caps, echo }))) notFound(res);
};
