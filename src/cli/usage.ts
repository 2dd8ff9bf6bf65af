/** The CLI's usage text: printed by `help`; a usage error prints only its command's lines (usageOf). */
export const USAGE = `Usage: npm run jaunt -- <command> [options]

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
  mail list [--unmatched | --failed | --needs-review] [--limit N] [--json]
                                          received vendor mail, newest first (unmatched: no booking's address)
  mail purge                              delete unmatched mail past JAUNT_INBOUND_UNMATCHED_DAYS now
  webhooks list [--failed] [--limit N] [--json]
                                          partners' callback deliveries, latest change first (failed: given up
                                          or retrying after a failure)
  webhooks redeliver ID...                send the callbacks with these webhook-ids again now (fresh retry
                                          schedule; the running service's worker sends them)
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
                                          (docs/several-instances.md); counts are verified
`;

/** The usage lines of one command (`keys`, `mail`…): its entries and their continuation lines. */
export const usageOf = (command: string): string | null => {
  const lines = USAGE.split('\n');
  const picked: string[] = [];
  let inside = false;
  for (const line of lines) {
    if (/^ {2}\S/.test(line)) inside = line.slice(2).split(' ')[0] === command;
    else if (!/^ {3,}\S/.test(line)) inside = false;
    if (inside) picked.push(line);
  }
  return picked.length > 0 ? `Usage: npm run jaunt -- ${command} …\n${picked.join('\n')}` : null;
};

/** Every command and its subcommands as the usage text lists them (`keys` → create, limits, …). */
export const commandWords = (): Map<string, Set<string>> => {
  const words = new Map<string, Set<string>>();
  for (const m of USAGE.matchAll(/^ {2}([a-z-]+)(?: ([a-z-]+))?/gm)) {
    const [, command = '', sub] = m;
    const subs = words.get(command) ?? new Set<string>();
    if (sub) subs.add(sub);
    words.set(command, subs);
  }
  return words;
};

/** Levenshtein distance, for "did you mean". */
const distance = (a: string, b: string): number => {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length] ?? 0;
};

/** The known word nearest to `word` (at most 2 edits away, or a prefix of it), else null. */
export const nearest = (word: string, known: Iterable<string>): string | null => {
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of known) {
    const d = k.startsWith(word) && word.length >= 2 ? 0.5 : distance(word, k);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return bestD <= 2 ? best : null;
};
