/** GET /dev/mailbox, development without SMTP only: the outbox, so sign-in codes can be read. */
import type { Request, Response } from 'express';
import { html } from './html.js';
import { type ConnectDeps, SECURITY_HEADERS, send } from './page-kit.js';

export const devMailbox = async (d: ConnectDeps, _req: Request, res: Response): Promise<void> => {
  res.set(SECURITY_HEADERS);
  const mails = await d.services.agents.mailbox();
  send(
    res,
    200,
    'Mailbox',
    html`<h1>Development mailbox</h1>
${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
${mails.map(
  (m) =>
    html`<article><h2>${m.subject}</h2><p><small>To ${m.to} · ${m.at}</small></p><pre>${m.text}</pre></article>`,
)}`,
  );
};
