/**
 * MIME in and out: postal-mime parses what vendors send (size capped by the caller first), and
 * nodemailer's MailComposer writes the realistic vendor mail of dry runs. Content is only ever given as
 * in-memory buffers, so the composer never reads a path or fetches a URL.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import PostalMime from 'postal-mime';
import type { MailAttachment, OutgoingVendorMail, ParsedMail } from './vendor-mail.js';

const toBytes = (c: ArrayBuffer | Uint8Array | string): Uint8Array =>
  typeof c === 'string' ? Buffer.from(c, 'utf8') : c instanceof Uint8Array ? c : new Uint8Array(c);

export const parseMime = async (raw: Uint8Array): Promise<ParsedMail> => {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  const headers: Record<string, string> = {};
  for (const h of email.headers) headers[h.key.toLowerCase()] = h.value;
  if (!email.headers.some((h) => /^(from|to|subject|message-id|date)$/i.test(h.key)))
    throw new Error('no message headers found');
  const attachments: MailAttachment[] = email.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.mimeType,
    related: a.related === true,
    method: a.method ?? null,
    content: toBytes(a.content),
  }));
  const from = email.from && 'address' in email.from ? (email.from.address ?? null) : null;
  return {
    messageId: email.messageId?.trim() || null,
    from,
    subject: email.subject ?? null,
    text: email.text ?? '',
    html: email.html ?? '',
    headers,
    attachments,
  };
};

export const composeMime = (m: OutgoingVendorMail): Promise<Buffer> =>
  new MailComposer({
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.html ? { html: m.html } : {}),
    messageId: m.messageId,
    date: m.date,
    headers: { 'Auto-Submitted': 'auto-generated', ...m.headers },
    attachments: (m.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content),
    })),
  })
    .compile()
    .build();
