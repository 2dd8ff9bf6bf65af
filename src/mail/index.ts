/** The mail feature's public face: what other features, the front doors and main may use. */
export { createInboundMail, MAX_MAIL_BYTES, withConfirmationMail } from './ingest.js';
export { composeMime, parseMime } from './mime.js';
export type { SmtpIn } from './smtp-in.js';
export { startSmtpIn } from './smtp-in.js';
export { mailStore } from './store.js';
export type { OutgoingVendorMail, ParsedMail } from './vendor-mail.js';
