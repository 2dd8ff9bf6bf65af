/**
 * `npm run bench:mail`: floods a started server's inbound SMTP listener (the built server as a child
 * process, SQLite) with what issue 34 measured: one session naming 1,000 recipients, 100 messages of
 * 10 MiB (two senders, 50 each, two sessions at a time) and 200 idle sessions, all at once and each
 * from its own loopback source address (127.0.0.2-5, so the per-source cap is seen as it works), while
 * one prober (in its own thread) asks `GET /healthz` every 10 ms. Prints /healthz p50/p99/max, what
 * SMTP answered, and the database's stored mail bytes against the configured quotas. Options:
 * `--json` (figures as JSON).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { smtpWire } from '../test/helpers/mail-wire.js';
import { freePort, loopWindow, percentile, startServer } from './lib.js';

const DOMAIN = 'in.flood.test';
const MiB = 1024 * 1024;
/** The defaults of docs/mail.md, set explicitly so the report names them. */
const LIMITS = {
  JAUNT_INBOUND_MAX_MESSAGE_BYTES: 10 * MiB,
  JAUNT_INBOUND_MAX_RECIPIENTS: 50,
  JAUNT_INBOUND_SESSION_RECIPIENTS: 100,
  JAUNT_INBOUND_SENDER_DAILY_BYTES: 100 * MiB,
  JAUNT_INBOUND_DAILY_BYTES: 1024 * MiB,
  JAUNT_INBOUND_SMTP_MAX_PER_SOURCE: 8,
  JAUNT_INBOUND_SMTP_IDLE_MS: 10_000,
};

const token = (n: number, salt: string) =>
  `orders+${(salt + n.toString(16)).padStart(32, '0').slice(-32)}@${DOMAIN}`;

/** A message of `bytes` bytes (headers, a line of text, a base64 "ticket" attachment). */
const bigMessage = (from: string, id: string, bytes: number): Buffer => {
  const head = [
    `From: Vendor <${from}>`,
    `To: ${token(1, 'f')}`,
    'Subject: Your tickets',
    `Message-ID: <${id}@flood.example>`,
    'Content-Type: multipart/mixed; boundary=flood',
    '',
    '--flood',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your tickets are attached.',
    '--flood',
    'Content-Type: application/pdf',
    'Content-Disposition: attachment; filename="tickets.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    '',
  ].join('\r\n');
  const tail = '\r\n--flood--\r\n';
  const room = bytes - head.length - tail.length;
  const line = `${'JVBERi0xLjQK'.repeat(6)}AAAA\r\n`; // 78 bytes of base64 a line
  return Buffer.from(head + line.repeat(Math.floor(room / line.length)) + tail, 'latin1');
};

/**
 * The prober runs in its own thread: this one builds and dot-stuffs 10 MiB messages (tens of ms of
 * its event loop each), which a prober sharing it would count as /healthz latency.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let failures = 0;
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  while (!stop) {
    const t = performance.now();
    try {
      const r = await fetch(workerData.url + '/healthz');
      await r.arrayBuffer();
      if (!r.ok) failures++;
    } catch {
      failures++;
    }
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage({ times, failures });
})();
`;

const probeHealth = (url: string) => {
  const worker = new Worker(PROBER, { eval: true, workerData: { url } });
  const result = new Promise<{ times: number[]; failures: number }>((resolve) =>
    worker.once('message', resolve),
  );
  return {
    stop: async () => {
      worker.postMessage('stop');
      const r = await result;
      await worker.terminate();
      return r;
    },
  };
};

/** One session naming 1,000 recipients, then a small message: how many RCPT were accepted. */
const manyRecipients = async (port: number) => {
  const w = smtpWire(port, '127.0.0.1', '127.0.0.3');
  await w.greeting;
  await w.command('EHLO flood.example');
  await w.command('MAIL FROM:<rcpt@flood.example>');
  let accepted = 0;
  for (let i = 0; i < 1000; i++) if ((await w.command(`RCPT TO:<${token(i, 'a')}>`)).code === 250) accepted++;
  const data = await w.data(bigMessage('rcpt@flood.example', 'rcpt-1', 64 * 1024));
  await w.command('QUIT');
  w.end();
  return { accepted, data: data.code };
};

/** `count` messages of `bytes` from one sender over one session each: the reply codes. */
const bigMessages = async (port: number, source: string, sender: string, count: number, bytes: number) => {
  const codes: Record<number, number> = {};
  for (let i = 0; i < count; i++) {
    const w = smtpWire(port, '127.0.0.1', source);
    const greeting = (await w.greeting).code;
    let code = greeting;
    if (greeting === 220) {
      await w.command('EHLO flood.example');
      // As MTAs do, the size is announced: a sender past its quota is refused here, before DATA.
      code = (await w.command(`MAIL FROM:<${sender}> SIZE=${bytes}`)).code;
      if (code === 250) {
        await w.command(`RCPT TO:<${token(i, sender.length.toString(16))}>`);
        code = (await w.data(bigMessage(sender, `${sender}-${i}`, bytes))).code;
      }
      await w.command('QUIT');
    }
    w.end();
    await w.closed;
    codes[code] = (codes[code] ?? 0) + 1;
  }
  return codes;
};

/** 200 connections that say nothing: greetings by code, and how long the held ones lasted. */
const idleSessions = async (port: number, n: number) => {
  const started = performance.now();
  const wires = Array.from({ length: n }, () => smtpWire(port, '127.0.0.1', '127.0.0.2'));
  const greetings: Record<number, number> = {};
  for (const w of wires) {
    const code = (await w.greeting).code;
    greetings[code] = (greetings[code] ?? 0) + 1;
  }
  await Promise.all(wires.map((w) => w.closed));
  return { greetings, allClosedAfterMs: performance.now() - started };
};

/**
 * The SMTP listener starts after /healthz first answers (the server finishes starting meanwhile):
 * wait for its greeting, from a source the flood does not use, before flooding.
 */
const smtpReady = async (port: number, timeoutMs = 120_000) => {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const w = smtpWire(port, '127.0.0.1', '127.0.0.9');
    const code = (await w.greeting).code;
    if (code === 220) await w.command('QUIT');
    w.end();
    await w.closed;
    if (code === 220) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMTP greeting on port ${port} within ${timeoutMs} ms`);
};

const main = async () => {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-mail-flood-'));
  const db = join(dir, 'flood.db');
  const smtpPort = await freePort();
  const server = await startServer({
    JAUNT_DB: db,
    JAUNT_DEMO_ON_EMPTY: '0',
    JAUNT_INBOUND_SMTP_PORT: String(smtpPort),
    JAUNT_INBOUND_SMTP_HOST: '127.0.0.1',
    JAUNT_INBOUND_DOMAIN: DOMAIN,
    ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])),
  });
  try {
    await smtpReady(smtpPort);
    const loop = await loopWindow(server);
    const probe = probeHealth(server.url);
    const t0 = performance.now();
    const messageBytes = LIMITS.JAUNT_INBOUND_MAX_MESSAGE_BYTES - 4096;
    const [rcpt, senderA, senderB, idle] = await Promise.all([
      manyRecipients(smtpPort),
      bigMessages(smtpPort, '127.0.0.4', 'a@flood.example', 50, messageBytes),
      bigMessages(smtpPort, '127.0.0.5', 'bb@flood.example', 50, messageBytes),
      idleSessions(smtpPort, 200),
    ]);
    const seconds = (performance.now() - t0) / 1000;
    const health = await probe.stop();
    const loopDelay = await loop.end();
    const sqlite = new Database(db, { readonly: true });
    const stored = sqlite
      .prepare(
        `SELECT COUNT(*) AS bodies, COALESCE(SUM(size_bytes), 0) AS bytes,
                (SELECT COALESCE(SUM(LENGTH(content)), 0) FROM mail_body_chunk) AS sealed FROM mail_body`,
      )
      .get() as { bodies: number; bytes: number; sealed: number };
    const rows = (sqlite.prepare('SELECT COUNT(*) AS n FROM inbound_mail').get() as { n: number }).n;
    sqlite.close();
    const figures = {
      seconds: Number(seconds.toFixed(1)),
      healthz: {
        probes: health.times.length,
        failures: health.failures,
        p50_ms: Number(percentile(health.times, 50).toFixed(1)),
        p99_ms: Number(percentile(health.times, 99).toFixed(1)),
        max_ms: Number(Math.max(...health.times).toFixed(1)),
      },
      // Inside the server (its /metrics), beyond the 10 ms sampling interval.
      event_loop_delay: { p99_ms: Math.round(loopDelay.p99), max_ms: Math.round(loopDelay.max) },
      load_average: loadavg().map((l) => Number(l.toFixed(1))),
      recipients_1000: rcpt,
      messages_10mib: { 'a@flood.example': senderA, 'bb@flood.example': senderB },
      idle_200: {
        greetings: idle.greetings,
        all_closed_after_s: Number((idle.allClosedAfterMs / 1000).toFixed(1)),
      },
      stored: {
        mail_rows: rows,
        bodies: stored.bodies,
        message_mib: Number((stored.bytes / MiB).toFixed(1)),
        sealed_mib: Number((stored.sealed / MiB).toFixed(1)),
        database_file_mib: Number((statSync(db).size / MiB).toFixed(1)),
        quota_per_sender_mib: LIMITS.JAUNT_INBOUND_SENDER_DAILY_BYTES / MiB,
        quota_daily_mib: LIMITS.JAUNT_INBOUND_DAILY_BYTES / MiB,
      },
    };
    console.log(values.json ? JSON.stringify(figures) : JSON.stringify(figures, null, 2));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
