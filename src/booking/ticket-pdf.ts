/**
 * A minimal, valid one-page PDF ticket (PDF 1.4, Helvetica). A supplier's QRCODE is drawn as a real
 * QR image (the `qrcode` library encodes it; we embed the module matrix as a Flate-compressed
 * DeviceGray image XObject). Pure: the same input gives the same bytes, so the file size can be
 * recorded before anyone downloads it.
 */
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type QRCodeModule from 'qrcode';

export interface TicketFile {
  code: string;
  activityName: string;
  ticketTypeName: string;
  session: string;
  confirmationCode: string;
  holder: string;
  /** The supplier's own code for this ticket (OCTO QRCODE value): what the venue scans. */
  supplierCode?: string | null;
  /** A value to draw as a QR image (the supplier's QRCODE): what the venue's scanner reads. */
  qrCode?: string | null;
}

/** qrcode (and pngjs under it) loads at the first ticket, not with every process that imports bookings. */
let qr: typeof QRCodeModule | null = null;
const qrCodes = (): typeof QRCodeModule => {
  qr ??= createRequire(import.meta.url)('qrcode') as typeof QRCodeModule;
  return qr;
};

/** Quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/** The QR symbol of `value` as 8-bit grey pixels, one per module, quiet zone included (0 = black). */
export const qrPixels = (value: string): { side: number; pixels: Buffer } => {
  const { modules } = qrCodes().create(value, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET;
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) pixels[(r + QUIET) * side + c + QUIET] = 0;
  return { side, pixels };
};

// PDF strings: escape the three special characters and keep to printable Latin-1.
const pdfText = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .slice(0, 90);

export const renderTicketPdf = (t: TicketFile): Buffer => {
  const lines: [number, string][] = [
    [20, 'Jaunt ticket'],
    [14, t.activityName],
    [12, `Ticket: ${t.ticketTypeName}`],
    [12, `When: ${t.session}`],
    [12, `Holder: ${t.holder}`],
    [12, `Confirmation: ${t.confirmationCode}`],
    [16, `Ticket code: ${t.code}`],
    ...(t.supplierCode ? ([[16, `Venue code: ${t.supplierCode}`]] as [number, string][]) : []),
  ];
  let y = 760;
  const ops = lines
    .map(([size, text]) => {
      y -= size + 14;
      return `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`;
    })
    .join('\n');
  // The QR image under the text, 216 pt (3 in) square, drawn pixel-exact (no interpolation).
  const qr = t.qrCode ? qrPixels(t.qrCode) : null;
  const content = qr ? `${ops}\nq 216 0 0 216 56 ${y - 250} cm /Im1 Do Q` : ops;
  const image = qr ? deflateSync(qr.pixels, { level: 9 }).toString('latin1') : null;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >>${qr ? ' /XObject << /Im1 6 0 R >>' : ''} >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ...(qr && image !== null
      ? [
          `<< /Type /XObject /Subtype /Image /Width ${qr.side} /Height ${qr.side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Interpolate false /Filter /FlateDecode /Length ${image.length} >>\nstream\n${image}\nendstream`,
        ]
      : []),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${o.toString().padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};
