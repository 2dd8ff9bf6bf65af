/**
 * A local stand-in for Slack: the Web API (`POST /api/<method>`, form-encoded, answers like Slack),
 * response URLs (`POST /respond/<id>`), signed requests to send to our /slack/events, and Socket
 * Mode (`apps.connections.open` answers a `ws://` URL on loopback; the socket says hello, carries
 * envelopes and collects acks). Real HTTP and WebSocket on loopback; tests read `calls`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export interface SlackCall {
  method: string;
  token: string | null;
  params: Record<string, unknown>;
  at: number;
  /** What the fake answered (Web API calls). */
  answer?: unknown;
}

export interface FakeUser {
  id: string;
  is_admin?: boolean;
  is_owner?: boolean;
  real_name?: string;
  tz?: string;
  locale?: string;
  profile?: { first_name?: string; last_name?: string; display_name?: string; email?: string };
}

type Handler = (params: Record<string, unknown>, token: string | null) => unknown;

export interface FakeSlack {
  /** Base for SLACK_API_URL (ends with /api/). */
  apiUrl: string;
  origin: string;
  calls: SlackCall[];
  users: Map<string, FakeUser>;
  team: { id: string; name: string };
  /** Overrides one Web API method's answer (return `{ ok: false, error }` to fail it). */
  on(method: string, handler: Handler): void;
  /** Removes an override: the method answers as Slack normally would again. */
  off(method: string): void;
  responseUrl(id: string): string;
  /** Socket Mode: resolves once a client has connected (and been sent hello). */
  socketConnected(timeoutMs?: number): Promise<void>;
  /** Socket Mode: sends an envelope and resolves with the client's ack payload and how long it took. */
  sendEnvelope(
    type: 'slash_commands' | 'interactive' | 'events_api',
    payload: unknown,
    extra?: Record<string, unknown>,
  ): Promise<{ payload: unknown; ms: number }>;
  /** Socket Mode: asks the client to reconnect, as Slack does when it refreshes the URL. */
  disconnectSocket(reason?: string): void;
  socketConnections: number;
  callsTo(method: string): SlackCall[];
  /** The first call to `method` matching `pred`, among calls made after index `after` of `calls`. */
  waitFor(
    method: string,
    pred?: (c: SlackCall) => boolean,
    timeoutMs?: number,
    after?: number,
  ): Promise<SlackCall>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

// The Web API client JSON-encodes nested arguments (blocks, view) inside the form.
const decodeForm = (body: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(body)) {
    if (/^[[{]/.test(v)) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        // plain string after all
      }
    }
    out[k] = v;
  }
  return out;
};

export const startFakeSlack = async (
  opts: { team?: { id: string; name: string } } = {},
): Promise<FakeSlack> => {
  const team = opts.team ?? { id: 'T0TEAM', name: 'Acme Outings' };
  const calls: SlackCall[] = [];
  /**
   * waitFor's pending checks, run again whenever a call arrives: on the next turn of the loop, so a
   * call answered at once already carries its `answer` when a test gets it.
   */
  const waitingFor = new Set<() => void>();
  const record = (call: SlackCall) => {
    calls.push(call);
    setImmediate(() => {
      for (const check of [...waitingFor]) check();
    });
  };
  const users = new Map<string, FakeUser>();
  // Whoever installs through OAuth is an admin unless a test says otherwise (a member installing).
  users.set('U0INSTALLER', { id: 'U0INSTALLER', is_admin: true });
  const overrides = new Map<string, Handler>();
  let seq = 0;
  const nextTs = () => `1800000000.${String(++seq).padStart(6, '0')}`;

  const defaults: Record<string, Handler> = {
    'oauth.v2.access': (p) => ({
      ok: true,
      app_id: 'A0JAUNT',
      authed_user: { id: 'U0INSTALLER' },
      scope: 'commands,chat:write,chat:write.public,im:write,users:read,users:read.email',
      token_type: 'bot',
      access_token: 'xoxb-fake-bot-token',
      bot_user_id: 'U0BOT',
      team,
      enterprise: null,
      is_enterprise_install: false,
      code: p.code,
    }),
    'auth.test': () => ({
      ok: true,
      url: 'https://acme.slack.com/',
      team: team.name,
      user: 'jaunt',
      team_id: team.id,
      user_id: 'U0BOT',
      bot_id: 'B0BOT',
    }),
    'conversations.open': (p) => ({ ok: true, channel: { id: `D${String(p.users)}` } }),
    // Jaunt is a member of every channel unless a test says otherwise (`on('conversations.info')`).
    'conversations.info': (p) => {
      const id = String(p.channel);
      const dm = id.startsWith('D');
      const group = id.startsWith('G');
      return {
        ok: true,
        channel: {
          id,
          is_channel: !dm && !group,
          is_group: group,
          is_private: group,
          is_im: dm,
          is_member: !dm,
        },
      };
    },
    'conversations.join': (p) => ({ ok: true, channel: { id: p.channel, is_member: true } }),
    'chat.postMessage': (p) => ({ ok: true, channel: p.channel, ts: nextTs(), message: { text: p.text } }),
    'views.open': () => ({ ok: true, view: { id: `V${++seq}`, hash: `h${seq}` } }),
    'views.push': () => ({ ok: true, view: { id: `V${++seq}`, hash: `h${seq}` } }),
    'views.update': (p) => ({ ok: true, view: { id: p.view_id, hash: `h${++seq}` } }),
    'views.publish': () => ({ ok: true, view: { id: `V${++seq}` } }),
    'chat.update': (p) => ({ ok: true, channel: p.channel, ts: p.ts }),
    'chat.postEphemeral': () => ({ ok: true, message_ts: nextTs() }),
    'apps.connections.open': (_p, token) =>
      token?.startsWith('xapp-')
        ? { ok: true, url: `ws://127.0.0.1:${wsPort()}/link?ticket=${++seq}` }
        : { ok: false, error: 'invalid_auth' },
    'users.list': () => ({
      ok: true,
      members: [...users.values()].map((u) => ({
        id: u.id,
        is_admin: u.is_admin ?? false,
        is_owner: u.is_owner ?? false,
      })),
      response_metadata: { next_cursor: '' },
    }),
    'users.info': (p) => {
      const u = users.get(String(p.user)) ?? { id: String(p.user) };
      return {
        ok: true,
        user: {
          id: u.id,
          name: u.id.toLowerCase(),
          real_name: u.real_name ?? `User ${u.id}`,
          tz: u.tz ?? 'America/New_York',
          locale: u.locale ?? 'en-US',
          is_admin: u.is_admin ?? false,
          is_owner: u.is_owner ?? false,
          profile: u.profile ?? {},
        },
      };
    },
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
    if (url.pathname.startsWith('/respond/')) {
      let params: Record<string, unknown> = {};
      try {
        params = JSON.parse(body) as Record<string, unknown>;
      } catch {
        params = { raw: body };
      }
      record({ method: `respond:${url.pathname.slice(9)}`, token, params, at: Date.now() });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const method = url.pathname.replace(/^\/api\//, '');
    const params = req.headers['content-type']?.includes('json')
      ? (JSON.parse(body || '{}') as Record<string, unknown>)
      : decodeForm(body);
    const call = {
      method,
      token: token ?? (typeof params.token === 'string' ? params.token : null),
      params,
      at: Date.now(),
    };
    record(call);
    const handler = overrides.get(method) ?? defaults[method] ?? (() => ({ ok: true }));
    // Handlers may be slow (return a promise) to play a Slack that takes its time.
    const answer = await handler(params, call.token);
    Object.assign(call, { answer });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Socket Mode: one WebSocket server; acks come back as {envelope_id, payload}.
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const wsPort = () => (wss.address() as AddressInfo).port;
  let live: WebSocket | null = null;
  let connections = 0;
  const acks = new Map<string, (payload: unknown) => void>();
  const waiters: (() => void)[] = [];
  wss.on('connection', (ws) => {
    connections++;
    live = ws;
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { envelope_id?: string; payload?: unknown };
      if (msg.envelope_id) acks.get(msg.envelope_id)?.(msg.payload ?? null);
    });
    ws.send(JSON.stringify({ type: 'hello', num_connections: 1, connection_info: { app_id: 'A0JAUNT' } }));
    for (const w of waiters.splice(0)) w();
  });

  const fake: FakeSlack = {
    apiUrl: `${origin}/api/`,
    origin,
    calls,
    users,
    team,
    on: (method, handler) => {
      overrides.set(method, handler);
    },
    off: (method) => {
      overrides.delete(method);
    },
    responseUrl: (id) => `${origin}/respond/${id}`,
    get socketConnections() {
      return connections;
    },
    socketConnected: (timeoutMs = 5000) =>
      live?.readyState === 1
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const t = setTimeout(() => reject(new Error('fake Slack: no socket connection')), timeoutMs);
            waiters.push(() => {
              clearTimeout(t);
              resolve();
            });
          }),
    sendEnvelope: (type, payload, extra = {}) =>
      new Promise((resolve, reject) => {
        const ws = live;
        if (!ws) return reject(new Error('fake Slack: no socket'));
        const id = randomUUID();
        const started = performance.now();
        const t = setTimeout(() => reject(new Error(`fake Slack: envelope ${type} not acked`)), 5000);
        acks.set(id, (p) => {
          clearTimeout(t);
          resolve({ payload: p, ms: performance.now() - started });
        });
        ws.send(
          JSON.stringify({
            envelope_id: id,
            type,
            accepts_response_payload: type !== 'events_api',
            payload,
            ...extra,
          }),
        );
      }),
    disconnectSocket: (reason = 'refresh_requested') => {
      const ws = live;
      live = null;
      ws?.send(JSON.stringify({ type: 'disconnect', reason }));
      setTimeout(() => ws?.close(), 50);
    },
    callsTo: (method) => calls.filter((c) => c.method === method),
    // Looks again at every call that arrives, not on a timer.
    waitFor: (method, pred = () => true, timeoutMs = 5000, after = 0) =>
      new Promise<SlackCall>((resolve, reject) => {
        const timer = setTimeout(() => {
          waitingFor.delete(check);
          const seen = calls.map((c) => c.method).join(', ');
          reject(new Error(`fake Slack: no ${method} call within ${timeoutMs} ms (saw: ${seen})`));
        }, timeoutMs);
        function check(): void {
          let hit: SlackCall | undefined;
          try {
            hit = calls.slice(after).find((c) => c.method === method && pred(c));
          } catch (e) {
            clearTimeout(timer);
            waitingFor.delete(check);
            reject(e);
            return;
          }
          if (!hit) return;
          clearTimeout(timer);
          waitingFor.delete(check);
          resolve(hit);
        }
        waitingFor.add(check);
        check();
      }),
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return fake;
};

/** Slack's request signature: v0=hex(HMAC-SHA256(secret, "v0:{ts}:{body}")). */
export const slackSignature = (secret: string, timestamp: number, body: string): string =>
  `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;

export interface SignedPostOptions {
  secret: string;
  /** Seconds; defaults to the real now (Bolt checks staleness against the real clock). */
  timestamp?: number;
  signature?: string;
  headers?: Record<string, string>;
}

/** POSTs a signed request to /slack/events the way Slack does. */
export const postToSlackEvents = async (
  baseUrl: string,
  payload: { form: Record<string, string> } | { json: unknown },
  opts: SignedPostOptions,
): Promise<{ status: number; text: string; json: unknown; ms: number }> => {
  const body =
    'form' in payload ? new URLSearchParams(payload.form).toString() : JSON.stringify(payload.json);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const started = performance.now();
  // Bolt only parses a form body whose Content-Type is exactly this (no charset).
  const res = await fetch(`${baseUrl}/slack/events`, {
    method: 'POST',
    headers: {
      'content-type': 'form' in payload ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': opts.signature ?? slackSignature(opts.secret, timestamp, body),
      ...opts.headers,
    },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json, ms };
};

export const slashCommand = (
  fake: FakeSlack,
  p: { text: string; userId?: string; channelId?: string; responseId?: string },
): { form: Record<string, string> } => ({
  form: {
    token: 'deprecated',
    command: '/activities',
    text: p.text,
    response_url: fake.responseUrl(p.responseId ?? `cmd-${Math.random().toString(36).slice(2)}`),
    trigger_id: `trig-${Math.random().toString(36).slice(2)}`,
    user_id: p.userId ?? 'U0ALICE',
    user_name: 'alice',
    team_id: fake.team.id,
    team_domain: 'acme',
    channel_id: p.channelId ?? 'C0GENERAL',
    channel_name: 'general',
    api_app_id: 'A0JAUNT',
  },
});

export const interaction = (payload: unknown): { form: Record<string, string> } => ({
  form: { payload: JSON.stringify(payload) },
});

/** An admin's submission of the Connect Jaunt form with `key` pasted in (as App Home's Connect opens it). */
export const connectSubmission = (
  fake: FakeSlack,
  key: string,
  adminId = 'U0ADMIN',
): { form: Record<string, string> } =>
  interaction({
    type: 'view_submission',
    team: { id: fake.team.id, domain: 'acme' },
    user: { id: adminId, name: 'admin', team_id: fake.team.id },
    api_app_id: 'A0JAUNT',
    token: 't',
    trigger_id: 'trig-connect',
    view: {
      id: 'VCONNECT',
      type: 'modal',
      callback_id: 'connect_jaunt',
      private_metadata: '',
      state: { values: { api_key: { connect_key: { type: 'plain_text_input', value: key } } } },
    },
  });
