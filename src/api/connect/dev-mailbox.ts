/**
 * GET /dev/mailbox, development without SMTP only: the outbox, so sign-in codes can be read. Served
 * only while the server listens on loopback (HOST 127.0.0.1, ::1 or localhost): with HOST=0.0.0.0 (the
 * default) anyone who reaches the port could read every sign-in code, so it answers 404 there.
 */
import type { Request, Response } from 'express';
import { AppError } from '../../platform/errors.js';
import { html } from './html.js';
import { type ConnectDeps, SECURITY_HEADERS, send } from './page-kit.js';

/** Whether the server binds loopback only. */
export const bindsLoopbackOnly = (host: string): boolean =>
  /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host.trim());

export const devMailbox = async (d: ConnectDeps, req: Request, res: Response): Promise<void> => {
  if (!bindsLoopbackOnly(d.config.HOST))
    throw new AppError('not_found', `Not found: ${req.method} ${req.path}`);
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
