/**
 * The catalogue's use cases: the NDJSON import (validated line by line, staged in batches, published
 * in one transaction) and the activity detail the front doors show.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Actor, UsersService } from '../access/index.js';
import type { PartnerActivityDetail } from '../contract/partner.js';
import { AppError } from '../platform/errors.js';
import type { Clock } from '../platform/time.js';
import type { ImportUpdate } from './import/activity-writes.js';
import type { NormalisedActivity } from './import/normalise.js';
import {
  importWorkerCount,
  inThreadParser,
  type LineParser,
  type ParsedLine,
  workerParser,
} from './import/parse-lines.js';
import type { ImportCounts } from './import/run.js';
import { PkSet, RefLines } from './import/sets.js';
import { presentActivityDetail } from './presenters.js';
import type { CatalogueStore } from './store.js';

/** Something derived from the catalogue (the search index, density maps) that follows each import. */
export interface CatalogueIndexer {
  /** Catches up with the catalogue now (the importer's own process sees its import at once). */
  refresh(): Promise<void>;
}

export class ImportFailed extends Error {
  constructor(
    /** `line N: field: reason`, in line order; the first MAX_PROBLEMS of them. */
    readonly problems: string[],
    /** All problems found, listed or not. */
    readonly total = problems.length,
  ) {
    super(`import rejected: ${total} problem(s); nothing was written`);
  }
}

export interface ImportSummary extends ImportCounts {
  records: number;
  seconds: number;
}

export interface ImportOptions {
  replace: boolean;
  /**
   * A ref prefix (one supplier's `octo:<name>:`): every record must carry it, and `replace` removes
   * only activities whose ref starts with it; the rest of the catalogue is not touched.
   */
  scope?: string;
  /**
   * Called with (done, total) while importing: records written or checked so far, and the records
   * expected in all (an estimate from the bytes read while a file is read; the count, at the end).
   */
  onProgress?: (done: number, total: number) => void;
  /** Lines parsed in this thread before worker threads take over (default WORKERS_AFTER_LINES). */
  workersAfterLines?: number;
}

/** Records classified and staged together (one lookup of existing refs, a few write transactions). */
const IMPORT_BATCH = 500;
/** Lines sent to a parser at a time. */
const PARSE_BLOCK = 256;
/** Blocks being parsed at once, per worker (bounds the lines read ahead). */
const BLOCKS_IN_FLIGHT = 3;
/**
 * Lines parsed in the importer's own thread before worker threads take over: a small load (a test,
 * a supplier sync) costs no worker start-up.
 */
export const WORKERS_AFTER_LINES = 4_096;
/** Problems listed in an ImportFailed; the others are counted. */
const MAX_PROBLEMS = 10_000;

/**
 * The lines of a stream (LF or CRLF), a chunk's worth at a time. Reading the stream's chunks one by
 * one keeps its backpressure: readline's async iterator queues every line of a file that arrives
 * faster than the importer writes, which held the whole file in memory.
 */
export async function* lineChunks(
  input: Readable,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    onBytes?.(chunk.length);
    const text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    if (lines.length > 0) yield lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  }
  rest += decoder.end();
  if (rest !== '') yield [rest.endsWith('\r') ? rest.slice(0, -1) : rest];
}

/**
 * Updates found while staging, kept in a temporary file until the publish transaction applies them,
 * so a load that changes a million activities holds none of them in memory.
 */
const updateSpool = () => {
  let dir: string | null = null;
  let file: FileHandle | null = null;
  let batches = 0;
  return {
    write: async (updates: readonly ImportUpdate[]): Promise<void> => {
      if (updates.length === 0) return;
      if (!file) {
        dir = await mkdtemp(join(tmpdir(), 'jaunt-import-'));
        file = await open(join(dir, 'updates.ndjson'), 'w+');
      }
      await file.write(`${JSON.stringify(updates)}\n`);
      batches++;
    },
    read: async function* (): AsyncGenerator<ImportUpdate[]> {
      if (!file || !dir || batches === 0) return;
      for await (const lines of lineChunks(createReadStream(join(dir, 'updates.ndjson'))))
        for (const line of lines) if (line !== '') yield JSON.parse(line) as ImportUpdate[];
    },
    dispose: async (): Promise<void> => {
      await (file as FileHandle | null)?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Streams NDJSON into the catalogue, all-or-nothing, in bounded memory: each line is validated
 * (every problem reported as `line N: field: reason`), and valid records are staged in batches as
 * they come, invisible until one transaction publishes them with the updates and removals. From
 * the first problem on, nothing more is written, the rest is still checked, and the staged rows
 * are deleted.
 */
export const importCatalogue = async (
  catalogue: CatalogueStore,
  input: Readable,
  opts: ImportOptions & { now: string; sizeBytes?: number },
): Promise<ImportCounts & { records: number }> => {
  const problems: string[] = [];
  let problemCount = 0;
  const problem = (p: string) => {
    problemCount++;
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };
  const refs = new RefLines();
  const keep = opts.replace ? new PkSet() : null;
  const spool = updateSpool();
  let bytesRead = 0;
  let records = 0;
  let done = 0;
  let added = 0;
  let unchanged = 0;
  let batch: NormalisedActivity[] = [];
  const local = inThreadParser();
  let parser: LineParser | null = null;
  const run = await catalogue.startImport({ now: opts.now });
  try {
    const flush = async (): Promise<void> => {
      if (batch.length === 0) return;
      const staged = await run.stage(batch);
      done += batch.length;
      batch = [];
      added += staged.added;
      unchanged += staged.unchangedPks.length;
      if (keep) for (const pk of [...staged.unchangedPks, ...staged.updates.map((u) => u.id)]) keep.add(pk);
      await spool.write(staged.updates);
      const estimate =
        opts.sizeBytes && bytesRead > 0 ? Math.round((records * opts.sizeBytes) / bytesRead) : records;
      opts.onProgress?.(done, Math.max(done, estimate));
    };
    /** Takes parsed lines in file order: checks scope and duplicates, and stages the records. */
    const take = async (parsed: ParsedLine[]): Promise<void> => {
      for (const line of parsed) {
        const { lineNo } = line;
        if (line.problems) {
          for (const p of line.problems) problem(p);
          continue;
        }
        const { activity } = line;
        if (opts.scope !== undefined && !activity.ref.startsWith(opts.scope)) {
          problem(`line ${lineNo}: ref: '${activity.ref}' is outside this import's scope '${opts.scope}'`);
          continue;
        }
        const seen = refs.firstLine(activity.ref, lineNo);
        if (seen !== null) {
          problem(`line ${lineNo}: ref: duplicate of line ${seen} ('${activity.ref}')`);
          continue;
        }
        records++;
        // After a problem the load is lost: check the rest, write nothing more.
        if (problemCount > 0) continue;
        batch.push(activity);
        if (batch.length >= IMPORT_BATCH) await flush();
      }
    };
    const inFlight: Promise<ParsedLine[]>[] = [];
    let maxInFlight = BLOCKS_IN_FLIGHT;
    let pending: string[] = [];
    let nextLineNo = 1;
    const submit = async (): Promise<void> => {
      if (pending.length === 0) return;
      if (parser === null && nextLineNo > (opts.workersAfterLines ?? WORKERS_AFTER_LINES)) {
        const workers = importWorkerCount();
        parser = workerParser(workers);
        maxInFlight = workers * BLOCKS_IN_FLIGHT;
      }
      const parsed = (parser ?? local).parse(pending, nextLineNo);
      // Awaited in turn below; one left behind by a failed import must not surface as unhandled.
      parsed.catch(() => undefined);
      inFlight.push(parsed);
      nextLineNo += pending.length;
      pending = [];
      while (inFlight.length >= maxInFlight) await take(await (inFlight.shift() as Promise<ParsedLine[]>));
    };
    for await (const lines of lineChunks(input, (n) => {
      bytesRead += n;
    })) {
      for (const line of lines) pending.push(line);
      if (pending.length >= PARSE_BLOCK) await submit();
    }
    await submit();
    while (inFlight.length > 0) await take(await (inFlight.shift() as Promise<ParsedLine[]>));
    if (problemCount > 0) {
      if (problemCount > problems.length)
        problems.push(`… and ${problemCount - problems.length} more problem(s)`);
      throw new ImportFailed(problems, problemCount);
    }
    await flush();
    const published = await run.publish({
      updates: spool.read(),
      keep: keep ? (pk) => keep.has(pk) : null,
      scope: opts.scope,
    });
    opts.onProgress?.(records, records);
    return { records, added, unchanged, updated: published.updated, removed: published.removed };
  } catch (e) {
    await run.abort();
    throw e;
  } finally {
    await (parser as LineParser | null)?.close();
    await spool.dispose();
  }
};

const cutoffText = (m: number): string =>
  m % 1440 === 0
    ? `${m / 1440} day${m === 1440 ? '' : 's'}`
    : m % 60 === 0
      ? `${m / 60} hour${m === 60 ? '' : 's'}`
      : `${m} minute${m === 1 ? '' : 's'}`;

/** The additive `cancellation_policy` of an activity detail. */
export const cancellationPolicy = (cutoffMinutes: number) => ({
  cutoff_minutes: cutoffMinutes,
  description:
    cutoffMinutes === 0
      ? 'Free cancellation until the session starts.'
      : `Free cancellation until ${cutoffText(cutoffMinutes)} before the session starts.`,
});

export interface CatalogueServiceDeps {
  catalogue: CatalogueStore;
  users: UsersService;
  clock: Clock;
  indexers: CatalogueIndexer[];
  /** The cancellation cutoff of a supplier activity (by catalogue ref), when its supplier says it. */
  cancellationCutoffOf?: (ref: string) => Promise<number | null>;
}

export interface CatalogueService {
  /** Imports an NDJSON stream, then brings the indexers up to date. */
  importStream(input: Readable, opts: ImportOptions): Promise<ImportSummary>;
  /** Published activities. */
  count(): Promise<number>;
  /** GET /activities/{id}: the detail in the caller's language; records a SEEN interaction. */
  detail(
    actor: Actor,
    activityId: string,
    languages: string[],
    opts?: { debug?: boolean },
  ): Promise<PartnerActivityDetail>;
}

/** Imports an NDJSON stream (the CLI's `import` runs importCatalogue without the services). */
const importStream = async (
  deps: CatalogueServiceDeps,
  input: Readable,
  opts: ImportOptions,
): Promise<ImportSummary> => {
  const started = performance.now();
  const counts = await importCatalogue(deps.catalogue, input, { ...opts, now: deps.clock().toISOString() });
  for (const indexer of deps.indexers) await indexer.refresh();
  return { ...counts, seconds: (performance.now() - started) / 1000 };
};

const activityDetail = async (
  deps: CatalogueServiceDeps,
  actor: Actor,
  activityId: string,
  languages: string[],
  opts: { debug?: boolean },
): Promise<PartnerActivityDetail> => {
  const activity = await deps.catalogue.findByPublicId(activityId.toLowerCase());
  if (!activity) throw new AppError('not_found', `Activity ${activityId} not found`);
  await deps.users.recordSeen(actor, activity.pk);
  const detail = presentActivityDetail(activity, {
    languages,
    now: deps.clock().getTime(),
    debug: opts.debug ?? false,
  });
  // Only supplier activities have a known policy; the others cost no lookup.
  const cutoff =
    activity.ref.startsWith('octo:') && deps.cancellationCutoffOf
      ? await deps.cancellationCutoffOf(activity.ref)
      : null;
  if (cutoff === null) return detail;
  return { ...detail, cancellation_policy: cancellationPolicy(cutoff) };
};

export const createCatalogueService = (deps: CatalogueServiceDeps): CatalogueService => ({
  importStream: (input, opts) => importStream(deps, input, opts),
  count: () => deps.catalogue.count(),
  detail: (actor, activityId, languages, opts = {}) =>
    activityDetail(deps, actor, activityId, languages, opts),
});
