/**
 * Job booking.supplier_files: fetch the supplier's ticket files and keep them with the booking, then
 * deliver every ticket file (→ deliverable_ready). Transient failures retry the job; a file that is
 * not what it says (or still unreachable after the retries) is told in the venue notes, and our own
 * tickets (with the supplier's QR code when it sent one) are delivered all the same.
 */
import { createHash } from 'node:crypto';
import type { JobOutcome, SupplierFilesJobPayload } from '../platform/outbox/kinds.js';
import { jobBackoffMs } from '../platform/outbox/retry-policy.js';
import type { Booking, IssuedTicket, StoredSupplierFile, StoredTicketDetails } from './booking.js';
import { type BookingsDeps, MAX_SUPPLIER_FILE_ATTEMPTS, retryOptionsOf } from './deps.js';
import { applyEvent } from './events.js';
import type { NewDeliverable } from './store.js';
import type { SupplierFileResult } from './supplier-file-fetch.js';
import { SUPPLIER_FILE_KINDS } from './supplier-files.js';
import { ticketDeliverables } from './tickets.js';

type FileRef = SupplierFilesJobPayload['files'][number];

/** A supplier file's deliverable id: stable per (booking, link), so a re-run writes the same row. */
const supplierFileId = (bookingId: string, url: string): string =>
  `sf-${createHash('sha256').update(`${bookingId}\n${url}`).digest('hex').slice(0, 20)}`;

/** What was kept: the files listed in the ticket details, their rows, and the problems to tell. */
interface Kept {
  stored: StoredSupplierFile[];
  rows: NewDeliverable[];
  problems: string[];
}

/** Sorts the fetched files into kept ones (a row with their bytes each) and problems. */
const keep = (b: Booking, tickets: IssuedTicket[], got: { f: FileRef; r: SupplierFileResult }[]): Kept => {
  const out: Kept = { stored: [], rows: [], problems: [] };
  for (const { f, r } of got) {
    const t = f.ticket === null ? undefined : tickets[f.ticket];
    const kind = SUPPLIER_FILE_KINDS[f.format];
    const what = `${kind.what === 'a PDF' ? 'ticket PDF' : 'Wallet pass'}${t ? ` for ${t.code} (${t.ticket_type_name})` : ''}`;
    if (r.kind !== 'ok') {
      out.problems.push(`The supplier's ${what} could not be used: ${r.reason}.`);
      continue;
    }
    const id = supplierFileId(b.id, f.url);
    const filename = `${t ? t.code : 'voucher'}-supplier-${out.stored.length + 1}.${kind.ext}`;
    out.stored.push({
      id,
      deliverable_type: kind.deliverableType,
      filename,
      content_type: r.contentType,
      ext: kind.ext,
      ticket_code: t?.code ?? null,
    });
    out.rows.push({
      id,
      bookingId: b.id,
      deliverableType: kind.deliverableType,
      filename,
      contentType: r.contentType,
      fileSizeBytes: r.bytes.length,
      ticketTypeName: t?.ticket_type_name ?? 'All tickets',
      sessionDate: t?.session_date ?? b.lines[0]?.sessionDate ?? null,
      sessionTime: t?.session_time ?? b.lines[0]?.sessionTime ?? null,
      ticketCode: t?.code ?? null,
      content: r.bytes,
    });
  }
  return out;
};

/** The ticket details once the files are in: ready, with what went wrong told in the venue notes. */
const detailsWith = (details: StoredTicketDetails, kept: Kept): StoredTicketDetails => {
  const fallback =
    kept.problems.length > 0
      ? `${kept.problems.join(' ')} Use the Jaunt ticket${details.tickets.some((t) => t.supplier_code) ? ' (it carries the supplier’s venue code)' : ''} and quote confirmation ${details.confirmation_code} at the venue.`
      : null;
  return {
    ...details,
    files_ready: true,
    venue_notes: [details.venue_notes, fallback].filter(Boolean).join('\n') || null,
    supplier_files: kept.stored,
  };
};

export const keepSupplierFiles = async (
  deps: BookingsDeps,
  bookingId: string,
  files: SupplierFilesJobPayload['files'],
  attempt: number,
): Promise<JobOutcome> => {
  const b = await deps.bookings.get(bookingId);
  const fetchFile = deps.fetchSupplierFile;
  if (b?.status !== 'confirmed' || !b.ticketDetails || b.ticketDetails.files_ready || !fetchFile)
    return undefined;
  const got = [];
  for (const f of files) got.push({ f, r: await fetchFile(f.url, f.format) });
  const transient = got.filter((g) => g.r.kind === 'transient');
  if (transient.length > 0 && attempt < MAX_SUPPLIER_FILE_ATTEMPTS)
    return {
      retryInMs: jobBackoffMs(attempt, retryOptionsOf(deps)),
      error: transient.map((g) => (g.r.kind === 'transient' ? g.r.reason : '')).join('; '),
    };
  const kept = keep(b, b.ticketDetails.tickets, got);
  const details = detailsWith(b.ticketDetails, kept);
  await applyEvent(deps, b, 'tickets_delivered', {
    ticketDetails: details,
    deliverables: [...ticketDeliverables(b, details), ...kept.rows],
  });
  return undefined;
};
