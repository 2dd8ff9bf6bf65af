/**
 * A minimal, valid one-page PDF ticket (PDF 1.4, Helvetica, no dependencies). Pure: the same input
 * gives the same bytes, so the file size can be recorded before anyone downloads it.
 */
export interface TicketFile {
  code: string;
  activityName: string;
  ticketTypeName: string;
  session: string;
  confirmationCode: string;
  holder: string;
  /** The supplier's own code for this ticket (OCTO QRCODE value): what the venue scans. */
  supplierCode?: string | null;
}

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
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
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
