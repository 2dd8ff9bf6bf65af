/** Classification rules over subject, body, headers and attachments, in en, fr, es and de. */
import { describe, expect, it } from 'vitest';
import {
  classifyMail,
  type MailAttachment,
  type ParsedMail,
  safeFilename,
  tokenOfAddress,
} from '../../src/mail/vendor-mail.js';

const PDF = new TextEncoder().encode('%PDF-1.4 ticket');
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);

const att = (contentType: string, content: Uint8Array, o: Partial<MailAttachment> = {}): MailAttachment => ({
  filename: null,
  contentType,
  related: false,
  method: null,
  content,
  ...o,
});

const mail = (subject: string, text = '', o: Partial<ParsedMail> = {}): ParsedMail => ({
  messageId: '<x@example>',
  from: 'vendor@example.com',
  subject,
  text,
  html: '',
  headers: {},
  attachments: [],
  ...o,
});

describe('classifyMail', () => {
  it.each([
    [
      'en confirmation',
      mail('Your booking is confirmed', 'Free cancellation up to 24 hours before.'),
      'order_confirmation',
    ],
    ['fr confirmation', mail('Confirmation de votre réservation', 'Merci !'), 'order_confirmation'],
    ['es confirmation', mail('Confirmación de tu reserva', 'Gracias'), 'order_confirmation'],
    ['de confirmation', mail('Buchungsbestätigung', 'Danke'), 'order_confirmation'],
    [
      'en tickets',
      mail('Your tickets', 'Attached.', { attachments: [att('application/pdf', PDF)] }),
      'tickets',
    ],
    [
      'fr tickets',
      mail('Vos billets', 'En pièce jointe.', { attachments: [att('application/octet-stream', PDF)] }),
      'tickets',
    ],
    ['es tickets', mail('Tus entradas', '', { attachments: [att('image/png', PNG)] }), 'tickets'],
    [
      'de tickets',
      mail('Ihre Eintrittskarten', '', { attachments: [att('application/pdf', PDF)] }),
      'tickets',
    ],
    [
      'wallet pass alone',
      mail('Order 123', '', {
        attachments: [att('application/vnd.apple.pkpass', ZIP, { filename: 'pass.pkpass' })],
      }),
      'tickets',
    ],
    ['en cancellation', mail('Event cancelled'), 'cancellation'],
    ['fr cancellation', mail('Information importante', 'Votre événement a été annulé.'), 'cancellation'],
    ['es cancellation', mail('Evento cancelado'), 'cancellation'],
    ['de cancellation', mail('Veranstaltung abgesagt'), 'cancellation'],
    ['de cancellation compound', mail('Stornierungsbestätigung Ihrer Buchung'), 'cancellation'],
    [
      'calendar CANCEL',
      mail('Update', '', { attachments: [att('text/calendar', PDF, { method: 'CANCEL' })] }),
      'cancellation',
    ],
    [
      'markup cancelled',
      mail('Update', '', { html: '<link itemprop="reservationStatus" href="http://schema.org/Cancelled">' }),
      'cancellation',
    ],
    ['en reminder', mail('Reminder: your show is tomorrow'), 'reminder'],
    ['fr reminder', mail('Rappel : votre visite demain'), 'reminder'],
    ['es reminder', mail('Recordatorio de tu visita'), 'reminder'],
    ['de reminder', mail('Erinnerung an Ihren Besuch'), 'reminder'],
    ['en change', mail('Your event has been rescheduled'), 'change'],
    ['fr change', mail('Modification de votre réservation'), 'change'],
    ['es change', mail('Cambio de horario'), 'change'],
    ['de change', mail('Termin verschoben'), 'change'],
    ['de change compound', mail('Terminänderung für Ihren Besuch'), 'change'],
    [
      'marketing',
      mail('Last chance: 20% off', 'Book now', { headers: { 'list-unsubscribe': '<mailto:u@x>' } }),
      'marketing',
    ],
    ['other', mail('Hello', 'Just saying hi'), 'other'],
    [
      'inline logo is no ticket',
      mail('Hello', 'tickets soon', { attachments: [att('image/png', PNG, { related: true })] }),
      'other',
    ],
  ])('%s', (_name, m, want) => {
    expect(classifyMail(m).cls).toBe(want);
  });
});

describe('addresses and file names', () => {
  it('reads the token of our orders+ addresses only', () => {
    const t = 'a'.repeat(32);
    expect(tokenOfAddress(`orders+${t}@in.jaunt.test`, 'in.jaunt.test')).toBe(t);
    expect(tokenOfAddress(`ORDERS+${t.toUpperCase()}@IN.JAUNT.TEST`, 'in.jaunt.test')).toBe(t);
    expect(tokenOfAddress(`orders+${t}@evil.test`, 'in.jaunt.test')).toBeNull();
    expect(tokenOfAddress(`orders@in.jaunt.test`, 'in.jaunt.test')).toBeNull();
  });

  it('makes file names safe', () => {
    expect(safeFilename('../../etc/passwd', 'x')).toBe('_.._etc_passwd');
    expect(safeFilename('ticket\u0000.pdf', 'x')).toBe('ticket_.pdf');
    expect(safeFilename(null, 'md-1.pdf')).toBe('md-1.pdf');
  });
});
