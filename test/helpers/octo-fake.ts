/**
 * A second, independent OCTO supplier for tests, written from the OCTO specification and sharing
 * nothing with src/suppliers/simulator.ts: a fixed small catalogue held as plain JSON, bookings in a map,
 * every call recorded (method, path, headers, body) and scripted answers queued ahead of the real
 * ones. Errors are HTTP 400 with an `error` code, as the spec says.
 *
 * Catalogue: `fake-tour` (START_TIME, America/Chicago, USD, slots 09:30 and 13:00, cutoff 12 hours)
 * and `fake-garden` (OPENING_HOURS, Asia/Kuwait, KWD with currencyPrecision 3, no content when
 * octo/content is not asked for). Dates are fixed: the fake lives on 2026-12-01..2026-12-31.
 *
 * Tickets: QRCODE per unit item by default; `setDelivery` adds PDF_URL / PKPASS_URL links to the
 * bookings made after it, served under /files/ (outside /octo, no key, like a supplier's signed
 * links) as a small hand-written PDF or a zip-headed pass. `failFiles` and `fileBody` break them.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface ScriptedAnswer {
  status: number;
  /** JSON body, or a string sent as is. */
  body: unknown;
  /** Wait before answering (timeouts). */
  delayMs?: number;
}

export interface FakeDelivery {
  qr: boolean;
  pdf: boolean;
  pkpass: boolean;
}

/** A one-page PDF written by hand (not our renderer): enough for a magic-bytes and parse check. */
export const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** Starts like a zip (a .pkpass is one); the service checks the magic bytes only. */
export const FAKE_PKPASS = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 7)]);

interface FakeBooking {
  uuid: string;
  status: 'ON_HOLD' | 'CONFIRMED' | 'PENDING' | 'EXPIRED' | 'CANCELLED';
  productId: string;
  optionId: string;
  availabilityId: string;
  unitItems: { uuid: string; unitId: string }[];
  resellerReference: string | null;
  contact: unknown;
  delivery: FakeDelivery;
  /** GETs still answering PENDING after a PENDING confirm (Infinity: never decides). */
  pendingPolls: number;
}

const usd = (retail: number) => ({
  original: retail,
  retail,
  net: null,
  currency: 'USD',
  currencyPrecision: 2,
  includedTaxes: [],
});
const kwd = (retail: number) => ({
  original: retail,
  retail,
  net: null,
  currency: 'KWD',
  currencyPrecision: 3,
  includedTaxes: [],
});

const PRICES: Record<string, Record<string, number>> = {
  'fake-tour': { adult: 4550, child: 2000 },
  'fake-garden': { visitor: 12_345 },
};

const datesOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t).toISOString().slice(0, 10);
    if (d >= '2026-12-01' && d <= '2026-12-31') out.push(d);
  }
  return out;
};

export interface OctoFake {
  url: string;
  calls: FakeCall[];
  /** Answers queued for the next requests, in order, before any real handling. */
  script(...answers: ScriptedAnswer[]): void;
  /** The next confirm answers PENDING; the `polls`-th GET afterwards answers CONFIRMED (default 1). */
  pendingNextConfirm(polls?: number): void;
  /** Ticket formats of the bookings reserved from now on (default: QRCODE only). */
  setDelivery(d: Partial<FakeDelivery>): void;
  /** The next `count` file downloads answer 500. */
  failFiles(count: number): void;
  /** What file links serve from now on: the real file, or an HTML error page with status 200. */
  fileBody(mode: 'file' | 'html'): void;
  /** File downloads answered, by path. */
  fileRequests(): string[];
  /** The hold lapses now (as if its utcExpiresAt had passed). */
  expire(uuid: string): void;
  soldOut(availabilityId: string): void;
  /** Whether cancellation is still allowed (the cutoff): true until set otherwise. */
  setCancellable(yes: boolean): void;
  /** Replace the catalogue's products (e.g. a broken one for the all-or-nothing test). */
  setProducts(products: Record<string, unknown>[] | null): void;
  bookings(): FakeBooking[];
  close(): Promise<void>;
}

export const startOctoFake = async (): Promise<OctoFake> => {
  const calls: FakeCall[] = [];
  const queue: ScriptedAnswer[] = [];
  const bookings = new Map<string, FakeBooking>();
  const soldOut = new Set<string>();
  let pendingNext = 0;
  let delivery: FakeDelivery = { qr: true, pdf: false, pkpass: false };
  let failingFiles = 0;
  let fileMode: 'file' | 'html' = 'file';
  const fileRequests: string[] = [];
  let origin = '';
  let cancellable = true;
  let productsOverride: Record<string, unknown>[] | null = null;

  const products = (content: boolean, pricing: boolean) =>
    productsOverride ?? [
      {
        id: 'fake-tour',
        internalName: 'Chicago Architecture Walk',
        reference: null,
        locale: 'en-US',
        timeZone: 'America/Chicago',
        allowFreesale: false,
        instantConfirmation: true,
        instantDelivery: true,
        availabilityRequired: true,
        availabilityType: 'START_TIME',
        deliveryFormats: ['QRCODE'],
        deliveryMethods: ['TICKET'],
        redemptionMethod: 'DIGITAL',
        ...(pricing ? { defaultCurrency: 'USD', availableCurrencies: ['USD'], pricingPer: 'UNIT' } : {}),
        ...(content
          ? {
              title: 'Chicago Architecture Walk',
              shortDescription: 'The Loop in ninety minutes',
              description: 'Skyscrapers, the river and a lot of steel.',
              media: [
                {
                  src: 'https://img.example.com/loop.jpg',
                  type: 'image/jpeg',
                  rel: 'COVER',
                  title: null,
                  caption: null,
                  copyright: null,
                },
              ],
              locations: [
                {
                  title: 'Chicago Cultural Center',
                  shortDescription: null,
                  types: ['START'],
                  minutesTo: null,
                  minutesAt: null,
                  place: {
                    latitude: 41.8837,
                    longitude: -87.6249,
                    postalAddress: {
                      streetAddress: '78 E Washington St',
                      addressLocality: 'Chicago',
                      addressRegion: 'IL',
                      postalCode: '60602',
                      addressCountry: 'US',
                      postOfficeBoxNumber: null,
                    },
                    identifiers: {},
                    sameAs: [],
                  },
                },
              ],
              categoryLabels: ['WALKING_TOURS'],
            }
          : {}),
        options: [
          {
            id: 'DEFAULT',
            default: true,
            internalName: 'Public tour',
            reference: null,
            availabilityLocalStartTimes: ['09:30', '13:00'],
            cancellationCutoff: '12 hours',
            cancellationCutoffAmount: 12,
            cancellationCutoffUnit: 'hour',
            requiredContactFields: [],
            restrictions: { minUnits: 1, maxUnits: 9 },
            units: [
              {
                id: 'adult',
                internalName: 'Adult',
                reference: null,
                type: 'ADULT',
                requiredContactFields: [],
                restrictions: {
                  minAge: 18,
                  maxAge: 100,
                  idRequired: false,
                  minQuantity: null,
                  maxQuantity: 6,
                  paxCount: 1,
                  accompaniedBy: [],
                },
                ...(pricing ? { pricingFrom: [usd(4550)] } : {}),
              },
              {
                id: 'child',
                internalName: 'Child',
                reference: null,
                type: 'CHILD',
                requiredContactFields: [],
                restrictions: {
                  minAge: 5,
                  maxAge: 17,
                  idRequired: false,
                  minQuantity: null,
                  maxQuantity: null,
                  paxCount: 1,
                  accompaniedBy: ['adult'],
                },
                ...(pricing ? { pricingFrom: [usd(2000)] } : {}),
              },
            ],
          },
        ],
      },
      {
        id: 'fake-garden',
        internalName: 'Shaheed Park',
        reference: null,
        locale: 'en',
        timeZone: 'Asia/Kuwait',
        allowFreesale: false,
        instantConfirmation: true,
        instantDelivery: true,
        availabilityRequired: true,
        availabilityType: 'OPENING_HOURS',
        deliveryFormats: ['QRCODE'],
        deliveryMethods: ['VOUCHER'],
        redemptionMethod: 'DIGITAL',
        ...(pricing ? { defaultCurrency: 'KWD', availableCurrencies: ['KWD'], pricingPer: 'UNIT' } : {}),
        ...(content
          ? {
              title: 'Al Shaheed Park',
              locations: [
                {
                  title: 'Al Shaheed Park',
                  shortDescription: null,
                  types: ['ADMISSION_INCLUDED'],
                  minutesTo: null,
                  minutesAt: null,
                  place: {
                    latitude: 29.3705,
                    longitude: 47.9899,
                    postalAddress: {
                      streetAddress: null,
                      addressLocality: 'Kuwait City',
                      addressRegion: null,
                      postalCode: null,
                      addressCountry: 'KW',
                      postOfficeBoxNumber: null,
                    },
                    identifiers: {},
                    sameAs: [],
                  },
                },
              ],
            }
          : {}),
        options: [
          {
            id: 'DEFAULT',
            default: true,
            internalName: 'Entry',
            reference: null,
            availabilityLocalStartTimes: ['08:00'],
            cancellationCutoff: '1 day',
            cancellationCutoffAmount: 1,
            cancellationCutoffUnit: 'day',
            requiredContactFields: [],
            restrictions: { minUnits: null, maxUnits: null },
            units: [
              {
                id: 'visitor',
                internalName: 'Visitor',
                reference: null,
                type: 'ADULT',
                requiredContactFields: [],
                restrictions: {
                  minAge: 0,
                  maxAge: 100,
                  idRequired: false,
                  minQuantity: 2,
                  maxQuantity: null,
                  paxCount: 1,
                  accompaniedBy: [],
                },
              },
            ],
          },
        ],
      },
    ];

  const slotsFor = (productId: string, dates: string[], pricing: boolean) => {
    const prices = PRICES[productId] ?? {};
    const unitPricing = Object.entries(prices).map(([unitId, retail]) => ({
      unitId,
      ...(productId === 'fake-garden' ? kwd(retail) : usd(retail)),
    }));
    const times = productId === 'fake-tour' ? ['09:30', '13:00'] : ['00:00'];
    const offset = productId === 'fake-tour' ? '-06:00' : '+03:00';
    return dates.flatMap((d) =>
      times.map((t) => {
        const id = `${d}T${t}:00${offset}`;
        const gone = soldOut.has(id);
        return {
          id,
          localDateTimeStart: id,
          localDateTimeEnd:
            productId === 'fake-tour'
              ? `${d}T${t === '09:30' ? '11:00' : '14:30'}:00${offset}`
              : `${d}T23:59:00${offset}`,
          utcCutoffAt: new Date(Date.parse(id)).toISOString(),
          allDay: productId === 'fake-garden',
          available: !gone,
          status: gone ? 'SOLD_OUT' : 'AVAILABLE',
          vacancies: gone ? 0 : 12,
          capacity: 12,
          maxUnits: null,
          openingHours: productId === 'fake-garden' ? [{ from: '08:00', to: '22:00' }] : [],
          ...(pricing ? { unitPricing } : {}),
        };
      }),
    );
  };

  const bookingJson = (b: FakeBooking, pricing: boolean) => {
    const prices = PRICES[b.productId] ?? {};
    const money = b.productId === 'fake-garden' ? kwd : usd;
    const confirmed = b.status === 'CONFIRMED';
    return {
      id: `id-${b.uuid}`,
      uuid: b.uuid,
      testMode: true,
      resellerReference: b.resellerReference,
      supplierReference: confirmed ? `FAKE-${b.uuid.slice(0, 6)}` : null,
      status: b.status,
      utcCreatedAt: '2026-11-22T15:00:00Z',
      utcUpdatedAt: null,
      utcExpiresAt: b.status === 'ON_HOLD' ? '2026-11-22T15:30:00Z' : null,
      utcRedeemedAt: null,
      utcConfirmedAt: confirmed ? '2026-11-22T15:01:00Z' : null,
      productId: b.productId,
      optionId: b.optionId,
      cancellable: cancellable && (b.status === 'CONFIRMED' || b.status === 'ON_HOLD'),
      cancellation:
        b.status === 'CANCELLED'
          ? { refund: 'FULL', reason: null, utcCancelledAt: '2026-11-22T16:00:00Z' }
          : null,
      freesale: false,
      availabilityId: b.availabilityId,
      availability: null,
      contact: b.contact ?? {},
      notes: null,
      deliveryMethods: ['TICKET'],
      voucher: null,
      unitItems: b.unitItems.map((u) => ({
        uuid: u.uuid,
        resellerReference: null,
        supplierReference: null,
        unitId: u.unitId,
        status: b.status,
        utcRedeemedAt: null,
        contact: {},
        ticket: confirmed
          ? {
              redemptionMethod: 'DIGITAL',
              utcRedeemedAt: null,
              deliveryOptions: [
                ...(b.delivery.qr ? [{ deliveryFormat: 'QRCODE', deliveryValue: `QR-${u.uuid}` }] : []),
                ...(b.delivery.pdf
                  ? [{ deliveryFormat: 'PDF_URL', deliveryValue: `${origin}/files/${b.uuid}/${u.uuid}.pdf` }]
                  : []),
                ...(b.delivery.pkpass
                  ? [
                      {
                        deliveryFormat: 'PKPASS_URL',
                        deliveryValue: `${origin}/files/${b.uuid}/${u.uuid}.pkpass`,
                      },
                    ]
                  : []),
              ],
            }
          : null,
        ...(pricing ? { pricing: money(prices[u.unitId] ?? 0) } : {}),
      })),
      ...(pricing ? { pricing: money(b.unitItems.reduce((s, u) => s + (prices[u.unitId] ?? 0), 0)) } : {}),
    };
  };

  const err = (error: string, errorMessage: string, extra: Record<string, unknown> = {}) => ({
    status: 400,
    body: { error, errorMessage, ...extra },
  });

  const handle = (
    method: string,
    path: string,
    query: URLSearchParams,
    headers: FakeCall['headers'],
    body: Record<string, unknown>,
  ): { status: number; body: unknown } => {
    if (headers.authorization !== 'Bearer fake-key') return err('UNAUTHORIZED', 'bad key');
    const caps = String(headers['octo-capabilities'] ?? '');
    const pricing = /(^|[ ,])(octo\/)?pricing($|[ ,])/.test(caps);
    const content = /(^|[ ,])(octo\/)?content($|[ ,])/.test(caps);
    const list = products(content, pricing);
    if (method === 'GET' && path === '/products') return { status: 200, body: list };
    if (method === 'POST' && (path === '/availability' || path === '/availability/calendar')) {
      const product = list.find((p) => p.id === body.productId);
      if (!product) return err('INVALID_PRODUCT_ID', 'unknown product', { productId: body.productId });
      if (body.optionId !== 'DEFAULT')
        return err('INVALID_OPTION_ID', 'unknown option', { optionId: body.optionId });
      const from = (body.localDate ?? body.localDateStart) as string | undefined;
      const to = (body.localDate ?? body.localDateEnd) as string | undefined;
      if (!from || !to) return err('BAD_REQUEST', 'a date range is required');
      const slots = slotsFor(String(body.productId), datesOf(from, to), pricing);
      if (path === '/availability') return { status: 200, body: slots };
      return {
        status: 200,
        body: datesOf(from, to).map((d) => {
          const day = slots.filter((s) => s.id.startsWith(d));
          return {
            localDate: d,
            available: day.some((s) => s.available),
            status: day.some((s) => s.available) ? 'AVAILABLE' : 'SOLD_OUT',
            vacancies: Math.max(0, ...day.map((s) => s.vacancies)),
            capacity: 12,
            openingHours: [],
          };
        }),
      };
    }
    if (method === 'POST' && path === '/bookings') {
      const uuid = String(body.uuid ?? '');
      const known = bookings.get(uuid);
      if (known) return { status: 200, body: bookingJson(known, pricing) };
      if (!PRICES[String(body.productId)])
        return err('INVALID_PRODUCT_ID', 'unknown product', { productId: body.productId });
      const availabilityId = String(body.availabilityId ?? '');
      if (soldOut.has(availabilityId)) return err('UNPROCESSABLE_ENTITY', 'sold out');
      if (!/^2026-12-\d\dT/.test(availabilityId))
        return err('INVALID_AVAILABILITY_ID', 'no such slot', { availabilityId });
      const items = (body.unitItems as { unitId: string }[] | undefined) ?? [];
      const bad = items.find((i) => PRICES[String(body.productId)]?.[i.unitId] === undefined);
      if (bad) return err('INVALID_UNIT_ID', 'unknown unit', { unitId: bad.unitId });
      const b: FakeBooking = {
        uuid,
        status: 'ON_HOLD',
        productId: String(body.productId),
        optionId: String(body.optionId),
        availabilityId,
        unitItems: items.map((i) => ({ uuid: randomUUID(), unitId: i.unitId })),
        resellerReference: (body.resellerReference as string | undefined) ?? null,
        contact: null,
        delivery: { ...delivery },
        pendingPolls: 0,
      };
      bookings.set(uuid, b);
      return { status: 200, body: bookingJson(b, pricing) };
    }
    if (method === 'GET' && path === '/bookings') {
      const ref = query.get('resellerReference');
      if (!ref) return err('BAD_REQUEST', 'resellerReference is required');
      return {
        status: 200,
        body: [...bookings.values()]
          .filter((b) => b.resellerReference === ref)
          .map((b) => bookingJson(b, pricing)),
      };
    }
    const m = /^\/bookings\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    const b = m ? bookings.get(decodeURIComponent(m[1] ?? '')) : undefined;
    if (m && !b) return err('INVALID_BOOKING_UUID', 'no such booking', { uuid: m[1] });
    if (m && b) {
      if (method === 'GET' && !m[2]) {
        if (b.status === 'PENDING' && --b.pendingPolls <= 0) b.status = 'CONFIRMED';
        return { status: 200, body: bookingJson(b, pricing) };
      }
      if (method === 'POST' && m[2] === '/confirm') {
        if (b.status === 'EXPIRED')
          return err('INVALID_BOOKING_UUID', 'hold already expired', { uuid: b.uuid });
        if (b.status === 'ON_HOLD') {
          b.contact = body.contact ?? null;
          b.resellerReference = (body.resellerReference as string | undefined) ?? b.resellerReference;
          b.status = pendingNext > 0 ? 'PENDING' : 'CONFIRMED';
          b.pendingPolls = pendingNext;
          pendingNext = 0;
        }
        return { status: 200, body: bookingJson(b, pricing) };
      }
      if (method === 'POST' && m[2] === '/cancel') {
        if (b.status === 'CANCELLED') return { status: 200, body: bookingJson(b, pricing) };
        if (!cancellable || b.status === 'EXPIRED')
          return err('UNPROCESSABLE_ENTITY', 'past the cancellation cutoff');
        b.status = 'CANCELLED';
        return { status: 200, body: bookingJson(b, pricing) };
      }
    }
    return { status: 404, body: 'Not Found' };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      // Ticket files: outside the API, no key, never scripted.
      const file = /^\/files\/([^/]+)\/([^/]+)\.(pdf|pkpass)$/.exec(url.pathname);
      if (file && req.method === 'GET') {
        fileRequests.push(url.pathname);
        const b = bookings.get(file[1] ?? '');
        if (failingFiles > 0) {
          failingFiles--;
          res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream error');
        } else if (b?.status !== 'CONFIRMED' || !b.unitItems.some((u) => u.uuid === file[2])) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        } else if (fileMode === 'html') {
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<html><body>Session expired</body></html>');
        } else {
          const pdf = file[3] === 'pdf';
          res
            .writeHead(200, { 'content-type': pdf ? 'application/pdf' : 'application/vnd.apple.pkpass' })
            .end(pdf ? FAKE_PDF : FAKE_PKPASS);
        }
        return;
      }
      const path = url.pathname.replace(/^\/octo/, '');
      calls.push({
        method: req.method ?? 'GET',
        path,
        headers: { ...req.headers },
        body: text ? body : undefined,
      });
      const scripted = queue.shift();
      const answer = scripted ?? handle(req.method ?? 'GET', path, url.searchParams, req.headers, body);
      const write = () => {
        if (res.destroyed) return;
        const isText = typeof answer.body === 'string';
        res.writeHead(answer.status, { 'content-type': isText ? 'text/plain' : 'application/json' });
        res.end(isText ? (answer.body as string) : JSON.stringify(answer.body));
      };
      if (scripted?.delayMs) setTimeout(write, scripted.delayMs);
      else write();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}/octo`,
    calls,
    script: (...answers) => {
      queue.push(...answers);
    },
    pendingNextConfirm: (polls = 1) => {
      pendingNext = polls;
    },
    setDelivery: (d) => {
      delivery = { ...delivery, ...d };
    },
    failFiles: (count) => {
      failingFiles = count;
    },
    fileBody: (mode) => {
      fileMode = mode;
    },
    fileRequests: () => [...fileRequests],
    expire: (uuid) => {
      const b = bookings.get(uuid);
      if (b && b.status === 'ON_HOLD') b.status = 'EXPIRED';
    },
    soldOut: (id) => {
      soldOut.add(id);
    },
    setCancellable: (yes) => {
      cancellable = yes;
    },
    setProducts: (list) => {
      productsOverride = list;
    },
    bookings: () => [...bookings.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
