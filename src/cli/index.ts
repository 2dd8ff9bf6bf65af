/**
 * `npm run jaunt -- <command>`: serve, import, demo, keys, mail. Opens the same core as the server.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { pino } from 'pino';
import { keyEnvironmentOf } from '../access/index.js';
import { catalogueStore, demoNdjson, ImportFailed, importCatalogue } from '../catalogue/index.js';
import { API_VERSION } from '../contract/operations.js';
import { ConfigError, loadConfig, loadDotEnv } from '../platform/config.js';
import { CopyRefused, copySqliteToPostgres } from '../platform/db/copy.js';
import { openStore } from '../platform/db/index.js';
import { AppError } from '../platform/errors.js';
import { resealSecrets } from '../platform/secrets/reseal.js';
import { createSecretBox, newSecretKey } from '../platform/secrets/secret-box.js';
import { formatWindowLimits } from '../platform/window-limits.js';
import type { SuppliersService } from '../suppliers/index.js';
import { loadOctoSimulator, OctoError } from '../suppliers/index.js';

const USAGE = `Usage: npm run jaunt -- <command> [options]

Commands:
  serve                                   start the service (same as npm start)
  import FILE|- [--replace]               load an NDJSON catalogue (all-or-nothing)
  demo [--size N] [--out FILE]            write the deterministic demo catalogue as NDJSON (stdout by default)
  keys create --kind negotiated|self-serve --name NAME [--email E] [--staging] [--live-purchase]
              [--rate N/s,N/min,N/h] [--daily-quota N] [--json]
                                          keys of this server's JAUNT_ENV (staging/development: staging keys,
                                          which never charge the card)
  keys limits ID [--rate N/s,N/min,N/h] [--daily-quota N] [--json]
                                          show or change a key's request windows and daily quota
  keys list [--json]
  keys disable ID
  secrets generate-key                    print a fresh JAUNT_SECRET_KEY (32 random bytes, base64)
  secrets rotate                          re-seal every stored secret under JAUNT_SECRET_KEY; the old key
                                          goes in JAUNT_SECRET_KEY_PREVIOUS for this run
  mail list [--unmatched | --failed] [--limit N] [--json]
                                          received vendor mail, newest first (unmatched: no booking's address)
  mcp --key KEY [--user EXTERNAL_ID]      the MCP server for AI assistants on stdio (acts for KEY's user,
                                          or EXTERNAL_ID with a negotiated key)
  suppliers add NAME --octo-url URL --api-key KEY [--capabilities octo/pricing,octo/content]
                                          connect an OCTO supplier (URL https; http only on loopback with
                                          JAUNT_ALLOW_LOOPBACK_OUTBOUND=1); the key is stored encrypted
  suppliers list [--json]
  suppliers remove NAME
  suppliers sync NAME [--days 60] [--json]
                                          read the supplier's products and availability over the window and
                                          import them (all-or-nothing, like import)
  demo-octo [--sim-port 4020] [--days 14]
                                          start the service with the OCTO simulator connected as supplier
                                          'octo-demo' and synced (development only; loopback allowed)
  octo-sim [--port N] [--host H] [--products N] [--fail-first N] [--api-key KEY]
                                          run the OCTO supplier simulator (prints its OCTO URL)
  openapi                                 print the Partner API's OpenAPI 3.1 document (JSON)
  db copy --from SQLITE_FILE --to POSTGRES_URL
                                          move a whole installation into an empty Postgres database
                                          (README "Running several instances"); counts are verified
`;

const out = (s: string) => process.stdout.write(`${s}\n`);
const err = (s: string) => process.stderr.write(`${s}\n`);

class UsageError extends Error {}

/** Scheduling niceness of `import` (0 normal, 19 lowest). */
const IMPORT_NICE = 10;

const positiveInt = (v: string | undefined, name: string, fallback: number): number => {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} must be a positive integer`);
  return n;
};

const DEMO_SUPPLIER = 'octo-demo';
const DEMO_SUPPLIER_KEY = 'octo-demo-key';

/** demo-octo: (re)connects the simulator as the demo supplier (its URL may have changed) and syncs it. */
const connectDemoSupplier = async (suppliers: SuppliersService, url: string, days: number) => {
  const known = (await suppliers.list()).find((s) => s.name === DEMO_SUPPLIER);
  if (known && known.octoUrl !== url) await suppliers.remove(DEMO_SUPPLIER);
  if (!known || known.octoUrl !== url)
    await suppliers.add({ name: DEMO_SUPPLIER, octoUrl: url, apiKey: DEMO_SUPPLIER_KEY });
  return suppliers.sync(DEMO_SUPPLIER, { days });
};

const run = async (argv: string[]): Promise<number> => {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'serve') {
    // As `npm start`: a cluster's primary then stays small (src/start.ts).
    await import('../start.js');
    return -1; // keep running
  }
  if (command === 'demo') {
    const { values } = parseArgs({
      args: rest,
      options: { size: { type: 'string' }, out: { type: 'string' } },
    });
    const size = positiveInt(values.size, '--size', 3000);
    const target = values.out ? createWriteStream(values.out) : process.stdout;
    // Pictures point at where this Jaunt will serve them (JAUNT_PUBLIC_URL).
    await pipeline(demoNdjson(size, new Date(), loadConfig().JAUNT_PUBLIC_URL), target);
    if (values.out) err(`wrote ${size} demo activities to ${values.out}`);
    return 0;
  }

  if (command === 'demo-octo') {
    const { values } = parseArgs({
      args: rest,
      options: { 'sim-port': { type: 'string' }, days: { type: 'string' } },
    });
    const simPort = values['sim-port'] === undefined ? 4020 : Number(values['sim-port']);
    if (!Number.isInteger(simPort) || simPort < 0 || simPort > 65_535)
      throw new UsageError('--sim-port must be a port number (0: any free port)');
    const days = positiveInt(values.days, '--days', 14);
    loadDotEnv();
    if (loadConfig().JAUNT_ENV === 'production')
      throw new UsageError('demo-octo is for trying Jaunt out: it refuses JAUNT_ENV=production');
    // The simulator is on this machine: outbound calls to loopback are allowed for this run.
    const loopback = { JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1', JAUNT_ALLOW_LOOPBACK_WEBHOOKS: undefined };
    const { runMain } = await import('../main.js');
    const { startOctoSim } = await loadOctoSimulator();
    await runMain(async (running) => {
      const sim = await startOctoSim({ port: simPort, host: '127.0.0.1', apiKey: DEMO_SUPPLIER_KEY });
      try {
        const summary = await connectDemoSupplier(running.services.suppliers, sim.url, days);
        return {
          lines: [
            `OCTO supplier simulator at ${sim.url}, connected as supplier '${DEMO_SUPPLIER}':`,
            `  ${summary.records} activities synced (${summary.sessions} sessions over ${days} days), refs octo:${DEMO_SUPPLIER}:…`,
            `  search them: curl -H "Authorization: Bearer <key>" '${running.config.JAUNT_PUBLIC_URL}/partner/v1/search?prompt=kayak'`,
            '  book one with payment_mode live_purchase (a key made with --live-purchase) to buy it over OCTO',
          ],
          close: () => sim.close(),
        };
      } catch (e) {
        await sim.close();
        throw e;
      }
    }, loopback);
    return -1; // keep running
  }

  if (command === 'octo-sim') {
    const { values } = parseArgs({
      args: rest,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        products: { type: 'string' },
        'fail-first': { type: 'string' },
        'api-key': { type: 'string' },
      },
    });
    const { startOctoSim } = await loadOctoSimulator();
    const sim = await startOctoSim({
      port: values.port === undefined ? 4020 : positiveInt(values.port, '--port', 4020),
      host: values.host ?? '127.0.0.1',
      products: values.products === undefined ? 0 : positiveInt(values.products, '--products', 1),
      failFirst:
        values['fail-first'] === undefined ? 0 : positiveInt(values['fail-first'], '--fail-first', 1),
      apiKey: values['api-key'],
    });
    out(`OCTO supplier simulator at ${sim.url}`);
    out(
      `  connect it: JAUNT_ALLOW_LOOPBACK_OUTBOUND=1 npm run jaunt -- suppliers add sim --octo-url ${sim.url} --api-key ${values['api-key'] ?? 'any-key'}`,
    );
    out(`  make it fail: curl -X POST ${sim.origin}/_sim/fail -d '{"count":3}'`);
    return -1; // keep running
  }

  if (command === 'openapi') {
    const { buildOpenApi } = await import('../contract/openapi-document.js');
    const document = buildOpenApi({ serverUrl: loadConfig().JAUNT_PUBLIC_URL, version: API_VERSION });
    out(JSON.stringify(document, null, 2));
    return 0;
  }

  if (command === 'mcp') {
    const { values } = parseArgs({
      args: rest,
      options: { key: { type: 'string' }, user: { type: 'string' } },
    });
    if (!values.key) throw new UsageError('mcp needs --key KEY (an API key, as for the Partner API)');
    const config = loadConfig();
    // stdout carries the protocol: logs go to stderr.
    const { createOutboxWorker, openCore } = await import('../main.js');
    const { mcpActor } = await import('../mcp/session.js');
    const { serveMcpStdio } = await import('../mcp/stdio.js');
    const core = await openCore(config, {
      log: pino({ level: config.JAUNT_LOG_LEVEL }, pino.destination(2)),
    });
    const actor = await mcpActor(core.services, `Bearer ${values.key}`, values.user);
    const worker = config.JAUNT_WORKER ? createOutboxWorker(core) : null;
    worker?.start();
    const stdio = serveMcpStdio(
      { services: core.services, publicUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION },
      actor,
    );
    process.stdin.once('end', () => {
      void (async () => {
        await stdio.close();
        await worker?.stop(config.JAUNT_WEBHOOK_TIMEOUT_MS + 1000);
        await core.store.close();
        process.exit(0);
      })();
    });
    return -1; // serve until stdin closes
  }

  if (command === 'db') {
    const [sub, ...args] = rest;
    if (sub !== 'copy') throw new UsageError(`unknown db command '${sub ?? ''}'`);
    const { values } = parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' } } });
    if (!values.from) throw new UsageError('db copy needs --from SQLITE_FILE');
    if (!existsSync(values.from)) throw new CopyRefused(`db copy: no SQLite database at ${values.from}`);
    if (!values.to || !/^postgres(ql)?:\/\//.test(values.to))
      throw new UsageError('db copy needs --to postgres://…');
    const migrationsDir = fileURLToPath(new URL('../../db/migrations', import.meta.url));
    const target = await openStore({
      sqlitePath: values.from,
      databaseUrl: values.to,
      migrationsDir,
      // Sealed secrets move sealed: the copy never opens them, so no key is needed here.
      secrets: createSecretBox(randomBytes(32)),
      instanceId: 'jaunt-db-copy',
    });
    try {
      const report = await copySqliteToPostgres({
        sqlitePath: values.from,
        migrationsDir,
        target,
        onTable: (name, rows) => out(`${name.padEnd(24)} ${rows}`),
      });
      out(
        `copied ${report.rows} rows in ${report.tables.length} tables in ${report.seconds.toFixed(2)} s; ` +
          'counts verified. Start the instances with JAUNT_DATABASE_URL and the same JAUNT_SECRET_KEY.',
      );
      return 0;
    } finally {
      await target.close();
    }
  }

  if (command === 'secrets' && rest[0] === 'generate-key') {
    out(newSecretKey());
    return 0;
  }

  if (command === 'import') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { replace: { type: 'boolean', default: false } },
    });
    const file = positionals[0];
    if (!file) throw new UsageError('import needs a FILE (or - for standard input)');
    if (file !== '-' && !existsSync(file)) throw new UsageError(`import: no file at ${file}`);
    // A batch job: a server on the same cores keeps priority (the import no longer idles between
    // its writes, so it would otherwise take a whole core from the server's requests).
    setPriority(IMPORT_NICE);
    loadDotEnv();
    const config = loadConfig();
    // The import needs the catalogue tables alone: it opens the store without the services (their
    // lexicons and word lists are a third of the process's memory), and it never opens a secret.
    const store = await openStore({
      sqlitePath: config.JAUNT_DB,
      databaseUrl: config.JAUNT_DATABASE_URL,
      migrationsDir: fileURLToPath(new URL('../../db/migrations', import.meta.url)),
      secrets: createSecretBox(randomBytes(32)),
      instanceId: `jaunt-import-${process.pid}`,
    });
    try {
      const bar = process.stderr.isTTY
        ? new SingleBar({ format: 'importing [{bar}] {value}/{total} activities' })
        : null;
      let started = false;
      const t0 = performance.now();
      const sizeBytes = file === '-' ? undefined : statSync(file).size;
      const input = file === '-' ? process.stdin : createReadStream(file);
      const summary = await importCatalogue(catalogueStore(store), input, {
        replace: values.replace,
        now: new Date().toISOString(),
        ...(sizeBytes === undefined ? {} : { sizeBytes }),
        onProgress: (done, total) => {
          if (!bar) return;
          // The total is an estimate from the bytes read until the end.
          if (!started) bar.start(total, done);
          else bar.setTotal(total);
          started = true;
          bar.update(done);
        },
      });
      bar?.stop();
      const seconds = (performance.now() - t0) / 1000;
      out(
        `imported ${summary.records} records: ${summary.added} added, ${summary.updated} updated, ` +
          `${summary.unchanged} unchanged, ${summary.removed} removed in ${seconds.toFixed(2)} s`,
      );
      return 0;
    } finally {
      await store.close();
    }
  }

  loadDotEnv();
  const config = loadConfig();
  const { openCore } = await import('../main.js');
  const core = await openCore(config, { log: pino({ level: 'silent' }) });
  try {
    if (command === 'keys') {
      const [sub, ...args] = rest;
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          kind: { type: 'string' },
          name: { type: 'string' },
          email: { type: 'string' },
          staging: { type: 'boolean', default: false },
          'live-purchase': { type: 'boolean', default: false },
          json: { type: 'boolean', default: false },
          rate: { type: 'string' },
          'daily-quota': { type: 'string' },
        },
      });
      const limits = {
        rate: values.rate,
        dailyQuota:
          values['daily-quota'] === undefined
            ? undefined
            : positiveInt(values['daily-quota'], '--daily-quota', 1),
      };
      if (sub === 'limits') {
        const id = positionals[0];
        if (!id) throw new UsageError('keys limits needs the key ID (see keys list)');
        if (!(await core.services.credentials.list()).some((k) => k.id === id))
          throw new AppError('not_found', `key ${id} not found`);
        if (limits.rate !== undefined || limits.dailyQuota !== undefined)
          await core.services.limits.setKeyLimits(id, limits);
        const now = await core.services.limits.describeKey(id);
        if (values.json) out(JSON.stringify({ id, ...now }));
        else
          out(
            `${id}  rate ${formatWindowLimits(now.rate)}${now.overridden.rate ? '' : ' (default)'}  daily quota ${now.daily_quota}${now.overridden.daily_quota ? '' : ' (default)'}`,
          );
        return 0;
      }
      if (sub === 'create') {
        // Refuse a bad --rate before a key exists.
        if (limits.rate !== undefined) core.services.limits.parseRate(limits.rate);
        if (values.kind !== 'negotiated' && values.kind !== 'self-serve')
          throw new UsageError('--kind must be negotiated or self-serve');
        if (!values.name) throw new UsageError('--name is required');
        // Keys are for the server this database belongs to: its JAUNT_ENV decides their kind.
        const environment = keyEnvironmentOf(config.JAUNT_ENV);
        if (values.staging && environment !== 'staging')
          throw new UsageError(
            `--staging: this is a ${config.JAUNT_ENV} server's database, which accepts only ${environment} keys; issue staging keys with JAUNT_ENV=staging against the staging database`,
          );
        const created = await core.services.credentials.create({
          kind: values.kind,
          name: values.name,
          email: values.email,
          environment,
          canChargeStoredCard: values['live-purchase'],
        });
        if (limits.rate !== undefined || limits.dailyQuota !== undefined)
          await core.services.limits.setKeyLimits(created.id, limits);
        if (values.json) out(JSON.stringify(created));
        else
          out(
            [
              `Created ${created.kind} key ${created.id} (${created.name}, ${created.environment}).`,
              '',
              `  API key:        ${created.key}`,
              `  Webhook secret: ${created.webhook_secret}`,
              '',
              'Both are shown only this once: store them now. Only a hash of the key is kept.',
            ].join('\n'),
          );
        return 0;
      }
      if (sub === 'list') {
        const keys = await core.services.credentials.list();
        if (values.json) out(JSON.stringify(keys));
        else
          for (const k of keys)
            out(
              `${k.id}  ${k.kind.padEnd(10)}  ${k.environment.padEnd(10)}  ${k.enabled ? 'enabled ' : 'disabled'}  ` +
                `${k.can_charge_stored_card ? 'live-purchase' : 'dry-run-only '}  ${k.prefix}  ${k.name}`,
            );
        return 0;
      }
      if (sub === 'disable') {
        const id = positionals[0];
        if (!id) throw new UsageError('keys disable needs the key ID (see keys list)');
        await core.services.credentials.disable(id);
        out(`disabled ${id}`);
        return 0;
      }
      throw new UsageError(`unknown keys command '${sub ?? ''}'`);
    }
    if (command === 'suppliers') {
      const [sub, ...args] = rest;
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          'octo-url': { type: 'string' },
          'api-key': { type: 'string' },
          capabilities: { type: 'string' },
          days: { type: 'string' },
          json: { type: 'boolean', default: false },
        },
      });
      const name = positionals[0];
      const suppliers = core.services.suppliers;
      if (sub === 'list') {
        const list = await suppliers.list();
        if (values.json) out(JSON.stringify(list));
        else if (list.length === 0) out('no suppliers');
        else
          for (const s of list)
            out(
              `${s.name.padEnd(20)}  ${s.octoUrl}  ${s.capabilities.join(',')}  ` +
                `last sync ${s.lastSyncedAt ?? 'never'}` +
                (s.syncFailures > 0
                  ? `  (scheduled sync failed ${s.syncFailures}× in a row: ${s.lastSyncError ?? ''})`
                  : ''),
            );
        return 0;
      }
      if (!name) throw new UsageError(`suppliers ${sub ?? ''} needs a NAME`);
      if (sub === 'add') {
        if (!values['octo-url']) throw new UsageError('suppliers add needs --octo-url URL');
        if (!values['api-key']) throw new UsageError('suppliers add needs --api-key KEY');
        const s = await suppliers.add({
          name,
          octoUrl: values['octo-url'],
          apiKey: values['api-key'],
          capabilities: values.capabilities,
        });
        if (values.json) out(JSON.stringify(s));
        else
          out(
            `added supplier ${s.name} (${s.octoUrl}, ${s.capabilities.join(', ')}); the API key is stored encrypted`,
          );
        return 0;
      }
      if (sub === 'remove') {
        await suppliers.remove(name);
        out(`removed supplier ${name} (its activities stay in the catalogue until replaced)`);
        return 0;
      }
      if (sub === 'sync') {
        const tty = process.stderr.isTTY;
        const fetchBar = tty
          ? new SingleBar({ format: 'fetching [{bar}] {value}/{total} product options' })
          : null;
        const bar = tty ? new SingleBar({ format: 'importing [{bar}] {value}/{total} activities' }) : null;
        const summary = await suppliers.sync(name, {
          days: values.days === undefined ? undefined : positiveInt(values.days, '--days', 60),
          onFetch: (done, total) => {
            if (!fetchBar) return;
            if (done === 0) fetchBar.start(total, 0);
            else fetchBar.update(done);
            if (done === total) fetchBar.stop();
          },
          onProgress: (done, total) => {
            if (!bar) return;
            if (done === 0 || bar.getTotal() !== total) bar.start(total, done);
            else bar.update(done);
          },
        });
        fetchBar?.stop();
        bar?.stop();
        if (values.json) out(JSON.stringify(summary));
        else {
          const i = summary.import;
          out(
            `synced ${summary.supplier}: ${summary.products} products, ${summary.records} activities, ` +
              `${summary.sessions} sessions in ${summary.seconds.toFixed(2)} s (${summary.requests} OCTO calls, ` +
              `fetch ${summary.fetchSeconds.toFixed(2)} s): ${i.added} added, ${i.updated} updated, ${i.unchanged} unchanged`,
          );
          for (const k of summary.skipped)
            err(`skipped ${k.productId}${k.optionId ? `/${k.optionId}` : ''}: ${k.reason}`);
        }
        return 0;
      }
      throw new UsageError(`unknown suppliers command '${sub ?? ''}'`);
    }
    if (command === 'secrets') {
      if (rest[0] !== 'rotate') throw new UsageError(`unknown secrets command '${rest[0] ?? ''}'`);
      const c = await resealSecrets(core.store, 'rotate');
      const total = c.webhookSecrets + c.serverSecrets + c.slackInstallations;
      out(
        `re-sealed ${total} secrets under key ${core.store.secrets.keyId}: ${c.webhookSecrets} webhook secrets, ` +
          `${c.serverSecrets} server secrets, ${c.slackInstallations} Slack installations`,
      );
      return 0;
    }
    if (command === 'mail') {
      const [sub, ...args] = rest;
      if (sub !== 'list') throw new UsageError(`unknown mail command '${sub ?? ''}'`);
      const { values } = parseArgs({
        args,
        options: {
          unmatched: { type: 'boolean', default: false },
          failed: { type: 'boolean', default: false },
          limit: { type: 'string' },
          json: { type: 'boolean', default: false },
        },
      });
      const status = values.unmatched ? 'unmatched' : values.failed ? 'failed' : undefined;
      const list = await core.services.mail.list({
        limit: positiveInt(values.limit, '--limit', 50),
        ...(status ? { status } : {}),
      });
      if (values.json) out(JSON.stringify(list));
      else if (list.length === 0) out(status ? `no ${status} mail` : 'no mail');
      else
        for (const m of list)
          out(
            `${m.receivedAt}  ${m.id}  ${m.processingStatus.padEnd(9)}  ${(m.classification ?? '-').padEnd(18)}  ` +
              `to ${m.recipient}  from ${m.sender ?? '-'}  ${JSON.stringify(m.subject ?? '')}` +
              (m.error ? `  (${m.error})` : ''),
          );
      return 0;
    }
    throw new UsageError(`unknown command '${command}'`);
  } finally {
    await core.store.close();
  }
};

run(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof ImportFailed) {
      for (const p of e.problems) err(p);
      err(e.message);
    } else if (e instanceof UsageError || (e instanceof Error && e.name === 'TypeError' && 'code' in e)) {
      err(`${e.message}\n\n${USAGE}`);
    } else if (
      e instanceof ConfigError ||
      e instanceof AppError ||
      e instanceof OctoError ||
      e instanceof CopyRefused
    ) {
      err(e.message);
    } else {
      err(e instanceof Error ? (e.stack ?? e.message) : String(e));
    }
    process.exitCode = 1;
  },
);
