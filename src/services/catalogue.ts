import { createReadStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { PartnerActivityDetail } from '../contract/partner.js';
import { type NormalisedActivity, normaliseRecord } from '../domain/catalogue-import.js';
import { CatalogueRecord, fieldPath } from '../domain/catalogue-record.js';
import type { Clock } from '../domain/time.js';
import { AppError } from '../errors.js';
import type { CatalogueStore, ImportCounts, ImportUpdate } from '../store/catalogue.js';
import type { Actor } from './actor.js';
import { PkSet, RefLines } from './import-sets.js';
import { presentActivityDetail } from './presenters.js';
import type { UsersService } from './users.js';

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
}

/** Records classified and staged together (one lookup of existing refs, a few write transactions). */
const IMPORT_BATCH = 500;
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

/** Parses and validates one NDJSON line: the record, or its problems as `line N: field: reason`. */
const parseLine = (
  line: string,
  lineNo: number,
): { record: CatalogueRecord; problems?: never } | { record?: never; problems: string[] } => {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (e) {
    return { problems: [`line ${lineNo}: (record): invalid JSON: ${(e as Error).message}`] };
  }
  const parsed = CatalogueRecord.safeParse(json);
  if (parsed.success) return { record: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => {
      const reason =
        issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
      return `line ${lineNo}: ${fieldPath(issue.path)}: ${reason}`;
    }),
  };
};

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
    let lineNo = 0;
    for await (const lines of lineChunks(input, (n) => {
      bytesRead += n;
    }))
      for (const line of lines) {
        lineNo++;
        if (line.trim() === '') continue;
        const parsed = parseLine(line, lineNo);
        if (parsed.problems) {
          for (const p of parsed.problems) problem(p);
          continue;
        }
        const { record } = parsed;
        if (opts.scope !== undefined && !record.ref.startsWith(opts.scope)) {
          problem(`line ${lineNo}: ref: '${record.ref}' is outside this import's scope '${opts.scope}'`);
          continue;
        }
        const seen = refs.firstLine(record.ref, lineNo);
        if (seen !== null) {
          problem(`line ${lineNo}: ref: duplicate of line ${seen} ('${record.ref}')`);
          continue;
        }
        records++;
        // After a problem the load is lost: check the rest, write nothing more.
        if (problemCount > 0) continue;
        batch.push(normaliseRecord(record));
        if (batch.length >= IMPORT_BATCH) await flush();
      }
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

export const createCatalogueService = (deps: {
  catalogue: CatalogueStore;
  users: UsersService;
  clock: Clock;
  indexers: CatalogueIndexer[];
  /** The cancellation cutoff of a supplier activity (by catalogue ref), when its supplier says it. */
  cancellationCutoffOf?: (ref: string) => Promise<number | null>;
}) => {
  const { catalogue, users, clock, indexers } = deps;

  /** Imports an NDJSON stream (the CLI's `import` runs importCatalogue without the services). */
  const importStream = async (input: Readable, opts: ImportOptions): Promise<ImportSummary> => {
    const started = performance.now();
    const counts = await importCatalogue(catalogue, input, { ...opts, now: clock().toISOString() });
    for (const indexer of indexers) await indexer.refresh();
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  };

  return {
    importStream,
    count: (): Promise<number> => catalogue.count(),
    /** GET /activities/{id}: the detail in the caller's language; records a SEEN interaction. */
    detail: async (
      actor: Actor,
      activityId: string,
      languages: string[],
      opts: { debug?: boolean } = {},
    ): Promise<PartnerActivityDetail> => {
      const activity = await catalogue.findByPublicId(activityId.toLowerCase());
      if (!activity) throw new AppError('not_found', `Activity ${activityId} not found`);
      await users.recordSeen(actor, activity.pk);
      const detail = presentActivityDetail(activity, {
        languages,
        now: clock().getTime(),
        debug: opts.debug ?? false,
      });
      // Only supplier activities have a known policy; the others cost no lookup.
      const cutoff =
        activity.ref.startsWith('octo:') && deps.cancellationCutoffOf
          ? await deps.cancellationCutoffOf(activity.ref)
          : null;
      if (cutoff === null) return detail;
      return { ...detail, cancellation_policy: cancellationPolicy(cutoff) };
    },
  };
};
export type CatalogueService = ReturnType<typeof createCatalogueService>;
