/**
 * GET /aauth/connect[?code=…]: without a code, the form to type it; with one, who asks and what it
 * may do, and the email form that starts the sign-in.
 */
import type { Request, Response } from 'express';
import { html } from './html.js';
import { agentDescription, BASE, type ConnectDeps, csrfField, csrfToken, problem, send } from './page-kit.js';

export const enterCode = async (d: ConnectDeps, req: Request, res: Response): Promise<void> => {
  const code = typeof req.query.code === 'string' ? req.query.code : '';
  if (!code) {
    send(
      res,
      200,
      'Connect an agent',
      html`<h1>Connect an agent to Jaunt</h1>
<form method="get" action="${BASE}">
<label for="code">Code shown by your agent</label>
<input id="code" name="code" type="text" autocomplete="off" autocapitalize="characters" spellcheck="false" required aria-describedby="code-help">
<p id="code-help"><small>It looks like 7KQ4-M2XB.</small></p>
<button type="submit">Continue</button>
</form>`,
    );
    return;
  }
  const view = await d.services.agents.open(code);
  if (typeof view === 'string') return problem(res, view);
  const token = csrfToken(d, req, res);
  send(
    res,
    200,
    'Connect an agent',
    html`<h1>An agent wants to act for you</h1>
<p>Check that your agent shows this code:</p>
<p class="code" aria-label="Code ${[...view.code].join(' ')}">${view.code}</p>
<h2>Who asks</h2>
${agentDescription(view)}
<h2>What it will be able to do</h2>
${d.abilities}
<form method="post" action="${BASE}">
${csrfField(token)}
<input type="hidden" name="step" value="start">
<input type="hidden" name="code" value="${view.code}">
<label for="email">Email address of your Jaunt account</label>
<input id="email" name="email" type="email" autocomplete="email" required aria-describedby="email-help">
<p id="email-help"><small>Continue only if the code matches. We email you a one-time sign-in code.</small></p>
<button type="submit">Email me a sign-in code</button>
</form>`,
  );
};
